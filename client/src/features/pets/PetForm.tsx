import type { Message } from "@common/i18n/message";
import {
  MAX_PET_PHOTOS,
  PET_GENDERS,
  PET_TYPE_LABEL_KEYS,
  PET_TYPES,
  VACCINATION_LABEL_KEYS,
  VACCINATION_STATUSES,
} from "@common/schemas/pets";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { PhotoPicker } from "@/components/PhotoPicker";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, Input, Select } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { useLocation } from "@/lib/navigation";
import { DASHBOARD_PATH } from "@/lib/pages";

import { PetFields } from "./PetFields";
import {
  BEHAVIOR_FIELDS,
  EMPTY_PET,
  FINANCIAL_FIELDS,
  HEALTH_FIELDS,
  INSURANCE_FIELDS,
  type PetFormValues,
  type TextField,
  toFormData,
} from "./pet-form";
import { useRegisterPet } from "./queries";

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card className="space-y-4 p-4 sm:p-5">
      <section aria-labelledby={id} className="space-y-4">
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

/**
 * /pet-registration's form (spec section 2): every section and field, the summary box, and the photo, sent as
 * multipart to POST /api/pets. Only the name is required here; the server checks everything again.
 */
export function PetForm() {
  const id = useId();
  const [, navigate] = useLocation();
  const [values, setValues] = useState<PetFormValues>(EMPTY_PET);
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<Message>();
  const [errors, setErrors] = useState<Record<string, Message>>({});
  const register = useRegisterPet();
  const submitting = register.isPending;

  const set = (name: TextField, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _, ...rest }) => rest);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!values.name.trim()) {
      setErrors({ name: t("pets.nameRequired") });
      document.getElementById(`${id}-name`)?.focus();
      return;
    }
    let form: FormData;
    try {
      form = toFormData(values, photos[0]);
    } catch {
      toast({ variant: "destructive", title: t("pets.failedTitle"), description: t("pets.prepareFailed") });
      return;
    }
    register.mutate(form, {
      onSuccess: () => {
        toast({ title: t("pets.submittedTitle"), description: t("pets.submittedText") });
        navigate(DASHBOARD_PATH);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.fields) setErrors(err.fields);
        toast({
          variant: "destructive",
          title: t("pets.failedTitle"),
          description: apiErrorMessage(err, t("pets.failedText"), t("common.networkError")),
        });
      },
    });
  };

  const typeLabel = t(PET_TYPE_LABEL_KEYS[values.type as keyof typeof PET_TYPE_LABEL_KEYS]);
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="pet-form">
      <fieldset disabled={submitting} className="space-y-4">
        <Section title={t("pets.sectionBasic")}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t("pets.name")} htmlFor={`${id}-name`} error={errors.name}>
              <Input
                id={`${id}-name`}
                value={values.name}
                maxLength={100}
                required
                aria-invalid={errors.name ? true : undefined}
                placeholder={t("pets.namePlaceholder")}
                onChange={(e) => set("name", e.target.value)}
              />
            </Field>
            <Field label={t("pets.type")} htmlFor={`${id}-type`} error={errors.type}>
              <Select id={`${id}-type`} value={values.type} onChange={(e) => set("type", e.target.value)}>
                {PET_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(PET_TYPE_LABEL_KEYS[type])}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t("pets.breed")} htmlFor={`${id}-breed`} error={errors.breed}>
              <Input
                id={`${id}-breed`}
                value={values.breed}
                maxLength={200}
                placeholder={t("pets.breedPlaceholder")}
                onChange={(e) => set("breed", e.target.value)}
              />
            </Field>
            <Field label={t("pets.age")} htmlFor={`${id}-age`} error={errors.age}>
              <Input
                id={`${id}-age`}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={values.age}
                aria-invalid={errors.age ? true : undefined}
                onChange={(e) => set("age", e.target.value)}
              />
            </Field>
            <Field label={t("pets.weight")} htmlFor={`${id}-weight`} error={errors.weight}>
              <Input
                id={`${id}-weight`}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.1}
                value={values.weight}
                aria-invalid={errors.weight ? true : undefined}
                onChange={(e) => set("weight", e.target.value)}
              />
            </Field>
            <Field label={t("pets.color")} htmlFor={`${id}-color`} error={errors.color}>
              <Input
                id={`${id}-color`}
                value={values.color}
                maxLength={200}
                placeholder={t("pets.colorPlaceholder")}
                onChange={(e) => set("color", e.target.value)}
              />
            </Field>
            <Field label={t("pets.gender")} htmlFor={`${id}-gender`} error={errors.gender}>
              <Select
                id={`${id}-gender`}
                value={values.gender}
                onChange={(e) => set("gender", e.target.value)}
              >
                {PET_GENDERS.map((g) => (
                  <option key={g} value={g}>
                    {t(g === "male" ? "pets.male" : "pets.female")}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t("pets.microchip")} htmlFor={`${id}-chip`} error={errors.microchipNumber}>
              <Input
                id={`${id}-chip`}
                value={values.microchipNumber}
                maxLength={200}
                onChange={(e) => set("microchipNumber", e.target.value)}
              />
            </Field>
            <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-700 sm:col-span-2">
              <input
                type="checkbox"
                checked={values.isNeutered}
                onChange={(e) => setValues((v) => ({ ...v, isNeutered: e.target.checked }))}
                className="h-5 w-5 rounded border-slate-300 accent-brand-600"
              />
              {t("pets.neutered")}
            </label>
          </div>
        </Section>

        <Section title={t("pets.sectionHealth")}>
          <Field label={t("pets.vaccinationStatus")} htmlFor={`${id}-vacc`} error={errors.vaccinationStatus}>
            <Select
              id={`${id}-vacc`}
              value={values.vaccinationStatus}
              onChange={(e) => set("vaccinationStatus", e.target.value)}
            >
              {VACCINATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(VACCINATION_LABEL_KEYS[s])}
                </option>
              ))}
            </Select>
          </Field>
          <PetFields fields={HEALTH_FIELDS} values={values} errors={errors} onChange={set} />
        </Section>

        <Section title={t("pets.sectionInsurance")}>
          <PetFields fields={INSURANCE_FIELDS} values={values} errors={errors} onChange={set} />
        </Section>

        <Section title={t("pets.sectionFinancial")}>
          <PetFields fields={FINANCIAL_FIELDS} values={values} errors={errors} onChange={set} />
          <p className="text-sm text-slate-600">{t("pets.feesNote")}</p>
        </Section>

        <Section title={t("pets.sectionBehavior")}>
          <PetFields fields={BEHAVIOR_FIELDS} values={values} errors={errors} onChange={set} />
        </Section>

        <Section title={t("pets.sectionPhoto")}>
          <PhotoPicker
            photos={photos}
            max={MAX_PET_PHOTOS}
            label={t("pets.photoLabel")}
            error={photoError ?? errors.photo}
            testId="pet-photo-input"
            onChange={(next, error) => {
              setPhotos(next);
              setPhotoError(error);
            }}
          />
        </Section>
      </fieldset>

      <Card className="space-y-1 border-brand-200 bg-brand-50 p-4 sm:p-5" data-testid="pet-summary">
        <h2 className="font-semibold text-slate-900">{t("pets.summaryTitle")}</h2>
        <p className="text-sm text-slate-700">
          {t("pets.summaryName", { name: values.name.trim() || t("pets.notSpecified") })}
        </p>
        <p className="text-sm text-slate-700">{t("pets.summaryType", { type: typeLabel })}</p>
        <p className="text-sm font-medium text-amber-800">{t("pets.summaryStatus")}</p>
        <p className="text-xs text-slate-600">{t("pets.pendingNote")}</p>
      </Card>

      <Button type="submit" disabled={submitting} className="w-full sm:w-auto" data-testid="pet-submit">
        {submitting ? t("pets.submitting") : t("pets.submit")}
      </Button>
    </form>
  );
}
