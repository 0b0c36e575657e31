import { msg } from "../i18n/message";
import { dayWithin, dbId, INT4_MAX, text } from "./shared";
import { z } from "./zod";

/**
 * Recurring charges a landlord sets up for a property or some of its units, and one-off charges to one tenancy
 * (issue 32 section 2, decision 0062). Amounts are whole UGX.
 */

export const CHARGE_FREQUENCIES = ["monthly", "quarterly", "yearly"] as const;
export type ChargeFrequency = (typeof CHARGE_FREQUENCIES)[number];
/** How many months lie between two due dates of a frequency. */
export const FREQUENCY_MONTHS: Record<ChargeFrequency, number> = { monthly: 1, quarterly: 3, yearly: 12 };

/** A charge applies to every unit of its property (those let later too) or to the units chosen. */
export const CHARGE_SCOPES = ["property", "units"] as const;
export type ChargeScope = (typeof CHARGE_SCOPES)[number];

export const CHARGE_NAME_MAX = 80;
export const CHARGE_REASON_MAX = 200;
/** A billion shillings: more is a typing slip, not a service charge. */
export const MAX_CHARGE_AMOUNT = 1_000_000_000;
/** More units than any property of the app has. */
export const MAX_CHARGE_UNITS = 500;

const amountMessage = msg("charges.amountInvalid", { max: MAX_CHARGE_AMOUNT });
export const chargeAmount = z
  .number(amountMessage)
  .int(amountMessage)
  .positive(amountMessage)
  .max(MAX_CHARGE_AMOUNT, amountMessage);

const chargeName = text(CHARGE_NAME_MAX, msg("charges.nameRequired"));
const firstDueDate = dayWithin("chargeStart", msg("charges.dueDateInvalid"), {
  early: msg("charges.dueDatePast"),
});
const endDate = dayWithin("chargeEnd", msg("charges.endDateInvalid"), { early: msg("charges.endDatePast") });

export const recurringChargeInput = z
  .object({
    propertyId: dbId(),
    name: chargeName,
    amount: chargeAmount,
    frequency: z.enum(CHARGE_FREQUENCIES, msg("charges.frequencyInvalid")),
    appliesTo: z.enum(CHARGE_SCOPES, msg("charges.appliesToInvalid")),
    unitIds: z
      .array(dbId(), msg("charges.unitsInvalid"))
      .max(MAX_CHARGE_UNITS, msg("charges.unitsInvalid"))
      .default([])
      .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
    firstDueDate,
    endDate: endDate.nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.appliesTo === "units" && !v.unitIds.length)
      ctx.addIssue({ code: "custom", path: ["unitIds"], message: msg("charges.unitsRequired") });
    if (v.appliesTo === "property" && v.unitIds.length)
      ctx.addIssue({ code: "custom", path: ["unitIds"], message: msg("charges.unitsWithProperty") });
    if (v.endDate !== null && v.endDate < v.firstDueDate)
      ctx.addIssue({ code: "custom", path: ["endDate"], message: msg("charges.endBeforeFirst") });
  });
export type RecurringChargeInput = z.input<typeof recurringChargeInput>;

/**
 * A change of a charge: its name at once; its amount and end date from the first period not posted yet (the
 * answer says which).
 */
export const recurringChargeUpdate = z
  .object({
    name: chargeName.optional(),
    amount: chargeAmount.optional(),
    endDate: endDate.nullable().optional(),
  })
  .refine((v) => v.name !== undefined || v.amount !== undefined || v.endDate !== undefined, {
    message: msg("charges.nothingToChange"),
  });

/** Ends a charge: no due date after `endDate`, by default the last one already posted. */
export const recurringChargeEnd = z.object({ endDate: endDate.optional() });

export const recurringChargeListQuery = z.object({
  propertyId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const recurringChargeSchema = z.object({
  id: z.string(),
  propertyId: z.number(),
  propertyName: z.string(),
  name: z.string(),
  /** The amount of the next due date (of the last one, once the charge has ended). */
  amount: z.number(),
  /** Every amount and the period ('YYYY-MM') it applies from, oldest first: a change shows as a later row. */
  amounts: z.array(z.object({ effectiveFrom: z.string(), amount: z.number() })),
  frequency: z.enum(CHARGE_FREQUENCIES),
  appliesTo: z.enum(CHARGE_SCOPES),
  units: z.array(z.object({ id: z.number(), unitNumber: z.string() })),
  firstDueDate: z.string(),
  endDate: z.string().nullable(),
  /** The next due date after today, or null when the charge has ended. */
  nextDueDate: z.string().nullable(),
  /** The first period ('YYYY-MM') a change of amount or end applies to; null when nothing is left to change. */
  changesFrom: z.string().nullable(),
  createdAt: z.string(),
});
export type RecurringCharge = z.infer<typeof recurringChargeSchema>;

export const recurringChargeList = z.object({
  items: z.array(recurringChargeSchema),
  nextCursor: z.string().nullable(),
});

/** 'Charge Tenant': one charge to one active tenancy of the landlord's, with the reason it is owed. */
export const oneOffChargeInput = z.object({
  leaseId: z.uuid(msg("charges.leaseRequired")),
  amount: chargeAmount,
  reason: text(CHARGE_REASON_MAX, msg("charges.reasonRequired")),
  dueDate: dayWithin("chargeStart", msg("charges.dueDateInvalid"), { early: msg("charges.dueDatePast") }),
});
export type OneOffChargeInput = z.input<typeof oneOffChargeInput>;

export const oneOffChargeListQuery = z
  .object({
    propertyId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
    leaseId: z.uuid().optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine((q) => q.propertyId !== undefined || q.leaseId !== undefined, {
    message: msg("charges.propertyOrLeaseRequired"),
  });

export const oneOffChargeSchema = z.object({
  id: z.string(),
  leaseId: z.string(),
  propertyId: z.number(),
  unitNumber: z.string(),
  tenantName: z.string(),
  amount: z.number(),
  reason: z.string(),
  dueDate: z.string(),
  createdAt: z.string(),
});
export type OneOffCharge = z.infer<typeof oneOffChargeSchema>;

export const oneOffChargeList = z.object({
  items: z.array(oneOffChargeSchema),
  nextCursor: z.string().nullable(),
});

/** The tenancies a landlord may charge: the active leases of a property, for the 'Charge Tenant' form. */
export const chargeableLeasesQuery = z.object({
  propertyId: z.coerce.number().int().positive().max(INT4_MAX),
});
export const chargeableLeases = z.object({
  items: z.array(z.object({ leaseId: z.string(), unitNumber: z.string(), tenantName: z.string() })),
});
