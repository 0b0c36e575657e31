import {
  checkApplication,
  landlordRegistrationFormSchema,
  passwordSetupSchema,
  type TenantRegisterBody,
  tenantRegistrationFormSchema,
} from "@common/schemas/auth";
import { z } from "zod";

/**
 * The tenant registration form: the shared rules of `tenantRegistrationFormSchema` (the unit type and move-in
 * date only with a property of interest: the form shows them then), plus an optional phone number (checked with
 * the shared phone rule when typed) and an optional password change (checked with `passwordSetupSchema` when
 * typed; the password was already set in step 2).
 */
export const tenantSignupFormSchema = tenantRegistrationFormSchema
  .extend({
    phoneNumber: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((v, ctx) => {
    const addAll = (issues: readonly z.core.$ZodIssue[]) => {
      for (const issue of issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    };
    if (typeof v.phoneNumber === "string" && v.phoneNumber.trim()) {
      const phone = landlordRegistrationFormSchema.shape.phoneNumber.safeParse(v.phoneNumber);
      if (!phone.success) addAll(phone.error.issues.map((i) => ({ ...i, path: ["phoneNumber"] })));
    }
    checkApplication(v, ctx);
    if (v.password || v.confirmPassword) {
      const pw = passwordSetupSchema.safeParse({
        password: v.password ?? "",
        confirmPassword: v.confirmPassword ?? "",
      });
      if (!pw.success) addAll(pw.error.issues);
    }
  });

export type TenantSignupInput = z.input<typeof tenantSignupFormSchema>;
export type TenantSignupValues = z.output<typeof tenantSignupFormSchema>;

export const TENANT_FIELDS = [
  "firstName",
  "lastName",
  "dateOfBirth",
  "nationalId",
  "phoneNumber",
  "emergencyContact",
  "occupation",
  "monthlyIncome",
  "propertyOfInterest",
  "unitType",
  "moveInDate",
  "password",
  "confirmPassword",
] as const satisfies readonly (keyof TenantSignupValues)[];

/** Server field names that come from a differently named form field. */
export const TENANT_FIELD_ALIASES = {
  emergencyContactName: "emergencyContact",
  emergencyContactPhone: "emergencyContact",
} as const;

/** The register payload: the verified email from the ticket, the emergency contact split into name and phone. */
export function buildTenantPayload(v: TenantSignupValues, email: string): TenantRegisterBody {
  const emergencyContact = v.emergencyContact.trim();
  const emergencyContactName = emergencyContact.split(/\s+/)[0];
  if (!email || !emergencyContactName) throw new Error("Incomplete registration data");
  const phoneNumber = v.phoneNumber.trim();
  return {
    role: "tenant",
    email,
    firstName: v.firstName,
    lastName: v.lastName,
    dateOfBirth: v.dateOfBirth,
    nationalId: v.nationalId,
    occupation: v.occupation,
    monthlyIncome: v.monthlyIncome,
    // The application's fields go with a property of interest only (an invited tenant has none).
    ...(v.propertyOfInterest != null
      ? { propertyOfInterest: v.propertyOfInterest, unitType: v.unitType, moveInDate: v.moveInDate }
      : {}),
    emergencyContactName,
    emergencyContactPhone: emergencyContact,
    rentCurrency: "UGX",
    ...(phoneNumber ? { phoneNumber } : {}),
    ...(v.password ? { password: v.password, confirmPassword: v.confirmPassword } : {}),
  };
}
