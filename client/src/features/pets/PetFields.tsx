import type { Message } from "@common/i18n/message";
import { useId } from "react";
import { Field, Input, inputClass } from "@/components/ui/field";
import { dayBounds } from "@/lib/date-bounds";
import { t } from "@/lib/i18n";
import type { FieldSpec, PetFormValues, TextField } from "./pet-form";

/** Plain inputs of a section, two columns from the small breakpoint up. */
export function PetFields({
  fields,
  values,
  errors,
  onChange,
}: {
  fields: FieldSpec[];
  values: PetFormValues;
  errors: Record<string, Message>;
  onChange: (name: TextField, value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((f) => {
        const fieldId = `${id}-${f.name}`;
        const common = {
          id: fieldId,
          name: f.name,
          value: values[f.name],
          placeholder: f.placeholder,
          "aria-invalid": errors[f.name] ? true : undefined,
        } as const;
        const bounds = f.range ? dayBounds(f.range) : undefined;
        return (
          <div key={f.name} className={f.kind === "textarea" ? "sm:col-span-2" : undefined}>
            <Field label={t(f.label)} htmlFor={fieldId} error={errors[f.name]}>
              {f.kind === "textarea" ? (
                <textarea
                  {...common}
                  rows={2}
                  maxLength={2000}
                  className={inputClass}
                  onChange={(e) => onChange(f.name, e.target.value)}
                />
              ) : (
                <Input
                  {...common}
                  type={f.kind ?? "text"}
                  step={f.step}
                  min={f.kind === "number" ? 0 : bounds?.min}
                  max={bounds?.max}
                  inputMode={f.inputMode}
                  maxLength={f.kind === "number" || f.kind === "date" ? undefined : 200}
                  onChange={(e) => onChange(f.name, e.target.value)}
                />
              )}
            </Field>
          </div>
        );
      })}
    </div>
  );
}
