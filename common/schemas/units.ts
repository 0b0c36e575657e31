import { UNIT_CONDITIONS, UNIT_READINESS } from "../constants";
import { msg } from "../i18n/message";
import { currencySchema, text } from "./shared";
import { z } from "./zod";

export const unitLeaseSchema = z.object({
  id: z.string(),
  status: z.enum(["pending", "active"]),
  tenantId: z.string().nullable(),
  tenantName: z.string(),
  monthlyRent: z.number(),
  currency: currencySchema,
  startDate: z.string(),
  endDate: z.string().nullable(),
  /** From the ledger once rent lands; null until then. */
  balance: z.number().nullable(),
});

export const unitRow = z.object({
  id: z.number(),
  unitNumber: z.string(),
  floor: z.number().nullable(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  sqft: z.number(),
  rent: z.number(),
  rentCurrency: currencySchema,
  readiness: z.enum(UNIT_READINESS),
  workNeeded: z.string(),
  notes: z.string(),
  condition: z.enum(UNIT_CONDITIONS),
  /** Maintenance requests of the unit still open, scheduled or in progress. */
  openMaintenance: z.number(),
  lease: unitLeaseSchema.nullable(),
});
export type UnitRow = z.infer<typeof unitRow>;

export const UNIT_STATUS_FILTERS = ["occupied", "available", "all"] as const;
export type UnitStatusFilter = (typeof UNIT_STATUS_FILTERS)[number];
export const unitListQuery = z.object({ status: z.enum(UNIT_STATUS_FILTERS).default("all") });

export const unitDetails = z.object({
  id: z.number(),
  unitNumber: z.string(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  sqft: z.number(),
  floor: z.number().nullable(),
  balcony: z.boolean(),
  parking: z.boolean(),
  furnished: z.boolean(),
  petFriendly: z.boolean(),
  features: z.array(z.string()),
});
export type UnitDetails = z.infer<typeof unitDetails>;

export const unitUpdateInput = z
  .object({
    unitNumber: text(20, msg("units.unitNumberRequired")).optional(),
    readiness: z.enum(UNIT_READINESS).optional(),
    workNeeded: text(500).optional(),
    notes: text(1000).optional(),
    condition: z.enum(UNIT_CONDITIONS).optional(),
    rent: z.number().int().min(0, msg("units.rentNegative")).max(1_000_000_000_000).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), msg("units.nothingToUpdate"));
