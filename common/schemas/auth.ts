// Hostile input: a pattern or refinement only ever sees a string whose length was checked first. zod runs every
// check even after one fails, unless that check aborts: so each length limit before a pattern has `abort: true`.
import {
  ACCOUNT_TYPES,
  CURRENCIES,
  NAME_MIN,
  PASSWORD_MIN,
  PHONE_MIN,
  ROLES,
  UNIT_TYPE_PREFERENCES,
  VERIFICATION_CODE_LENGTH,
} from "../constants";
import { BIRTH_OUTSIDE, MOVE_IN_OUTSIDE } from "../date-ranges";
import { msg } from "../i18n/message";
import { normalizeUgandanMobile } from "../phone";
import { dayWithin, INT4_MAX, ugandanMobile } from "./shared";
import { z } from "./zod";

export const roleSchema = z.enum(ROLES);

const INVALID_EMAIL = msg("signup.invalidEmail");
const CONTACT_REQUIRED = msg("auth.contactRequired");
const PASSWORDS_DIFFER = msg("signup.passwordsDontMatch");

export const emailField = (message: string) =>
  z.string().trim().toLowerCase().max(254, message).pipe(z.email(message));

// ---- Step 1: verification ----

export const verificationFormSchema = z
  .object({
    contactMethod: z.enum(["email", "phone"]),
    email: z.string().trim().max(254, { abort: true }).optional(),
    phone: z.string().trim().max(20, { abort: true }).optional(),
  })
  .superRefine((v, ctx) => {
    const contact = v.contactMethod === "email" ? v.email : v.phone;
    if (!contact) {
      ctx.addIssue({
        code: "custom",
        path: [v.contactMethod],
        message: CONTACT_REQUIRED,
      });
      return;
    }
    if (v.contactMethod === "email" && !z.email().safeParse(contact).success) {
      ctx.addIssue({ code: "custom", path: ["email"], message: INVALID_EMAIL });
    }
    if (v.contactMethod === "phone" && contact.replace(/\D/g, "").length < PHONE_MIN) {
      ctx.addIssue({
        code: "custom",
        path: ["phone"],
        message: msg("signup.phoneTooShort", { min: PHONE_MIN }),
      });
    } else if (v.contactMethod === "phone" && !normalizeUgandanMobile(contact)) {
      ctx.addIssue({ code: "custom", path: ["phone"], message: msg("signup.invalidUgandanMobile") });
    }
  });

const CODE_FORMAT = msg("signup.codeFormat");
export const verificationCodeSchema = z
  .string()
  .trim()
  .length(VERIFICATION_CODE_LENGTH, { message: CODE_FORMAT, abort: true })
  .regex(/^\d{4}$/, CODE_FORMAT);

/** A Ugandan mobile number (07XX, +256 7XX, 2567XX ...), answered in E.164. */
const mobileField = () => ugandanMobile(CONTACT_REQUIRED, msg("signup.invalidUgandanMobile"));
/** Exactly one of `email` and `phone`: the contact a code goes to. */
const oneContact = (v: { email?: string; phone?: string }) => Boolean(v.email) !== Boolean(v.phone);

export const sendVerificationBody = z
  .object({
    email: emailField(INVALID_EMAIL).optional(),
    /** A phone sign-up: the code goes by SMS. */
    phone: mobileField().optional(),
    userType: roleSchema,
  })
  .refine(oneContact, { path: ["email"], message: CONTACT_REQUIRED });
export const sendVerificationResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  development: z.boolean().optional(),
  code: z.string().optional(),
});

export const verifyCodeBody = z
  .object({
    email: emailField(INVALID_EMAIL).optional(),
    phone: mobileField().optional(),
    code: verificationCodeSchema,
    userType: roleSchema,
    /** The `invite` code of a landlord's invitation link: kept on the sign-up ticket, linked at registration. */
    inviteCode: z.string().trim().max(200).optional(),
  })
  .refine(oneContact, { path: ["email"], message: CONTACT_REQUIRED });
export const verifyCodeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  contactMethod: z.enum(["email", "phone"]),
  /** The verified contact: the email address, or for a phone sign-up the number in E.164 (spec: "else the phone"). */
  email: z.string(),
});

// ---- Step 2: password ----

export const PASSWORD_MAX = 128;
const PASSWORD_TOO_LONG = msg("signup.passwordTooLong", { max: PASSWORD_MAX });
const PASSWORD_CHARACTERS = msg("signup.passwordCharacters");
/** Three single-character searches: linear in the length (a lookahead over `.*` is quadratic). */
const hasLowerUpperAndDigit = (v: string) => /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v);

export const passwordSchema = z
  .string()
  .max(PASSWORD_MAX, { message: PASSWORD_TOO_LONG, abort: true })
  .min(PASSWORD_MIN, msg("signup.passwordTooShort", { min: PASSWORD_MIN }))
  .refine(hasLowerUpperAndDigit, PASSWORD_CHARACTERS);

