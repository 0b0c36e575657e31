import { PHONE_PLACEHOLDER } from "@common/constants";
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

export function PhoneField({ kit, hint }: { kit: FieldKit<"phoneNumber">; hint?: string }) {
  return (
    <TextField
      kit={kit}
      name="phoneNumber"
      label={t("signup.phoneNumber")}
      hint={hint}
      type="tel"
      autoComplete="tel"
      placeholder={PHONE_PLACEHOLDER}
    />
  );
}
