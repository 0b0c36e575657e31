import type { MessageKey } from "@common/i18n/keys";
import type { Message } from "@common/i18n/message";
import {
  AMENITY_KIND_LABEL_KEYS,
  AMENITY_KINDS,
  type Amenity,
  WEEKDAY_LABEL_KEYS,
} from "@common/schemas/amenities";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { type AmenityFormValues, formOf, NEW_AMENITY, type NumberField, toCreateBody } from "./amenity-form";
import { useCreateAmenity, useUpdateAmenity } from "./queries";

const NUMBER_FIELDS: [NumberField, MessageKey][] = [
  ["capacity", "amenities.capacity"],
  ["slotMinutes", "amenities.slotMinutes"],
  ["maxDaysAhead", "amenities.maxDaysAhead"],
  ["minMinutesBefore", "amenities.minMinutesBefore"],
  ["maxSlotsPerBooking", "amenities.maxSlotsPerBooking"],
  ["weeklyLimit", "amenities.weeklyLimitLabel"],
  ["cancelCutoffMinutes", "amenities.cancelCutoffMinutes"],
];

/** A new amenity, or an existing one (`amenity`) edited: name, kind, opening hours per weekday, booking rules. */
export function AmenityForm({
  propertyId,
  amenity,
  onDone,
}: {
  propertyId: number;
  amenity?: Amenity;
  onDone: () => void;
}) {
  const id = useId();
  const [v, setV] = useState<AmenityFormValues>(() => (amenity ? formOf(amenity) : NEW_AMENITY));
  const [errors, setErrors] = useState<Record<string, Message>>({});
  const createMutation = useCreateAmenity();
  const updateMutation = useUpdateAmenity();
  const create = amenity ? updateMutation : createMutation;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { propertyId: _, ...body } = toCreateBody(v, propertyId);
    (amenity
      ? updateMutation.mutateAsync({ id: amenity.id, body })
      : createMutation.mutateAsync({ ...body, propertyId })
    ).then(
      () => {
        toast({ title: t("amenities.saved") });
        onDone();
      },
      (err: unknown) => {
        setErrors(err instanceof ApiError && err.fields ? err.fields : {});
        toast({
          variant: "destructive",
          title: t("amenities.actionFailed"),
          description: apiErrorMessage(err, t("common.genericError"), t("common.networkError")),
        });
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="amenity-form">
      <fieldset disabled={create.isPending} className="min-w-0 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t("amenities.name")} htmlFor={`${id}-name`} error={errors.name}>
            <Input
              id={`${id}-name`}
              value={v.name}
              maxLength={80}
              onChange={(e) => setV({ ...v, name: e.target.value })}
            />
          </Field>
          <Field label={t("amenities.kind")} htmlFor={`${id}-kind`} error={errors.kind}>
            <Select id={`${id}-kind`} value={v.kind} onChange={(e) => setV({ ...v, kind: e.target.value })}>
              {AMENITY_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(AMENITY_KIND_LABEL_KEYS[k])}
                </option>
              ))}
            </Select>
          </Field>
          {NUMBER_FIELDS.map(([name, label]) => (
            <Field key={name} label={t(label)} htmlFor={`${id}-${name}`} error={errors[name]}>
              <Input
                id={`${id}-${name}`}
                type="number"
                inputMode="numeric"
                min={0}
                value={v[name]}
                onChange={(e) => setV({ ...v, [name]: e.target.value })}
              />
            </Field>
          ))}
        </div>
        <fieldset className="min-w-0">
          <legend className="text-sm font-medium text-slate-700">{t("amenities.hours")}</legend>
          {errors.hours && <p className="text-sm text-red-600">{errors.hours}</p>}
          <ul className="mt-2 space-y-2">
            {v.days.map((d, i) => {
              const day = t(WEEKDAY_LABEL_KEYS[d.weekday]!);
              const change = (patch: Partial<typeof d>) =>
                setV({ ...v, days: v.days.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
              return (
                <li key={d.weekday} className="flex flex-wrap items-center gap-2">
                  <label className="flex min-h-11 w-36 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={d.open}
                      onChange={(e) => change({ open: e.target.checked })}
                      className="h-5 w-5 accent-brand-600"
                    />
                    {day}
                  </label>
                  <Input
                    type="time"
                    aria-label={`${day}: ${t("amenities.opens")}`}
                    value={d.opens}
                    disabled={!d.open}
                    className="w-32"
                    onChange={(e) => change({ opens: e.target.value })}
                  />
                  <Input
                    type="time"
                    aria-label={`${day}: ${t("amenities.closes")}`}
                    value={d.closes}
                    disabled={!d.open}
                    className="w-32"
                    onChange={(e) => change({ closes: e.target.value })}
                  />
                </li>
              );
            })}
          </ul>
        </fieldset>
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={create.isPending}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t("amenities.saving") : t("amenities.saveAmenity")}
        </Button>
      </div>
    </form>
  );
}
