import { ACCOUNT_TYPES } from "../constants";
import { BIRTH_OUTSIDE } from "../date-ranges";
import { msg } from "../i18n/message";
import { LANGUAGES } from "../languages";
import { emailField, personName, verificationCodeSchema } from "./auth";
import { currencySchema, dayWithin, text, ugandanMobile } from "./shared";
import { z } from "./zod";

/** Your own account (spec: /tenant-profile; the Tenant record's fields): what you see and what you may change. */

const optionalText = (max: number) => text(max).nullable().optional();

/**
 * A URA Taxpayer Identification Number: ten digits (URA's TIN registration; every TIN printed on URA's forms and
 * e-returns has ten). Only the digits' count is checked: URA publishes no check digit.
 */
export const TIN_PATTERN = /^\d{10}$/;
const INVALID_EMAIL = msg("signup.invalidEmail");

/** The editable part. Lease, rent and payment standing are the landlord's and the ledger's: read-only here. */
export const profileUpdateBody = z.object({
  firstName: personName("first"),
  lastName: personName("last"),
  dateOfBirth: z
    .preprocess(
      (v) => (v === "" ? null : v),
      dayWithin("birth", msg("profile.badDateOfBirth"), BIRTH_OUTSIDE).nullable(),
    )
    .optional(),
  occupation: optionalText(100),
  tin: z
    .preprocess((v) => (v === "" ? null : v), z.string().regex(TIN_PATTERN, msg("profile.badTin")).nullable())
    .optional(),
  monthlyIncome: optionalText(40),
  emergencyContactName: optionalText(100),
  emergencyContactPhone: optionalText(30),
  emergencyContactRelationship: optionalText(60),
  emergencyContactEmail: z
    .preprocess((v) => (v === "" ? null : v), emailField(INVALID_EMAIL).nullable())
    .optional(),
  /** A landlord's company details (ignored for tenants). */
  companyName: optionalText(200),
  companyRegNumber: optionalText(60),
  companyAddress: optionalText(300),
  businessLicenseNumber: optionalText(60),
});
export type ProfileUpdateBody = z.input<typeof profileUpdateBody>;

export const profileView = z.object({
  id: z.string(),
  role: z.enum(["tenant", "landlord"]),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  nationalId: z.string().nullable(),
  tin: z.string().nullable(),
  occupation: z.string().nullable(),
  monthlyIncome: z.string().nullable(),
  emergencyContactName: z.string().nullable(),
  emergencyContactPhone: z.string().nullable(),
  emergencyContactRelationship: z.string().nullable(),
  emergencyContactEmail: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  memberSince: z.string(),
  isDemo: z.boolean(),
  company: z
    .object({
      accountType: z.enum(ACCOUNT_TYPES),
      companyName: z.string().nullable(),
      companyRegNumber: z.string().nullable(),
      companyAddress: z.string().nullable(),
      businessLicenseNumber: z.string().nullable(),
    })
    .nullable(),
  /** A tenant's current home: read-only. */
  home: z
    .object({
      propertyName: z.string(),
      propertyAddress: z.string(),
      unitNumber: z.string(),
      floorNumber: z.number().nullable(),
      monthlyRent: z.number(),
      rentCurrency: currencySchema,
      leaseStartDate: z.string(),
      leaseEndDate: z.string().nullable(),
      paymentStatus: z.enum(["current", "overdue", "partial"]).nullable(),
      outstandingBalance: z.number().nullable(),
    })
    .nullable(),
});
export type ProfileView = z.infer<typeof profileView>;

/** A new email takes effect once the code sent to it is entered; until then the old one stays. */
export const emailChangeBody = z.object({ email: emailField(INVALID_EMAIL) });
export const emailChangeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  development: z.boolean().optional(),
  code: z.string().optional(),
});
export const emailConfirmBody = z.object({ email: emailField(INVALID_EMAIL), code: verificationCodeSchema });

/** A new phone number (Ugandan mobile) takes effect once the code sent to it by SMS is entered. */
const newPhone = () => ugandanMobile(msg("profile.newPhoneRequired"), msg("signup.invalidUgandanMobile"));
export const phoneChangeBody = z.object({ phone: newPhone() });
export const phoneConfirmBody = z.object({ phone: newPhone(), code: verificationCodeSchema });

export const userPhotoParam = z.object({ id: z.uuid() });

/** The account's language; null goes back to following the browser's. */
export const languageBody = z.object({
  locale: z.enum(LANGUAGES, msg("profile.languageInvalid")).nullable(),
});
export const languageResponse = z.object({ locale: z.enum(LANGUAGES).nullable() });
