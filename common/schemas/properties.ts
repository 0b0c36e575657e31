import { AMENITIES, PROPERTY_TYPES } from "../constants";
import { msg } from "../i18n/message";
import { listingPhotoSchema } from "./listings";
import { bankDetailsInput, payoutAccountSchema } from "./payouts";
import { currencySchema, dbId, text } from "./shared";
import { z } from "./zod";

export const MAX_UNITS_PER_TYPE = 500;
/** The most units one property may have (the edit form's limit; the add form's types must fit in it). */
export const MAX_UNITS_PER_PROPERTY = 5000;

const imageUrlSchema = z
  .string()
  .trim()
  .max(2000, { abort: true })
  .refine((v) => v === "" || /^https?:\/\/\S+$/i.test(v), msg("properties.imageUrlInvalid"));

export const unitTypeInput = z.object({
  name: text(80, msg("properties.unitTypeNameRequired")),
  bedrooms: z.number().int().min(0).max(20),
  bathrooms: z.number().min(0.5).max(20).multipleOf(0.5),
  sqft: z.number().int().min(0).max(1_000_000).catch(0),
  rentPrice: z.number().int().min(0).max(1_000_000_000_000).catch(0),
  rentCurrency: currencySchema.default("UGX"),
  quantity: z
    .number()
    .int()
    .min(1, msg("properties.quantityTooSmall"))
    .max(MAX_UNITS_PER_TYPE, msg("properties.quantityTooBig", { max: MAX_UNITS_PER_TYPE })),
});
export type UnitTypeInput = z.input<typeof unitTypeInput>;

const propertyBase = {
  name: text(120, msg("properties.nameRequired")),
  location: text(300, msg("properties.locationRequired")),
  propertyType: z.enum(PROPERTY_TYPES, msg("properties.typeRequired")),
  description: text(4000, msg("properties.descriptionRequired")),
  amenities: z.array(z.enum(AMENITIES)).max(AMENITIES.length).default([]),
  imageUrl: imageUrlSchema.optional(),
};

export const propertyCreateInput = z.object({
  ...propertyBase,
  unitTypes: z.array(unitTypeInput).min(1, msg("properties.unitTypesRequired")).max(50),
  /** Shown on the public property search; off unless the landlord turns it on. */
  listed: z.boolean().default(false),
  /** Payout details for this property (the add-property form requires them). */
  payout: bankDetailsInput,
});
export type PropertyCreateInput = z.input<typeof propertyCreateInput>;

export const propertyUpdateInput = z.object({
  ...propertyBase,
  /** Growing adds vacant units with generated numbers; shrinking removes vacant units without history. */
  totalUnits: z.number().int().min(1, msg("properties.totalUnitsTooSmall")).max(MAX_UNITS_PER_PROPERTY),
  /** Left as it is when not sent. */
  listed: z.boolean().optional(),
  payout: bankDetailsInput.optional(),
});
export type PropertyUpdateInput = z.input<typeof propertyUpdateInput>;

export const unitTypeSummary = z.object({
  id: z.number(),
  name: z.string(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  sqft: z.number(),
  rentPrice: z.number(),
  rentCurrency: currencySchema,
  quantity: z.number(),
});

export const propertySummary = z.object({
  id: z.number(),
  name: z.string(),
  location: z.string(),
  description: z.string(),
  propertyType: z.enum(PROPERTY_TYPES),
  amenities: z.array(z.string()),
  imageUrl: z.string().nullable(),
  photos: z.array(listingPhotoSchema),
  listed: z.boolean(),
  totalUnits: z.number(),
  occupiedUnits: z.number(),
  availableUnits: z.number(),
  unitTypes: z.array(unitTypeSummary),
  /** True when leases exist: deleting archives instead. */
  hasHistory: z.boolean(),
  payout: payoutAccountSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PropertySummary = z.infer<typeof propertySummary>;

export const deletePropertyResponse = z.object({
  outcome: z.enum(["deleted", "archived"]),
  name: z.string(),
});
export const selectPropertyInput = z.object({ propertyId: dbId() });
export const selectedPropertyResponse = z.object({ property: propertySummary.nullable() });
