import { AMENITIES, PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from "@common/constants";
import { Check } from "lucide-react";
import { useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { Field, Input, inputClass, Select } from "@/components/ui/field";
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
        <Field label="Property Name" htmlFor="property-name" error={errors.name?.message}>
          <Input
            id="property-name"
            placeholder="e.g. Kampala Heights"
            aria-invalid={invalid("name")}
            {...register("name")}
          />
        </Field>
        <Field label="Location" htmlFor="property-location" error={errors.location?.message}>
          <Input
            id="property-location"
            placeholder="e.g. Plot 12, Nakasero Road, Kampala"
            autoComplete="street-address"
            aria-invalid={invalid("location")}
            {...register("location")}
          />
        </Field>
      </div>
      <Field label="Property Type" htmlFor="property-type" error={errors.propertyType?.message}>
        <Select id="property-type" aria-invalid={invalid("propertyType")} {...register("propertyType")}>
          <option value="">Select property type</option>
          {PROPERTY_TYPES.map((t) => (
            <option key={t} value={t}>
              {PROPERTY_TYPE_LABELS[t]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Description" htmlFor="property-description" error={errors.description?.message}>
        <textarea
          id="property-description"
          rows={4}
          placeholder="What makes this property a good home?"
          aria-invalid={invalid("description")}
          className={`${inputClass} resize-y`}
          {...register("description")}
        />
      </Field>
      <AmenityPicker />
      <ImageUrlField />
    </div>
  );
}

function AmenityPicker() {
  const { register, control, formState } = useFormContext<PropertyDetailsFormValues>();
  const chosen = useWatch({ control, name: "amenities" }) ?? [];
  const error = formState.errors.amenities?.message;
  return (
    <fieldset aria-describedby="amenities-hint">
      <legend className="text-sm font-medium text-slate-700">
        Amenities <span className="font-normal text-slate-500">({chosen.length} selected)</span>
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
              {a}
            </label>
          );
        })}
      </div>
      <p id="amenities-hint" className={`mt-2 text-sm ${error ? "text-red-600" : "text-amber-700"}`}>
        {error ?? (chosen.length === 0 ? "Please select at least one amenity" : "")}
      </p>
    </fieldset>
  );
}

function ImageUrlField() {
  const { register, control, formState } = useFormContext<PropertyDetailsFormValues>();
  const url = (useWatch({ control, name: "imageUrl" }) ?? "").trim();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const previewable = /^https?:\/\/\S+$/i.test(url);
  const error = formState.errors.imageUrl?.message;
  return (
    <div className="space-y-2">
      <Field
        label="Image URL"
        htmlFor="property-image-url"
        error={error}
        hint="Optional. A link to a photo of the property (https://...)"
      >
        <Input
          id="property-image-url"
          type="url"
          inputMode="url"
          placeholder="https://example.com/photo.jpg"
          aria-invalid={error ? true : undefined}
          {...register("imageUrl")}
        />
      </Field>
      {previewable && (
        <div aria-live="polite">
          <PropertyImage
            src={url}
            alt="Property preview"
            onFail={setFailedUrl}
            className="h-44 w-full rounded-lg border border-slate-200 object-cover sm:h-56"
          />
          {failedUrl === url && (
            <p className="text-xs text-slate-500">The image at this address could not be loaded.</p>
          )}
        </div>
      )}
    </div>
  );
}
