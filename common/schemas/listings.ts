import {
  type Amenity,
  BEDROOM_FILTERS,
  PROPERTY_TYPES,
  SEARCH_AMENITIES,
  SEARCH_PAGE_SIZE,
  SEARCH_PAGE_SIZE_MAX,
} from "../constants";
import { MOVE_IN_OUTSIDE } from "../date-ranges";
import { msg } from "../i18n/message";
import { currencySchema, dayWithin, dbId, INT4_MAX } from "./shared";
import { z } from "./zod";

const PRICE_MAX = 1_000_000_000_000;

const price = (message: string) =>
  z.coerce.number(message).int(message).min(0, message).max(PRICE_MAX, message).optional();
const search = (max: number) => z.string().trim().max(max, msg("validation.tooLong", { max })).optional();

export const listingSearchQuery = z
  .object({
    q: search(100),
    location: search(60),
    minPrice: price(msg("listings.priceInvalid")),
    maxPrice: price(msg("listings.priceInvalid")),
    bedrooms: z.enum(BEDROOM_FILTERS, msg("listings.bedroomsInvalid")).default("any"),
    type: z.enum(["all", ...PROPERTY_TYPES], msg("listings.typeInvalid")).default("all"),
    /** Comma-separated amenity ids; a property must have all of them. */
    amenities: z
      .string()
      .max(400, { message: msg("listings.amenityInvalid"), abort: true })
      .optional()
      .transform((v, ctx) => {
        const ids = (v ?? "").split(",").filter(Boolean);
        const unknown = ids.find((id) => !(SEARCH_AMENITIES as readonly string[]).includes(id));
        if (unknown) ctx.addIssue({ code: "custom", message: msg("listings.amenityInvalid") });
        return [...new Set(ids)] as Amenity[];
      }),
    page: z.coerce.number(msg("listings.pageInvalid")).int().min(1).max(1000).default(1),
    pageSize: z.coerce
      .number(msg("listings.pageSizeInvalid"))
      .int(msg("listings.pageSizeInvalid"))
      .min(1, msg("listings.pageSizeInvalid"))
      .max(SEARCH_PAGE_SIZE_MAX, msg("listings.pageSizeTooLarge", { max: SEARCH_PAGE_SIZE_MAX }))
      .default(SEARCH_PAGE_SIZE),
  })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
    path: ["maxPrice"],
    message: msg("listings.priceUpsideDown"),
  });
export type ListingSearchQuery = z.output<typeof listingSearchQuery>;

export const listingPhotoSchema = z.object({
  id: z.number(),
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number(),
  height: z.number(),
});
export type ListingPhoto = z.infer<typeof listingPhotoSchema>;

/** One property in the results: the figures of its available units that match the filters. */
export const listingSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  propertyType: z.enum(PROPERTY_TYPES),
  amenities: z.array(z.string()),
  /** The lowest rent of the matching units, in `currency`. */
  price: z.number(),
  currency: currencySchema,
  bedrooms: z.object({ min: z.number(), max: z.number() }),
  bathrooms: z.object({ min: z.number(), max: z.number() }),
  parking: z.boolean(),
  /** Matching units ready to rent. */
  available: z.number(),
  photo: listingPhotoSchema.nullable(),
  imageUrl: z.string().nullable(),
});
export type ListingSummary = z.infer<typeof listingSummarySchema>;

export const listingSearchResult = z.object({
  items: z.array(listingSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ListingSearchResult = z.infer<typeof listingSearchResult>;

export const listingLocations = z.object({ locations: z.array(z.string()) });

export const listingUnitSchema = z.object({
  id: z.number(),
  unitNumber: z.string(),
  floor: z.number().nullable(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  sqft: z.number(),
  rent: z.number(),
  currency: currencySchema,
  balcony: z.boolean(),
  parking: z.boolean(),
  furnished: z.boolean(),
  petFriendly: z.boolean(),
  features: z.array(z.string()),
});
export type ListingUnit = z.infer<typeof listingUnitSchema>;

export const myApplicationSchema = z.object({
  status: z.enum(["pending", "accepted", "declined"]),
  unitNumber: z.string().nullable(),
  moveInDate: z.string(),
  createdAt: z.string(),
});

export const listingDetailsSchema = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  description: z.string(),
  propertyType: z.enum(PROPERTY_TYPES),
  amenities: z.array(z.string()),
  photos: z.array(listingPhotoSchema),
  imageUrl: z.string().nullable(),
  units: z.array(listingUnitSchema),
  /** The signed-in tenant's latest application to this property; null for anyone else. */
  myApplication: myApplicationSchema.nullable(),
});
export type ListingDetails = z.infer<typeof listingDetailsSchema>;

export const listingApplyInput = z.object({
  unitId: dbId(),
  moveInDate: dayWithin("moveIn", msg("signup.moveInDateRequired"), MOVE_IN_OUTSIDE),
});
export type ListingApplyInput = z.input<typeof listingApplyInput>;

export const listingPhotoParams = z.object({
  id: z.coerce.number().int().positive().max(INT4_MAX),
  photoId: z.coerce.number().int().positive().max(INT4_MAX),
});
