import { PHONE_PLACEHOLDER, REDIRECT_AFTER_REGISTRATION_MS } from "@common/constants";
import {
  type LandlordRegisterBody,
  type LandlordRegistrationForm,
  landlordRegistrationFormSchema,
} from "@common/schemas/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Building } from "lucide-react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/api";
import { apiErrorMessage, applyFieldErrors, isMissingTicket } from "./errors";
import { ACCOUNT_TYPE_OPTIONS, buildLandlordPayload, LANDLORD_FIELDS } from "./landlord-form";
import { FormSection, SignInHereLink, VerifiedBanner, Wide } from "./RegistrationParts";
import { SIGNUP_ROLES } from "./roles";
import { SignupShell, TicketFallback } from "./SignupShell";
import { useDelayedNavigate } from "./timers";
import { useSignupTicket } from "./use-signup-ticket";

const cfg = SIGNUP_ROLES.landlord;
type LandlordInput = z.input<typeof landlordRegistrationFormSchema>;
type FieldName = (typeof LANDLORD_FIELDS)[number];

/** Step 3 of landlord sign-up: individual or company details that create the account. */
export function LandlordRegistration() {
  const state = useSignupTicket("landlord", "password_set");
  return (
    <SignupShell
      step={3}
      wide
      title="Landlord Registration"
      subtitle="Tell us who you are to create your landlord account."
      icon={<Building className="h-6 w-6" aria-hidden="true" />}
      footer={<SignInHereLink href={cfg.loginPath} />}
    >
      {state.status === "ready" ? (
        <LandlordForm email={state.ticket.email} />
      ) : (
        <TicketFallback state={state} />
      )}
    </SignupShell>
  );
}

function LandlordForm({ email }: { email: string }) {
  const [, navigate] = useLocation();
  const navigateLater = useDelayedNavigate();
  const form = useForm<LandlordInput, unknown, LandlordRegistrationForm>({
    resolver: zodResolver(landlordRegistrationFormSchema),
    defaultValues: {
      firstName: "",
      lastName: "",
      email,
      phoneNumber: "",
      companyName: "",
      companyRegNumber: "",
      companyAddress: "",
      businessLicenseNumber: "",
    },
  });
  const { errors } = form.formState;
  const err = (name: FieldName) => errors[name]?.message;
  const invalid = (name: FieldName) => (errors[name] ? true : undefined);
  const isCompany = form.watch("accountType") === "company";

  const register = useMutation({
    mutationFn: (body: LandlordRegisterBody) => apiPost("/api/auth/register", body),
    onSuccess: () => {
      toast({
        title: "Registration Successful!",
        description: "Your landlord account has been created. Welcome to Nyumba!",
      });
      navigateLater(cfg.loginPath, REDIRECT_AFTER_REGISTRATION_MS);
    },
    onError: (e) => {
      applyFieldErrors(e, LANDLORD_FIELDS, form.setError);
      toast({
        variant: "destructive",
        title: "Registration Failed",
        description: apiErrorMessage(e, "There was an error creating your account. Please try again."),
      });
      if (isMissingTicket(e)) navigate(cfg.verificationPath, { replace: true });
    },
  });

  const onValid = (values: LandlordRegistrationForm) => {
    let body: LandlordRegisterBody;
    try {
      body = buildLandlordPayload(values);
    } catch {
      toast({
        variant: "destructive",
        title: "Registration Failed",
        description: "There was an error preparing your registration data. Please try again.",
      });
      return;
    }
    register.mutate(body);
  };

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="space-y-6">
      <VerifiedBanner email={email} />

      <fieldset className="space-y-4" aria-describedby={errors.accountType ? "accountType-error" : undefined}>
        <legend className="text-base font-semibold text-slate-900">Account Type</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {ACCOUNT_TYPE_OPTIONS.map((o) => (
            <label
              key={o.value}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-4 transition-colors hover:border-brand-600 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600/40"
            >
              <input
                type="radio"
                value={o.value}
                aria-label={o.title}
                aria-describedby={`accountType-${o.value}-desc`}
                className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
                {...form.register("accountType")}
              />
              <span>
                <span className="block font-medium text-slate-900">{o.title}</span>
                <span id={`accountType-${o.value}-desc`} className="mt-0.5 block text-sm text-slate-600">
                  {o.description}
                </span>
              </span>
            </label>
          ))}
        </div>
        {errors.accountType && (
          <p id="accountType-error" role="alert" className="text-sm text-red-600">
            {errors.accountType.message}
          </p>
        )}
      </fieldset>

      <FormSection title="Personal Information">
        <Field label="First Name" htmlFor="firstName" error={err("firstName")}>
          <Input
            id="firstName"
            autoComplete="given-name"
            aria-invalid={invalid("firstName")}
            {...form.register("firstName")}
          />
        </Field>
        <Field label="Last Name" htmlFor="lastName" error={err("lastName")}>
          <Input
            id="lastName"
            autoComplete="family-name"
            aria-invalid={invalid("lastName")}
            {...form.register("lastName")}
          />
        </Field>
        <Field label="Email" htmlFor="email" error={err("email")} hint="Verified in step 1">
          <Input
            id="email"
            type="email"
            autoComplete="email"
            readOnly
            className="bg-slate-50"
            {...form.register("email")}
          />
        </Field>
        <Field label="Phone Number" htmlFor="phoneNumber" error={err("phoneNumber")}>
          <Input
            id="phoneNumber"
            type="tel"
            autoComplete="tel"
            placeholder={PHONE_PLACEHOLDER}
            aria-invalid={invalid("phoneNumber")}
            {...form.register("phoneNumber")}
          />
        </Field>
      </FormSection>

      {isCompany && (
        <FormSection
          title="Company Information"
          description="Optional, but it helps tenants trust your listings."
        >
          <Field label="Company Name" htmlFor="companyName" error={err("companyName")}>
            <Input id="companyName" autoComplete="organization" {...form.register("companyName")} />
          </Field>
          <Field
            label="Company Registration Number"
            htmlFor="companyRegNumber"
            error={err("companyRegNumber")}
          >
            <Input id="companyRegNumber" {...form.register("companyRegNumber")} />
          </Field>
          <Wide>
            <Field label="Company Address" htmlFor="companyAddress" error={err("companyAddress")}>
              <Input id="companyAddress" autoComplete="street-address" {...form.register("companyAddress")} />
            </Field>
          </Wide>
          <Field
            label="Business License Number"
            htmlFor="businessLicenseNumber"
            error={err("businessLicenseNumber")}
          >
            <Input id="businessLicenseNumber" {...form.register("businessLicenseNumber")} />
          </Field>
        </FormSection>
      )}

      <Button type="submit" className="w-full" disabled={register.isPending || register.isSuccess}>
        {register.isPending ? "Creating Account..." : "Create Landlord Account"}
      </Button>
    </form>
  );
}
