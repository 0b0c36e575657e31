import { PHONE_PLACEHOLDER } from "@common/constants";
import type { FieldKit } from "./field-kit";
import { TextField } from "./RegisteredFields";

export function NameFields({ kit }: { kit: FieldKit<"firstName" | "lastName"> }) {
  return (
    <>
      <TextField kit={kit} name="firstName" label="First Name" autoComplete="given-name" />
      <TextField kit={kit} name="lastName" label="Last Name" autoComplete="family-name" />
    </>
  );
}

export function PhoneField({ kit, hint }: { kit: FieldKit<"phoneNumber">; hint?: string }) {
  return (
    <TextField
      kit={kit}
      name="phoneNumber"
      label="Phone Number"
      hint={hint}
      type="tel"
      autoComplete="tel"
      placeholder={PHONE_PLACEHOLDER}
    />
  );
}
