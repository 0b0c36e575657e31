import { UNIT_READINESS } from "../constants";
import { msg } from "../i18n/message";
import { currencySchema, dayWithin, dbId, text } from "./shared";
import { z } from "./zod";

/** The terms every new lease has (after its unit), whether the landlord adds the tenant or accepts their application. */
const REAL_DATE = { unreal: msg("leases.realDateRequired") };
export const leaseTerms = {
  startDate: dayWithin("leaseStart", msg("leases.startDateRequired"), REAL_DATE),
  endDate: dayWithin("leaseEnd", msg("leases.endDateRequired"), REAL_DATE),
  monthlyRent: z.number().int().min(1, msg("leases.monthlyRentTooSmall")).max(1_000_000_000_000),
  currency: currencySchema,
  deposit: z.number().int().min(0, msg("leases.depositNegative")).max(1_000_000_000_000).default(0),
};

/** A lease ends after it starts (the dates' shape is checked first). */
export function endsAfterStart<T extends z.ZodType<{ startDate: string; endDate: string }>>(schema: T): T {
  return schema.refine((v) => v.endDate > v.startDate, {
    path: ["endDate"],
    message: msg("leases.endBeforeStart"),
  });
}

const INVALID_EMAIL = msg("leases.emailInvalid");
export const leaseCreateInput = endsAfterStart(
  z
    .object({
      unitId: dbId(),
      tenantName: text(120, msg("leases.tenantNameRequired")),
      email: z
        .union([
          z.literal(""),
          z.string().max(254, { message: INVALID_EMAIL, abort: true }).pipe(z.email(INVALID_EMAIL)),
        ])
        .optional(),
      phone: z.string().trim().max(20).optional(),
      ...leaseTerms,
    })
    .refine((v) => Boolean(v.email || v.phone), { path: ["email"], message: msg("leases.contactRequired") }),
);
export type LeaseCreateInput = z.input<typeof leaseCreateInput>;

export const leaseSchema = z.object({
  id: z.string(),
  propertyId: z.number(),
  unitId: z.number(),
  unitNumber: z.string(),
  tenantId: z.string().nullable(),
  tenantName: z.string(),
  status: z.enum(["pending", "active", "ended"]),
  startDate: z.string(),
  endDate: z.string().nullable(),
  monthlyRent: z.number(),
  currency: currencySchema,
  deposit: z.number(),
});
export type Lease = z.infer<typeof leaseSchema>;

export const leaseCreateResponse = z.object({
  lease: leaseSchema,
  invitation: z.object({
    /** An existing tenant account with that email was linked at once. */
    linkedExisting: z.boolean(),
    delivered: z.boolean(),
    /** The invitation SMS waits for the end of the quiet hours (21:00-07:00 Kampala): when it goes, ISO. */
    scheduledFor: z.string().optional(),
    /** Development mode only (no SMTP): the link to give the tenant. */
    development: z.boolean().optional(),
    link: z.string().optional(),
  }),
});

export const endLeaseInput = z.object({ readiness: z.enum(UNIT_READINESS).default("needs_work") });

export const invitationInfo = z.object({
  propertyName: z.string(),
  unitNumber: z.string(),
  tenantName: z.string(),
  email: z.string().nullable(),
});

/** An invitation code (256 bits, base64url); the bound is for load. */
export const invitationCodeParam = z.object({ code: z.string().trim().min(1).max(200) });
