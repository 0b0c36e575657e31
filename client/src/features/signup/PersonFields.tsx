import { PHONE_PLACEHOLDER } from "@common/constants";
import type { Message } from "@common/i18n/message";
import { t } from "@/lib/i18n";
import type { FieldKit } from "./field-kit";
import { TextField } from "./RegisteredFields";

export function NameFields({ kit }: { kit: FieldKit<"firstName" | "lastName"> }) {
  return (
    <>
      <TextField kit={kit} name="firstName" label={t("signup.firstName")} autoComplete="given-name" />
      <TextField kit={kit} name="lastName" label={t("signup.lastName")} autoComplete="family-name" />
    </>
  );
}

/** The phone number; a phone sign-up's is the verified one, shown and not editable. */
export function PhoneField({
  kit,
  hint,
  verified = false,
}: {
  kit: FieldKit<"phoneNumber">;
  hint?: Message;
  verified?: boolean;
}) {
  return (
    <TextField
      kit={kit}
      name="phoneNumber"
      label={t("signup.phoneNumber")}
      hint={verified ? t("signup.verifiedInStep1") : hint}
      type="tel"
      autoComplete="tel"
      placeholder={PHONE_PLACEHOLDER}
      readOnly={verified}
      className={verified ? "bg-slate-50" : undefined}
    />
  );
}
