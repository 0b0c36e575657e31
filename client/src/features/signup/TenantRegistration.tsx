import {
  PROPERTY_SLUG_LABELS,
  PROPERTY_SLUGS,
  UNIT_TYPE_PREFERENCE_BEDROOMS,
  UNIT_TYPE_PREFERENCES,
} from "@common/constants";
import type { TenantRegisterBody } from "@common/schemas/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { UserRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { dayBounds } from "@/lib/date-bounds";
import { t } from "@/lib/i18n";
import { fieldKit } from "./field-kit";
import { PasswordInput } from "./PasswordInput";
import { NameFields, PhoneField } from "./PersonFields";
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

const PROPERTY_OPTIONS = PROPERTY_SLUGS.map((slug) => ({ value: slug, label: PROPERTY_SLUG_LABELS[slug] }));
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
      form={(contact) => <TenantForm contact={contact} />}
    />
  );
}

function TenantForm({ contact }: { contact: VerifiedContact }) {
  const byPhone = contact.method === "phone";
  const form = useForm<TenantSignupInput, unknown, TenantSignupValues>({
    resolver: zodResolver(tenantSignupFormSchema),
    defaultValues: {
      firstName: "",
      lastName: "",
      dateOfBirth: "",
      nationalId: "",
      phoneNumber: byPhone ? shownPhone(contact.value) : "",
      emergencyContact: "",
      occupation: "",
      monthlyIncome: "",
      moveInDate: "",
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
        <SelectField
          kit={kit}
          name="propertyOfInterest"
          label={t("signup.propertyOfInterest")}
          placeholder={t("signup.selectPropertyPlaceholder")}
          options={PROPERTY_OPTIONS}
        />
        <SelectField
          kit={kit}
          name="unitType"
          label={t("signup.unitType")}
          placeholder={t("signup.selectUnitTypePlaceholder")}
          options={unitTypeOptions()}
        />
        <Wide>
          <TextField
            kit={kit}
            name="moveInDate"
            label={t("signup.moveInDate")}
            type="date"
            {...dayBounds("moveIn")}
          />
        </Wide>
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