export const passwordSetupSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string().max(PASSWORD_MAX) })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: PASSWORDS_DIFFER,
  });

export const signupTicketResponse = z.object({
  role: roleSchema,
  contactMethod: z.enum(["email", "phone"]),
  email: z.string(),
  step: z.enum(["verified", "password_set"]),
  /**
   * A tenant's open invitation that registration will accept (its code came through verification, or it was
   * sent to the verified contact): the lease is theirs, so no property of interest is asked. Null otherwise.
   */
  invitation: z.object({ propertyName: z.string(), unitNumber: z.string() }).nullable(),
});

// ---- Step 3: registration ----

const NAME_MAX = 100;
export const personName = (which: "first" | "last") =>
  z
    .string()
    .trim()
    .min(
      NAME_MIN,
      msg(which === "first" ? "signup.firstNameTooShort" : "signup.lastNameTooShort", { min: NAME_MIN }),
    )
    .max(NAME_MAX, msg(which === "first" ? "signup.firstNameTooLong" : "signup.lastNameTooLong"));

const NATIONAL_ID_MIN = 10;
const SELECT_PROPERTY = msg("signup.selectProperty");
const NATIONAL_ID_MAX = 30;
const EMERGENCY_CONTACT_REQUIRED = msg("signup.emergencyContactRequired");

/** The tenant registration form of spec section 5, with its messages verbatim. */
export const tenantRegistrationFormSchema = z.object({
  firstName: personName("first"),
  lastName: personName("last"),
  dateOfBirth: dayWithin("birth", msg("signup.dateOfBirthRequired"), BIRTH_OUTSIDE),
  nationalId: z
    .string()
    .trim()
    .min(NATIONAL_ID_MIN, msg("signup.nationalIdTooShort", { min: NATIONAL_ID_MIN }))
    .max(NATIONAL_ID_MAX, msg("signup.nationalIdTooLong", { max: NATIONAL_ID_MAX })),
  emergencyContact: z
    .string()
    .trim()
    .min(10, EMERGENCY_CONTACT_REQUIRED)
    .max(120, msg("signup.emergencyContactTooLong")),
  occupation: z
    .string()
    .trim()
    .min(2, msg("signup.occupationRequired"))
    .max(100, msg("signup.occupationTooLong")),
  monthlyIncome: z
    .string()
    .trim()
    .min(1, msg("signup.monthlyIncomeRequired"))
    .max(40, msg("signup.monthlyIncomeTooLong")),
  /**
   * The id of a publicly listed property to apply to (the server checks it is listed, for this audience), or
   * none: no application is made. A landlord's invitation takes its place.
   */
  propertyOfInterest: z
    .number(SELECT_PROPERTY)
    .int(SELECT_PROPERTY)
    .positive(SELECT_PROPERTY)
    .max(INT4_MAX, SELECT_PROPERTY)
    .nullable()
    .optional(),
  /** The application's: required with a property of interest (`checkApplication`), else unused. */
  unitType: z.enum(UNIT_TYPE_PREFERENCES, msg("signup.selectUnitType")).optional(),
  moveInDate: dayWithin("moveIn", msg("signup.moveInDateRequired"), MOVE_IN_OUTSIDE).optional(),
});
export type TenantRegistrationForm = z.infer<typeof tenantRegistrationFormSchema>;

/** An application to the property of interest needs the unit type and the move-in date. */
export function checkApplication(
  v: { propertyOfInterest?: number | null; unitType?: string; moveInDate?: string },
  ctx: z.RefinementCtx,
): void {
  if (v.propertyOfInterest == null) return;
  if (!v.unitType)
    ctx.addIssue({ code: "custom", path: ["unitType"], message: msg("signup.selectUnitType") });
  if (!v.moveInDate)
    ctx.addIssue({ code: "custom", path: ["moveInDate"], message: msg("signup.moveInDateRequired") });
}

/** Optional password change on the registration form (the password was set in step 2). */
const optionalPasswordChange = {
  password: z.union([z.literal(""), passwordSchema]).optional(),
  confirmPassword: z.string().max(PASSWORD_MAX).optional(),
};
const passwordsMatch = (v: { password?: string; confirmPassword?: string }) =>
  !v.password || v.password === v.confirmPassword;

export const tenantRegisterBody = tenantRegistrationFormSchema
  .omit({ emergencyContact: true })
  .extend({
    role: z.literal("tenant"),
    email: z.string().trim().toLowerCase().max(254),
    phoneNumber: z.string().trim().max(20).optional(),
    emergencyContactName: z.string().trim().min(1, EMERGENCY_CONTACT_REQUIRED).max(100),
    emergencyContactPhone: z.string().trim().min(10, EMERGENCY_CONTACT_REQUIRED).max(120),
    rentCurrency: z.enum(CURRENCIES).default("UGX"),
    ...optionalPasswordChange,
  })
  .refine(passwordsMatch, { path: ["confirmPassword"], message: PASSWORDS_DIFFER })
  .superRefine(checkApplication);
