import { VERIFICATION_CODE_LENGTH } from "@common/constants";
import type { Message } from "@common/i18n/message";
import { Field, Input } from "@/components/ui/field";

/** A 4-digit code sent by email or SMS: digits only, and the phone's keyboard and autofill for one-time codes. */
export function CodeField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: Message;
  value: string;
  error?: Message;
  onChange: (digits: string) => void;
}) {
  return (
    <Field label={label} htmlFor={id} error={error}>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_LENGTH}
        value={value}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ""))}
      />
    </Field>
  );
}
