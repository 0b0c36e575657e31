import type { Message } from "@common/i18n/message";
import type { InputHTMLAttributes } from "react";
import { Field, Input, Select } from "@/components/ui/field";
import type { MessageNode } from "@/lib/i18n";
import type { FieldKit } from "./field-kit";

/** A labelled input of a registration form, registered under `name`, which is also its id. */
export function TextField<Name extends string>({
  kit,
  name,
  label,
  hint,
  ...inputProps
}: {
  kit: FieldKit<Name>;
  name: Name;
  label: Message;
  hint?: MessageNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name">) {
  return (
    <Field label={label} htmlFor={name} error={kit.err(name)} hint={hint}>
      <Input id={name} aria-invalid={kit.invalid(name)} {...inputProps} {...kit.register(name)} />
    </Field>
  );
}

/** A labelled select of a registration form that starts on a disabled `placeholder` option. */
export function SelectField<Name extends string>({
  kit,
  name,
  label,
  placeholder,
  options,
}: {
  kit: FieldKit<Name>;
  name: Name;
  label: Message;
  placeholder: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <Field label={label} htmlFor={name} error={kit.err(name)}>
      <Select id={name} defaultValue="" aria-invalid={kit.invalid(name)} {...kit.register(name)}>
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
