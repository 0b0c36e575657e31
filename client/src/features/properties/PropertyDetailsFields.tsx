import { AMENITIES, AMENITY_LABEL_KEYS, PROPERTY_TYPE_LABEL_KEYS, PROPERTY_TYPES } from "@common/constants";
import { Check } from "lucide-react";
import { useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { Field, Input, inputClass, Select } from "@/components/ui/field";
import { formMessage, t, translateMessage } from "@/lib/i18n";
import { PropertyImage } from "./PropertyImage";
import type { PropertyDetailsFormValues } from "./property-form";

/** Property Name, Location, Property Type, Description, amenities and Image URL with a live preview. */
export function PropertyDetailsFields() {
  const { register, formState } = useFormContext<PropertyDetailsFormValues>();
  const { errors } = formState;
  const invalid = (name: keyof PropertyDetailsFormValues) => (errors[name] ? true : undefined);
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("properties.fieldName")} htmlFor="property-name" error={formMessage(errors.name)}>
          <Input
            id="property-name"
            placeholder={t("properties.namePlaceholder")}
            aria-invalid={invalid("name")}
            {...register("name")}
          />
        </Field>
        <Field
          label={t("properties.fieldLocation")}
          htmlFor="property-location"
          error={formMessage(errors.location)}
        >
          <Input
            id="property-location"
            placeholder={t("properties.locationPlaceholder")}
            autoComplete="street-address"
            aria-invalid={invalid("location")}
            {...register("location")}
          />
        </Field>
      </div>
      <Field
        label={t("properties.fieldType")}
        htmlFor="property-type"
        error={formMessage(errors.propertyType)}
      >
        <Select id="property-type" aria-invalid={invalid("propertyType")} {...register("propertyType")}>
          <option value="">{t("properties.typePlaceholder")}</option>
          {PROPERTY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(PROPERTY_TYPE_LABEL_KEYS[type])}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={t("common.description")}
        htmlFor="property-description"
        error={formMessage(errors.description)}
      >
        <textarea
          id="property-description"
          rows={4}
          placeholder={t("properties.descriptionPlaceholder")}
          aria-invalid={invalid("description")}
          className={`${inputClass} resize-y`}
          {...register("description")}
        />
      </Field>
      <AmenityPicker />
      <ImageUrlField />
      <ListedField />
    </div>
  );
}

/** Whether the property is on the public search (off for a new property). */
function ListedField() {
  const { register } = useFormContext<PropertyDetailsFormValues>();
  return (
    <label
      htmlFor="property-listed"
      className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 has-checked:border-brand-600 has-checked:bg-brand-50"
    >
      <input
        id="property-listed"
        type="checkbox"
        className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
        {...register("listed")}
      />
      <span>
        <span className="block text-sm font-medium text-slate-800">{t("listings.listedLabel")}</span>
        <span className="block text-xs text-slate-600">{t("listings.listedHint")}</span>
      </span>
    </label>
  );
}

function AmenityPicker() {
  const { register, control, formState } = useFormContext<PropertyDetailsFormValues>();
  const chosen = useWatch({ control, name: "amenities" }) ?? [];
  const error = formMessage(formState.errors.amenities);
  return (
    <fieldset aria-describedby="amenities-hint">
      <legend className="text-sm font-medium text-slate-700">
        {t("properties.amenities")}{" "}
        <span className="font-normal text-slate-500">
          {t("properties.amenitiesSelected", { count: chosen.length })}
        </span>
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {AMENITIES.map((a, i) => {
          const id = `amenity-${i}`;
          return (
            <label
              key={a}
              htmlFor={id}
              className="relative inline-flex min-h-11 cursor-pointer select-none items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3.5 text-sm text-slate-700 transition-colors hover:border-brand-600 has-checked:border-brand-600 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-brand-600/40"
            >
              <input
                id={id}
                type="checkbox"
                value={a}
                className="peer absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-full opacity-0"
                {...register("amenities")}
              />
              <Check aria-hidden className="hidden h-4 w-4 peer-checked:block" />
              {t(AMENITY_LABEL_KEYS[a])}
            </label>
          );
        })}
      </div>
      <p id="amenities-hint" className={`mt-2 text-sm ${error ? "text-red-600" : "text-amber-700"}`}>
        {error
          ? translateMessage(error, { field: t("properties.amenities") })
          : chosen.length === 0
            ? t("properties.amenitiesRequired")
            : ""}
      </p>
    </fieldset>
  );
}

function ImageUrlField() {
  const { register, control, formState } = useFormContext<PropertyDetailsFormValues>();
  const url = (useWatch({ control, name: "imageUrl" }) ?? "").trim();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const previewable = /^https?:\/\/\S+$/i.test(url);
  const error = formMessage(formState.errors.imageUrl);
  return (
    <div className="space-y-2">
      <Field
        label={t("properties.fieldImageUrl")}
        htmlFor="property-image-url"
        error={error}
        hint={t("properties.imageUrlHint")}
      >
        <Input
          id="property-image-url"
          type="url"
          inputMode="url"
          placeholder={t("properties.imageUrlPlaceholder")}
          aria-invalid={error ? true : undefined}
          {...register("imageUrl")}
        />
      </Field>
      {previewable && (
        <div aria-live="polite">
          <PropertyImage
            src={url}
            alt={t("properties.imagePreview")}
            onFail={setFailedUrl}
            className="h-44 w-full rounded-lg border border-slate-200 object-cover sm:h-56"
          />
          {failedUrl === url && <p className="text-xs text-slate-500">{t("properties.imageLoadFailed")}</p>}
        </div>
      )}
    </div>
  );
}
