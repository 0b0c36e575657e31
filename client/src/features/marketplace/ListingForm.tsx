import type { Message } from "@common/i18n/message";
import {
  CATEGORY_LABEL_KEYS,
  CONDITION_LABEL_KEYS,
  LISTING_CATEGORIES,
  LISTING_CONDITIONS,
  LISTING_DESCRIPTION_MAX,
  LISTING_TITLE_MAX,
  MAX_LISTING_PHOTOS,
} from "@common/schemas/marketplace";
import { type FormEvent, useId, useState } from "react";
import { PhotoPicker } from "@/components/PhotoPicker";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, Input, inputClass, Select } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { EMPTY_LISTING, type ListingFormValues, listingFormErrors, toFormData } from "./listing-form";
import { useCreateListing } from "./queries";

type Name = keyof ListingFormValues;

/**
 * 'List an Item': title, description, price in whole UGX, category (the server's six), condition, tags and up to
 * five photos, sent as multipart. The listing waits for the landlord ('Item Listed').
 */
export function ListingForm({ onListed, onCancel }: { onListed: () => void; onCancel: () => void }) {
  const id = useId();
  const [values, setValues] = useState<ListingFormValues>(EMPTY_LISTING);
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<Message>();
  const [errors, setErrors] = useState<Record<string, Message>>({});
  const create = useCreateListing();

  const set = (name: Name, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _, ...rest }) => rest);
  };
  const fieldProps = (name: Name) => ({
    id: `${id}-${name}`,
    value: values[name],
    "aria-invalid": errors[name] ? true : undefined,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = listingFormErrors(values);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    create.mutate(toFormData(values, photos), {
      onSuccess: () => {
        toast({ title: t("marketplace.listedTitle"), description: t("marketplace.listedText") });
        setValues(EMPTY_LISTING);
        setPhotos([]);
        onListed();
      },
      onError: (err) => {
        if (err instanceof ApiError && err.fields) setErrors(err.fields);
        toast({
          variant: "destructive",
          title: t("marketplace.listFailed"),
          description: apiErrorMessage(err, t("common.genericError"), t("common.networkError")),
        });
      },
    });
  };

  return (
    <Card className="p-4 sm:p-5">
      <form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`} data-testid="listing-form">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
          {t("marketplace.formTitle")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("marketplace.formText")}</p>
        <fieldset disabled={create.isPending} className="mt-4 space-y-4">
          <Field label={t("marketplace.titleLabel")} htmlFor={`${id}-title`} error={errors.title}>
            <Input
              {...fieldProps("title")}
              maxLength={LISTING_TITLE_MAX}
              placeholder={t("marketplace.titlePlaceholder")}
              onChange={(e) => set("title", e.target.value)}
            />
          </Field>
          <Field
            label={t("marketplace.descriptionLabel")}
            htmlFor={`${id}-description`}
            error={errors.description}
          >
            <textarea
              {...fieldProps("description")}
              rows={4}
              maxLength={LISTING_DESCRIPTION_MAX}
              className={inputClass}
              placeholder={t("marketplace.descriptionPlaceholder")}
              onChange={(e) => set("description", e.target.value)}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label={t("marketplace.priceLabel")} htmlFor={`${id}-price`} error={errors.price}>
              <Input
                {...fieldProps("price")}
                inputMode="numeric"
                autoComplete="off"
                placeholder="450000"
                onChange={(e) => set("price", e.target.value)}
              />
            </Field>
            <Field label={t("marketplace.categoryField")} htmlFor={`${id}-category`} error={errors.category}>
              <Select {...fieldProps("category")} onChange={(e) => set("category", e.target.value)}>
                <option value="" disabled>
                  {t("marketplace.categoryPlaceholder")}
                </option>
                {LISTING_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(CATEGORY_LABEL_KEYS[c])}
                  </option>
                ))}
              </Select>
            </Field>
            <Field
              label={t("marketplace.conditionLabel")}
              htmlFor={`${id}-condition`}
              error={errors.condition}
            >
              <Select {...fieldProps("condition")} onChange={(e) => set("condition", e.target.value)}>
                {LISTING_CONDITIONS.map((c) => (
                  <option key={c} value={c}>
                    {t(CONDITION_LABEL_KEYS[c])}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <Field
            label={t("marketplace.tagsLabel")}
            htmlFor={`${id}-tags`}
            error={errors.tags}
            hint={t("marketplace.tagsHint")}
          >
            <Input {...fieldProps("tags")} maxLength={300} onChange={(e) => set("tags", e.target.value)} />
          </Field>
          <PhotoPicker
            photos={photos}
            max={MAX_LISTING_PHOTOS}
            label={t("marketplace.photosLabel")}
            error={photoError ?? errors.photos}
            testId="listing-photos"
            onChange={(next, error) => {
              setPhotos(next);
              setPhotoError(error);
            }}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onCancel}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" data-testid="listing-submit">
              {create.isPending ? t("marketplace.submitting") : t("marketplace.submit")}
            </Button>
          </div>
        </fieldset>
      </form>
    </Card>
  );
}
