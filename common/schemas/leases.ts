import { UNIT_READINESS } from "../constants";
import { currencySchema, dbId, isoDate, text } from "./shared";
import { z } from "./zod";

const INVALID_EMAIL = "Please enter a valid email";
export const leaseCreateInput = z
  .object({
    unitId: dbId(),
    tenantName: text(120, "Tenant name is required"),
    email: z
      .union([
        z.literal(""),
        z.string().max(254, { message: INVALID_EMAIL, abort: true }).pipe(z.email(INVALID_EMAIL)),
      ])
      .optional(),
    phone: z.string().trim().max(20).optional(),
    startDate: isoDate("Lease start date is required"),
    endDate: isoDate("Lease end date is required"),
    monthlyRent: z.number().int().min(1, "Monthly rent must be more than 0").max(1_000_000_000_000),
    currency: currencySchema,
    deposit: z.number().int().min(0, "Deposit cannot be negative").max(1_000_000_000_000).default(0),
  })
  .refine((v) => Boolean(v.email || v.phone), {
    path: ["email"],
    message: "Please provide an email or a phone number",
  })
  .refine((v) => v.endDate > v.startDate, {
    path: ["endDate"],
    message: "The lease must end after it starts",
  });
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
