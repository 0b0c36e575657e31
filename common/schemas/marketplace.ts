import type { MessageKey } from "../i18n/keys";
import { msg } from "../i18n/message";
import { decisionFields } from "./approval";
import { currencySchema, text } from "./shared";
import { z } from "./zod";

/** The community marketplace (spec sections 3-5, 7-9): residents list, their landlord approves, neighbours buy. */

/** Spec section 3: the server's six categories. */
export const LISTING_CATEGORIES = [
  "furniture",
  "electronics",
  "appliances",
  "books",
  "clothing",
  "other",
] as const;
export type ListingCategory = (typeof LISTING_CATEGORIES)[number];
/** Spec section 3: the demo items' conditions. */
export const LISTING_CONDITIONS = ["like_new", "excellent", "good", "fair"] as const;
export type ListingCondition = (typeof LISTING_CONDITIONS)[number];
/** The approval shape's statuses, then the seller's own: sold (spec) and withdrawn. */
export const LISTING_STATUSES = ["pending", "approved", "rejected", "sold", "withdrawn"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const CATEGORY_LABEL_KEYS: Record<ListingCategory, MessageKey> = {
  furniture: "marketplace.categoryFurniture",
  electronics: "marketplace.categoryElectronics",
  appliances: "marketplace.categoryAppliances",
  books: "marketplace.categoryBooks",
  clothing: "marketplace.categoryClothing",
  other: "marketplace.categoryOther",
};
export const CONDITION_LABEL_KEYS: Record<ListingCondition, MessageKey> = {
  like_new: "marketplace.conditionLikeNew",
  excellent: "marketplace.conditionExcellent",
  good: "marketplace.conditionGood",
  fair: "marketplace.conditionFair",
};

export const MAX_LISTING_PHOTOS = 5;
export const LISTING_TITLE_MAX = 100;
export const LISTING_DESCRIPTION_MAX = 2000;
/** 100 million UGX: anything above is a typo in a neighbours' marketplace. */
export const LISTING_PRICE_MAX = 100_000_000;
export const LISTING_TAGS_MAX = 8;
export const LISTING_TAG_MAX = 30;
/** How many residents' reports put an approved listing back in the landlord's queue, hidden. */
export const REPORTS_TO_HIDE = 3;
export const REPORT_REASON_MAX = 500;
export const BLOCKED_WORDS_MAX = 100;
export const BLOCKED_WORD_MAX = 40;
export const LISTINGS_PAGE_MAX = 50;
/** Spec section 9: the live tenant dashboard shows the first 4 listings. */
export const DASHBOARD_LISTINGS = 4;

/**
 * The blocked words a landlord starts with (English, Luganda, Swahili): weapons, drugs, stolen and counterfeit
 * goods. A listing containing one is flagged in the landlord's queue; the landlord edits the list.
 */
export const DEFAULT_BLOCKED_WORDS = [
  // English
  "gun",
  "pistol",
  "ammunition",
  "cocaine",
  "heroin",
  "marijuana",
  "stolen",
  "counterfeit",
  // Luganda: emmundu (gun), enjaga (cannabis), ebibbe (stolen goods), ebicupuli (fakes)
  "emmundu",
  "enjaga",
  "ebibbe",
  "ebicupuli",
  // Swahili: bunduki (gun), bangi (cannabis), dawa za kulevya (drugs), vilivyoibiwa (stolen), bandia (fake)
  "bunduki",
  "bangi",
  "dawa za kulevya",
  "vilivyoibiwa",
  "bandia",
] as const;

/** A price typed in a form or sent as text in a multipart form: whole UGX. */
function priceValue(v: unknown): unknown {
  if (typeof v !== "string") return v;
  const s = v.trim().replaceAll(",", "");
  if (s === "") return undefined;
  return s.length > 20 ? Number.NaN : Number(s);
}

/** Tags as an array, or as one comma-separated text (a form field): trimmed, lower-case, no repeats. */
function tagList(v: unknown): unknown {
  if (v === undefined || v === null) return [];
  const list = typeof v === "string" ? (v.length > 2000 ? [v] : v.split(",")) : v;
  if (!Array.isArray(list)) return list;
  const out: unknown[] = [];
  for (const t of list) {
    if (typeof t !== "string") return list;
    const tag = t.trim().toLowerCase();
    if (tag && !out.includes(tag)) out.push(tag);
  }
  return out;
}

const tagsSchema = z.preprocess(
  tagList,
  z
    .array(z.string().max(LISTING_TAG_MAX, msg("marketplace.tagTooLong", { max: LISTING_TAG_MAX })), {
      message: msg("marketplace.tagsInvalid"),
    })
    .max(LISTING_TAGS_MAX, msg("marketplace.tooManyTags", { max: LISTING_TAGS_MAX })),
);

/** POST /api/marketplace (spec section 7): JSON, or the same fields as text in a multipart form with `photos`. */
export const listingCreateInput = z.object({
  title: text(LISTING_TITLE_MAX, msg("marketplace.titleRequired")),
  description: text(LISTING_DESCRIPTION_MAX, msg("marketplace.descriptionRequired")),
  price: z.preprocess(
    priceValue,
    z
      .number(msg("marketplace.priceRequired"))
      .int(msg("marketplace.priceWhole"))
      .min(0, msg("marketplace.priceNegative"))
      .max(LISTING_PRICE_MAX, msg("marketplace.priceTooLarge", { max: LISTING_PRICE_MAX })),
  ),
  /** Required: an item sent without one was filed under a category its seller never chose. */
  category: z.enum(LISTING_CATEGORIES, msg("marketplace.chooseCategory")),
  condition: z.enum(LISTING_CONDITIONS, msg("marketplace.chooseCondition")).default("good"),
  tags: tagsSchema.default([]),
  /** The spec's optional image address: photos are uploaded instead, so it is accepted and not stored. */
  imageUrl: z.string().max(2048).optional(),
});
export type ListingCreateInput = z.input<typeof listingCreateInput>;
export type ListingCreateData = z.output<typeof listingCreateInput>;

export const listingPhoto = z.object({ id: z.uuid(), url: z.string(), thumbUrl: z.string() });

/** A listing as residents, its seller and the landlord see it (never the seller's phone or email). */
export const listingView = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  currency: currencySchema,
  category: z.enum(LISTING_CATEGORIES),
  condition: z.enum(LISTING_CONDITIONS),
  tags: z.array(z.string()),
  status: z.enum(LISTING_STATUSES),
  ...decisionFields,
  /** The spec's imageUrl: the first photo, or null. */
  imageUrl: z.string().nullable(),
  photos: z.array(listingPhoto),
  sellerId: z.uuid(),
  sellerName: z.string(),
  unitNumber: z.string().nullable(),
  isMine: z.boolean(),
  isLiked: z.boolean(),
  likes: z.number(),
  views: z.number(),
  /** Only the seller and the landlord see these two. */
  flaggedWords: z.array(z.string()),
  hiddenByReports: z.boolean(),
  reportCount: z.number(),
  createdAt: z.string(),
});
export type ListingView = z.infer<typeof listingView>;

