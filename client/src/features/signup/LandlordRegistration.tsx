import {
  type LandlordRegisterBody,
  type LandlordRegistrationForm,
  landlordRegistrationFormSchema,
} from "@common/schemas/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { Building } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Field, Input } from "@/components/ui/field";
import { formMessage, t, translateMessage } from "@/lib/i18n";
import { fieldKit } from "./field-kit";
import { ACCOUNT_TYPE_OPTIONS, buildLandlordPayload, LANDLORD_FIELDS } from "./landlord-form";
import { NameFields, PhoneField } from "./PersonFields";
import { FormSection, Wide } from "./RegistrationParts";
import { RegistrationForm, RegistrationStep, shownPhone, type VerifiedContact } from "./RegistrationStep";
import { useRegistration } from "./use-registration";

type LandlordInput = z.input<typeof landlordRegistrationFormSchema>;

/** Step 3 of landlord sign-up: individual or company details that create the account. */
export function LandlordRegistration() {
  return (
    <RegistrationStep
      accountRole="landlord"
      title={t("signup.landlordRegistrationTitle")}
      subtitle={t("signup.landlordRegistrationSubtitle")}
      icon={<Building className="h-6 w-6" aria-hidden="true" />}
      form={(contact) => <LandlordForm contact={contact} />}
    />
  );
}

function LandlordForm({ contact }: { contact: VerifiedContact }) {
  const byPhone = contact.method === "phone";
  const form = useForm<LandlordInput, unknown, LandlordRegistrationForm>({
    resolver: zodResolver(landlordRegistrationFormSchema),
    defaultValues: {
      firstName: "",
      lastName: "",
      // A phone sign-up has no email (one can be added from the profile, with a code); its number is the phone.
      email: byPhone ? "" : contact.value,
      phoneNumber: byPhone ? shownPhone(contact.value) : "",
      companyName: "",
      companyRegNumber: "",
      companyAddress: "",
      businessLicenseNumber: "",
    },
  });
  const { errors } = form.formState;
  const kit = fieldKit(form.register, errors);
  const { err } = kit;
  const isCompany = form.watch("accountType") === "company";
  const registration = useRegistration<(typeof LANDLORD_FIELDS)[number], LandlordRegisterBody>({
    role: "landlord",
    fields: LANDLORD_FIELDS,
    setError: form.setError,
  });
  const onValid = (values: LandlordRegistrationForm) =>
    registration.submit(() => buildLandlordPayload(values, contact.value));

  return (
    <RegistrationForm
      contact={contact}
      onSubmit={form.handleSubmit(onValid)}
      registration={registration}
      submitLabel={t("signup.createLandlordAccount")}
    >
      <fieldset className="space-y-4" aria-describedby={errors.accountType ? "accountType-error" : undefined}>
        <legend className="text-base font-semibold text-slate-900">{t("signup.accountType")}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {ACCOUNT_TYPE_OPTIONS.map((o) => (
            <label
              key={o.value}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-4 transition-colors hover:border-brand-600 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600/40"
            >
              <input
                type="radio"
                value={o.value}
                aria-label={t(o.title)}
                aria-describedby={`accountType-${o.value}-desc`}
                className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
                {...form.register("accountType")}
              />
              <span>
                <span className="block font-medium text-slate-900">{t(o.title)}</span>
                <span id={`accountType-${o.value}-desc`} className="mt-0.5 block text-sm text-slate-600">
                  {t(o.description)}
                </span>
              </span>
            </label>
          ))}
        </div>
        {errors.accountType && (
          <p id="accountType-error" role="alert" className="text-sm text-red-600">
            {translateMessage(formMessage(errors.accountType) ?? t("validation.choose"), {
              field: t("signup.accountType"),
            })}
          </p>
        )}
      </fieldset>

      <FormSection title={t("signup.personalInformation")}>
        <NameFields kit={kit} />
        {!byPhone && (
          <Field
            label={t("common.email")}
            htmlFor="email"
            error={err("email")}
            hint={t("signup.verifiedInStep1")}
          >
            <Input
              id="email"
              type="email"
              autoComplete="email"
              readOnly
              className="bg-slate-50"
              {...form.register("email")}
            />
          </Field>
        )}
        <PhoneField kit={kit} verified={byPhone} />
      </FormSection>

      {isCompany && (
        <FormSection title={t("signup.companyInformation")} description={t("signup.companyInformationHint")}>
          <Field label={t("signup.companyName")} htmlFor="companyName" error={err("companyName")}>
            <Input id="companyName" autoComplete="organization" {...form.register("companyName")} />
          </Field>
          <Field
            label={t("signup.companyRegNumber")}
            htmlFor="companyRegNumber"
            error={err("companyRegNumber")}
          >
            <Input id="companyRegNumber" {...form.register("companyRegNumber")} />
          </Field>
          <Wide>
            <Field label={t("signup.companyAddress")} htmlFor="companyAddress" error={err("companyAddress")}>
              <Input id="companyAddress" autoComplete="street-address" {...form.register("companyAddress")} />
            </Field>
          </Wide>
          <Field
            label={t("signup.businessLicenseNumber")}
            htmlFor="businessLicenseNumber"
            error={err("businessLicenseNumber")}
          >
            <Input id="businessLicenseNumber" {...form.register("businessLicenseNumber")} />
          </Field>
        </FormSection>
      )}
    </RegistrationForm>
  );
}
