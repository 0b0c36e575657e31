import { UNIT_TYPE_PREFERENCE_BEDROOMS, UNIT_TYPE_PREFERENCES } from "@common/constants";
import type { TenantRegisterBody } from "@common/schemas/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { UserRound } from "lucide-react";
import { type Control, useController, useForm } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { dayBounds } from "@/lib/date-bounds";
import { formMessage, t } from "@/lib/i18n";
import { type FieldKit, fieldKit } from "./field-kit";
import { InvitationBanner } from "./InvitationBanner";
import { PasswordInput } from "./PasswordInput";
import { NameFields, PhoneField } from "./PersonFields";
import { PropertyPicker } from "./PropertyPicker";
import { SelectField, TextField } from "./RegisteredFields";
import { FilePickField, FormSection, Wide } from "./RegistrationParts";
import { RegistrationForm, RegistrationStep, shownPhone, type VerifiedContact } from "./RegistrationStep";
import {
  buildTenantPayload,
  TENANT_FIELD_ALIASES,
  TENANT_FIELDS,
  type TenantSignupInput,
  type TenantSignupValues,
  tenantSignupFormSchema,
} from "./tenant-form";
import { useRegistration } from "./use-registration";
import type { SignupTicket } from "./use-signup-ticket";

const unitTypeOptions = () =>
  UNIT_TYPE_PREFERENCES.map((type) => ({
    value: type,
    label: t("signup.unitTypePreference", { bedrooms: UNIT_TYPE_PREFERENCE_BEDROOMS[type] }),
  }));

/** Step 3 of tenant sign-up: the profile that creates the account. */
export function TenantRegistration() {
  return (
    <RegistrationStep
      accountRole="tenant"
      title={t("signup.tenantRegistrationTitle")}
      subtitle={t("signup.tenantRegistrationSubtitle")}
      icon={<UserRound className="h-6 w-6" aria-hidden="true" />}
      form={(contact, ticket) => <TenantForm contact={contact} invitation={ticket.invitation} />}
    />
  );
}

function TenantForm({
  contact,
  invitation,
}: {
  contact: VerifiedContact;
  invitation: SignupTicket["invitation"];
}) {
  const byPhone = contact.method === "phone";
  const form = useForm<TenantSignupInput, unknown, TenantSignupValues>({
    resolver: zodResolver(tenantSignupFormSchema),
    // The unit type and move-in date are sent only while shown (with a property of interest).
    shouldUnregister: true,
    defaultValues: {
      firstName: "",
      lastName: "",
      dateOfBirth: "",
      nationalId: "",
      phoneNumber: byPhone ? shownPhone(contact.value) : "",
      emergencyContact: "",
      occupation: "",
      monthlyIncome: "",
      password: "",
      confirmPassword: "",
    },
  });
  const kit = fieldKit(form.register, form.formState.errors);
  const { err, invalid } = kit;
  const registration = useRegistration<(typeof TENANT_FIELDS)[number], TenantRegisterBody>({
    role: "tenant",
    fields: TENANT_FIELDS,
    setError: form.setError,
    aliases: TENANT_FIELD_ALIASES,
  });
  const onValid = (values: TenantSignupValues) =>
    registration.submit(() => buildTenantPayload(values, contact.value));

  return (
    <RegistrationForm
      contact={contact}
      onSubmit={form.handleSubmit(onValid)}
      registration={registration}
      submitLabel={t("signup.createTenantAccount")}
    >
      <FormSection title={t("signup.personalInformation")}>
        <NameFields kit={kit} />
        <TextField
          kit={kit}
          name="dateOfBirth"
          label={t("signup.dateOfBirth")}
          type="date"
          {...dayBounds("birth")}
          autoComplete="bday"
        />
        <TextField kit={kit} name="nationalId" label={t("signup.nationalId")} autoCapitalize="characters" />
        <PhoneField kit={kit} hint={t("signup.optional")} verified={byPhone} />
        <TextField
          kit={kit}
          name="emergencyContact"
          label={t("signup.emergencyContact")}
          hint={t("signup.emergencyContactHint")}
          placeholder={t("signup.emergencyContactPlaceholder")}
        />
      </FormSection>

      <FormSection title={t("signup.professionalInformation")}>
        <TextField
          kit={kit}
          name="occupation"
          label={t("signup.occupation")}
          autoComplete="organization-title"
        />
        <TextField
          kit={kit}
          name="monthlyIncome"
          label={t("signup.monthlyIncome")}
          inputMode="numeric"
          placeholder={t("signup.monthlyIncomePlaceholder")}
        />
      </FormSection>

      <FormSection title={t("signup.propertyPreferences")}>
        {invitation ? (
          <Wide>
            <InvitationBanner info={invitation} body={t("signup.invitedLease")} />
          </Wide>
        ) : (
          <PropertyOfInterest control={form.control} kit={kit} />
        )}
      </FormSection>

      <FormSection title={t("signup.documentUpload")}>
        <FilePickField
          id="profilePicture"
          label={t("signup.profilePicture")}
          accept="image/*"
          hint={t("signup.imageHint")}
        />
        <FilePickField
          id="identityDocument"
          label={t("signup.identityDocument")}
          accept="image/*,application/pdf"
          hint={t("signup.documentHint")}
        />
      </FormSection>

      <FormSection title={t("signup.accountSecurity")} description={t("signup.accountSecurityHint")}>
        <Field label={t("auth.password")} htmlFor="password" error={err("password")}>
          <PasswordInput
            id="password"
            autoComplete="new-password"
            aria-invalid={invalid("password")}
            {...form.register("password")}
          />
        </Field>
        <Field label={t("signup.confirmPassword")} htmlFor="confirmPassword" error={err("confirmPassword")}>
          <PasswordInput
            id="confirmPassword"
            autoComplete="new-password"
            aria-invalid={invalid("confirmPassword")}
            {...form.register("confirmPassword")}
          />
        </Field>
      </FormSection>
    </RegistrationForm>
  );
}

/** The property to apply to, from the public listings, or none; with one, the unit type and move-in date. */
function PropertyOfInterest({
  control,
  kit,
}: {
  control: Control<TenantSignupInput, unknown, TenantSignupValues>;
  kit: FieldKit<(typeof TENANT_FIELDS)[number]>;
}) {
  const { field, fieldState } = useController({ control, name: "propertyOfInterest", defaultValue: null });
  return (
    <>
      <Wide>
        <PropertyPicker
          label={t("signup.propertyOfInterest")}
          error={formMessage(fieldState.error)}
          inputRef={field.ref}
          onChange={field.onChange}
        />
      </Wide>
      {field.value != null && (
        <>
          <SelectField
            kit={kit}
            name="unitType"
            label={t("signup.unitType")}
            placeholder={t("signup.selectUnitTypePlaceholder")}
            options={unitTypeOptions()}
          />
          <TextField
            kit={kit}
            name="moveInDate"
            label={t("signup.moveInDate")}
            type="date"
            {...dayBounds("moveIn")}
          />
        </>
      )}
    </>
  );
}