export const listingList = z.object({ items: z.array(listingView), total: z.number() });
export type ListingList = z.infer<typeof listingList>;

const page = {
  limit: z.coerce.number().int().min(1).max(LISTINGS_PAGE_MAX).default(20),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
};

export const listingListQuery = z.object({
  category: z.enum(LISTING_CATEGORIES, msg("marketplace.chooseCategory")).optional(),
  q: z
    .string()
    .trim()
    .max(100, msg("validation.tooLong", { max: 100 }))
    .optional(),
  ...page,
});
export const listingMineQuery = z.object(page);
export const listingPendingQuery = z.object({
  propertyId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  ...page,
});

export const listingReportInput = z.object({ reason: text(REPORT_REASON_MAX).default("") });
export const listingReportResult = z.object({ reported: z.literal(true), hidden: z.boolean() });

export const likeResult = z.object({ isLiked: z.boolean(), likes: z.number() });

export const blockedWordsView = z.object({ words: z.array(z.string()), isDefault: z.boolean() });
export const blockedWordsInput = z.object({
  words: z
    .array(
      z
        .string()
        .trim()
        .min(1, msg("marketplace.blockedWordEmpty"))
        .max(BLOCKED_WORD_MAX, msg("marketplace.blockedWordTooLong", { max: BLOCKED_WORD_MAX })),
      { message: msg("marketplace.blockedWordsInvalid") },
    )
    .max(BLOCKED_WORDS_MAX, msg("marketplace.tooManyBlockedWords", { max: BLOCKED_WORDS_MAX })),
});

export const contactResult = z.object({ conversationId: z.uuid() });
export const contactInput = z.object({ sellerId: z.uuid().optional() });