export type TenantRegisterBody = z.input<typeof tenantRegisterBody>;

const INVALID_PHONE = msg("signup.invalidPhone");

export const landlordRegistrationFormSchema = z.object({
  accountType: z.enum(ACCOUNT_TYPES, msg("signup.selectAccountType")),
  firstName: personName("first"),
  lastName: personName("last"),
  /** The verified email; empty for a phone sign-up (whose verified number is the phone). */
  email: z.union([z.literal(""), emailField(msg("signup.invalidEmailAddress"))]),
  phoneNumber: z
    .string()
    .trim()
    .min(PHONE_MIN, INVALID_PHONE)
    .max(20, { message: INVALID_PHONE, abort: true })
    .regex(/^\+?[\d\s-]+$/, INVALID_PHONE),
  companyName: z.string().trim().max(200).optional(),
  companyRegNumber: z.string().trim().max(60).optional(),
  companyAddress: z.string().trim().max(300).optional(),
  businessLicenseNumber: z.string().trim().max(60).optional(),
});
export type LandlordRegistrationForm = z.infer<typeof landlordRegistrationFormSchema>;

export const landlordRegisterBody = landlordRegistrationFormSchema
  .extend({
    /** The verified contact: the email, or the phone of a phone sign-up (as the tenant payload's). */
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254, { message: msg("signup.invalidEmailAddress"), abort: true })
      .refine(
        (v) => /^\+2567\d{8}$/.test(v) || z.email().safeParse(v).success,
        msg("signup.invalidEmailAddress"),
      ),
    role: z.literal("landlord"),
    propertyId: z.null().optional(),
    unitNumber: z.null().optional(),
    rentCurrency: z.enum(CURRENCIES).default("UGX"),
    ...optionalPasswordChange,
  })
  .refine(passwordsMatch, { path: ["confirmPassword"], message: PASSWORDS_DIFFER });
export type LandlordRegisterBody = z.input<typeof landlordRegisterBody>;

export const registerBody = z.discriminatedUnion("role", [tenantRegisterBody, landlordRegisterBody]);

export const registerResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  userId: z.string(),
});

// ---- Sign-in ----

export const loginBody = z
  .object({
    email: z.string().trim().max(254).optional(),
    phone: z.string().trim().max(20).optional(),
    password: z.string().min(1, msg("auth.passwordRequired")).max(PASSWORD_MAX),
    role: roleSchema,
    propertyId: z.number().int().positive().optional(),
  })
  .refine((v) => Boolean(v.email || v.phone), { path: ["email"], message: CONTACT_REQUIRED });

/** A tenant's current lease, as the signed-in user carries it. */
export const LEASE_STATES = ["active", "pending"] as const;
export type LeaseState = (typeof LEASE_STATES)[number];

export const currentUserSchema = z.object({
  id: z.string(),
  role: roleSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  propertyId: z.number().nullable(),
  propertyName: z.string().nullable(),
  unitNumber: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  passkeyCount: z.number(),
  isDemo: z.boolean(),
  /** The account's chosen language (en, lg, sw); null follows the browser's. */
  locale: z.string().nullable(),
  /** A national ID photo is on file (users.national_id_photo_key is set). */
  hasNationalIdPhoto: z.boolean(),
  /**
   * A tenant's lease: "active" (propertyId, propertyName and unitNumber are its), "pending" (the landlord added
   * them; it has not started), null without one (and for a landlord). What the tenant's screens may ask for
   * follows from it (common/dashboard/lease-needs.ts).
   */
  lease: z.enum(LEASE_STATES).nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const loginResponse = z.object({ user: currentUserSchema, redirectTo: z.string() });

export const demoSessionBody = z.object({ role: roleSchema });

export const propertyOptionSchema = z.object({ id: z.number(), name: z.string() });
export const propertyOptionsResponse = z.array(propertyOptionSchema);

// ---- Forgotten password ----

/** 'Forgot password?': a code to the account's email. The answer is the same whether the account exists. */
export const passwordResetRequestBody = z
  .object({ email: emailField(INVALID_EMAIL).optional(), phone: mobileField().optional() })
  .refine(oneContact, { path: ["email"], message: CONTACT_REQUIRED });
export const passwordResetRequestResponse = sendVerificationResponse;

/** The code and the new password: every other session of the account ends. */
export const passwordResetBody = z
  .object({
    email: emailField(INVALID_EMAIL).optional(),
    phone: mobileField().optional(),
    code: verificationCodeSchema,
    password: passwordSchema,
    confirmPassword: z.string().max(PASSWORD_MAX),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: PASSWORDS_DIFFER })
  .refine(oneContact, { path: ["email"], message: CONTACT_REQUIRED });
export const passwordResetResponse = z.object({ success: z.literal(true), message: z.string() });
