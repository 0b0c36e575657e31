import {
  PROPERTY_SLUG_LABELS,
  PROPERTY_SLUGS,
  UNIT_TYPE_PREFERENCE_LABELS,
  UNIT_TYPE_PREFERENCES,
} from "@common/constants";
import type { TenantRegisterBody } from "@common/schemas/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { UserRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { fieldKit } from "./field-kit";
import { PasswordInput } from "./PasswordInput";
import { NameFields, PhoneField } from "./PersonFields";
import { SelectField, TextField } from "./RegisteredFields";
import { FilePickField, FormSection, Wide } from "./RegistrationParts";
import { RegistrationForm, RegistrationStep } from "./RegistrationStep";
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
const UNIT_TYPE_OPTIONS = UNIT_TYPE_PREFERENCES.map((t) => ({
  value: t,
  label: UNIT_TYPE_PREFERENCE_LABELS[t],
}));

/** Step 3 of tenant sign-up: the profile that creates the account. */
export function TenantRegistration() {
  return (
    <RegistrationStep
      accountRole="tenant"
      title="Tenant Registration"
      subtitle="Tell us about yourself to create your tenant account."
      icon={<UserRound className="h-6 w-6" aria-hidden="true" />}
      form={(email) => <TenantForm email={email} />}
    />
  );
}

function TenantForm({ email }: { email: string }) {
  const form = useForm<TenantSignupInput, unknown, TenantSignupValues>({
    resolver: zodResolver(tenantSignupFormSchema),
    defaultValues: {
      firstName: "",
      lastName: "",
      dateOfBirth: "",
      nationalId: "",
      phoneNumber: "",
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
    registration.submit(() => buildTenantPayload(values, email));

  return (
    <RegistrationForm
      email={email}
      onSubmit={form.handleSubmit(onValid)}
      registration={registration}
      submitLabel="Create Tenant Account"
    >
      <FormSection title="Personal Information">
        <NameFields kit={kit} />
        <TextField kit={kit} name="dateOfBirth" label="Date of Birth" type="date" autoComplete="bday" />
        <TextField kit={kit} name="nationalId" label="National ID" autoCapitalize="characters" />
        <PhoneField kit={kit} hint="Optional" />
        <TextField
          kit={kit}
          name="emergencyContact"
          label="Emergency Contact"
          hint="Name and phone number"
          placeholder="Jane Doe +256 700 123 456"
        />
      </FormSection>

      <FormSection title="Professional Information">
        <TextField kit={kit} name="occupation" label="Occupation" autoComplete="organization-title" />
        <TextField
          kit={kit}
          name="monthlyIncome"
          label="Monthly Income (UGX)"
          inputMode="numeric"
          placeholder="e.g. 2,500,000"
        />
      </FormSection>

      <FormSection title="Property Preferences">
        <SelectField
          kit={kit}
          name="propertyOfInterest"
          label="Property of Interest"
          placeholder="Select a property"
          options={PROPERTY_OPTIONS}
        />
        <SelectField
          kit={kit}
          name="unitType"
          label="Unit Type"
          placeholder="Select a unit type"
          options={UNIT_TYPE_OPTIONS}
        />
        <Wide>
          <TextField kit={kit} name="moveInDate" label="Move-in Date" type="date" />
        </Wide>
      </FormSection>

      <FormSection title="Document Upload">
        <FilePickField
          id="profilePicture"
          label="Profile Picture"
          accept="image/*"
          hint="PNG, JPG up to 10MB"
        />
        <FilePickField
          id="identityDocument"
          label="Identity Document"
          accept="image/*,application/pdf"
          hint="PNG, JPG or PDF up to 10MB"
        />
      </FormSection>

      <FormSection
        title="Account Security"
        description="Leave blank to keep the password you set in the previous step"
      >
        <Field label="Password" htmlFor="password" error={err("password")}>
          <PasswordInput
            id="password"
            autoComplete="new-password"
            aria-invalid={invalid("password")}
            {...form.register("password")}
          />
        </Field>
        <Field label="Confirm Password" htmlFor="confirmPassword" error={err("confirmPassword")}>
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
