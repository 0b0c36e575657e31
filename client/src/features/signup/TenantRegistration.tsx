import {
  PHONE_PLACEHOLDER,
  PROPERTY_SLUG_LABELS,
  PROPERTY_SLUGS,
  REDIRECT_AFTER_REGISTRATION_MS,
  UNIT_TYPE_PREFERENCE_LABELS,
  UNIT_TYPE_PREFERENCES,
} from "@common/constants";
import type { TenantRegisterBody } from "@common/schemas/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { UserRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/api";
import { apiErrorMessage, applyFieldErrors, isMissingTicket } from "./errors";
import { PasswordInput } from "./PasswordInput";
import { FilePickField, FormSection, SignInHereLink, VerifiedBanner, Wide } from "./RegistrationParts";
import { SIGNUP_ROLES } from "./roles";
import { SignupShell, TicketFallback } from "./SignupShell";
import {
  buildTenantPayload,
  TENANT_FIELD_ALIASES,
  TENANT_FIELDS,
  type TenantSignupInput,
  type TenantSignupValues,
  tenantSignupFormSchema,
} from "./tenant-form";
import { useDelayedNavigate } from "./timers";
import { useSignupTicket } from "./use-signup-ticket";

const cfg = SIGNUP_ROLES.tenant;

/** Step 3 of tenant sign-up: the profile that creates the account. */
export function TenantRegistration() {
  const state = useSignupTicket("tenant", "password_set");
  return (
    <SignupShell
      step={3}
      wide
      title="Tenant Registration"
      subtitle="Tell us about yourself to create your tenant account."
      icon={<UserRound className="h-6 w-6" aria-hidden="true" />}
      footer={<SignInHereLink href={cfg.loginPath} />}
    >
      {state.status === "ready" ? (
        <TenantForm email={state.ticket.email} />
      ) : (
        <TicketFallback state={state} />
      )}
    </SignupShell>
  );
}

function TenantForm({ email }: { email: string }) {
  const [, navigate] = useLocation();
  const navigateLater = useDelayedNavigate();
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
  const { errors } = form.formState;
  const err = (name: (typeof TENANT_FIELDS)[number]) => errors[name]?.message;
  const invalid = (name: (typeof TENANT_FIELDS)[number]) => (errors[name] ? true : undefined);

  const register = useMutation({
    mutationFn: (body: TenantRegisterBody) => apiPost("/api/auth/register", body),
    onSuccess: () => {
      toast({
        title: "Registration Successful!",
        description: "Your tenant account has been created. Welcome to Nyumba!",
      });
      navigateLater(cfg.loginPath, REDIRECT_AFTER_REGISTRATION_MS);
    },
    onError: (e) => {
      applyFieldErrors(e, TENANT_FIELDS, form.setError, TENANT_FIELD_ALIASES);
      toast({
        variant: "destructive",
        title: "Registration Failed",
        description: apiErrorMessage(e, "There was an error creating your account. Please try again."),
      });
      if (isMissingTicket(e)) navigate(cfg.verificationPath, { replace: true });
    },
  });

  const onValid = (values: TenantSignupValues) => {
    let body: TenantRegisterBody;
    try {
      body = buildTenantPayload(values, email);
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

  const busy = register.isPending || register.isSuccess;

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="space-y-6">
      <VerifiedBanner email={email} />

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
        <Field label="Date of Birth" htmlFor="dateOfBirth" error={err("dateOfBirth")}>
          <Input
            id="dateOfBirth"
            type="date"
            autoComplete="bday"
            aria-invalid={invalid("dateOfBirth")}
            {...form.register("dateOfBirth")}
          />
        </Field>
        <Field label="National ID" htmlFor="nationalId" error={err("nationalId")}>
          <Input
            id="nationalId"
            autoCapitalize="characters"
            aria-invalid={invalid("nationalId")}
            {...form.register("nationalId")}
          />
        </Field>
        <Field label="Phone Number" htmlFor="phoneNumber" error={err("phoneNumber")} hint="Optional">
          <Input
            id="phoneNumber"
            type="tel"
            autoComplete="tel"
            placeholder={PHONE_PLACEHOLDER}
            aria-invalid={invalid("phoneNumber")}
            {...form.register("phoneNumber")}
          />
        </Field>
        <Field
          label="Emergency Contact"
          htmlFor="emergencyContact"
          error={err("emergencyContact")}
          hint="Name and phone number"
        >
          <Input
            id="emergencyContact"
            placeholder="Jane Doe +256 700 123 456"
            aria-invalid={invalid("emergencyContact")}
            {...form.register("emergencyContact")}
          />
        </Field>
      </FormSection>

      <FormSection title="Professional Information">
        <Field label="Occupation" htmlFor="occupation" error={err("occupation")}>
          <Input
            id="occupation"
            autoComplete="organization-title"
            aria-invalid={invalid("occupation")}
            {...form.register("occupation")}
          />
        </Field>
        <Field label="Monthly Income (UGX)" htmlFor="monthlyIncome" error={err("monthlyIncome")}>
          <Input
            id="monthlyIncome"
            inputMode="numeric"
            placeholder="e.g. 2,500,000"
            aria-invalid={invalid("monthlyIncome")}
            {...form.register("monthlyIncome")}
          />
        </Field>
      </FormSection>

      <FormSection title="Property Preferences">
        <Field label="Property of Interest" htmlFor="propertyOfInterest" error={err("propertyOfInterest")}>
          <Select
            id="propertyOfInterest"
            defaultValue=""
            aria-invalid={invalid("propertyOfInterest")}
            {...form.register("propertyOfInterest")}
          >
            <option value="" disabled>
              Select a property
            </option>
            {PROPERTY_SLUGS.map((slug) => (
              <option key={slug} value={slug}>
                {PROPERTY_SLUG_LABELS[slug]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Unit Type" htmlFor="unitType" error={err("unitType")}>
          <Select
            id="unitType"
            defaultValue=""
            aria-invalid={invalid("unitType")}
            {...form.register("unitType")}
          >
            <option value="" disabled>
              Select a unit type
            </option>
            {UNIT_TYPE_PREFERENCES.map((t) => (
              <option key={t} value={t}>
                {UNIT_TYPE_PREFERENCE_LABELS[t]}
              </option>
            ))}
          </Select>
        </Field>
        <Wide>
          <Field label="Move-in Date" htmlFor="moveInDate" error={err("moveInDate")}>
            <Input
              id="moveInDate"
              type="date"
              aria-invalid={invalid("moveInDate")}
              {...form.register("moveInDate")}
            />
          </Field>
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

      <Button type="submit" className="w-full" disabled={busy}>
        {register.isPending ? "Creating Account..." : "Create Tenant Account"}
      </Button>
    </form>
  );
}
