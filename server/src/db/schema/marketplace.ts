import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { storedPhotoColumns } from "./photos";
import { properties } from "./properties";
import { users } from "./users";

export const listingCategoryEnum = pgEnum("listing_category", [
  "furniture",
  "electronics",
  "appliances",
  "books",
  "clothing",
  "other",
]);
export const listingConditionEnum = pgEnum("listing_condition", ["like_new", "excellent", "good", "fair"]);
export const listingStatusEnum = pgEnum("listing_status", [
  "pending",
  "approved",
  "rejected",
  "sold",
  "withdrawn",
]);

/**
 * A resident's marketplace listing (spec section 3, Marketplace item), seen by the residents of its property once
 * their landlord approved it (docs/decisions/0018). Views and likes are counted once per resident (the tables
 * below); the counters here are what lists show without counting rows.
 */
export const marketplaceListings = pgTable(
  "marketplace_listings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** Whole units of `currency` (UGX has no minor unit). */
    price: bigint("price", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("UGX"),
    /** Chosen by the seller: no default, so nothing is filed under a category nobody chose. */
    category: listingCategoryEnum("category").notNull(),
    condition: listingConditionEnum("condition").notNull().default("good"),
    tags: text("tags").array().notNull().default([]),
    status: listingStatusEnum("status").notNull().default("pending"),
    decisionReason: text("decision_reason"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** The landlord's blocked words found in the listing when it was submitted: shown in the queue. */
    flaggedWords: text("flagged_words").array().notNull().default([]),
    /** True while the listing is back in the queue because several residents reported it. */
    hiddenByReports: boolean("hidden_by_reports").notNull().default(false),
    viewCount: integer("view_count").notNull().default(0),
    likeCount: integer("like_count").notNull().default(0),
    reportCount: integer("report_count").notNull().default(0),
    soldAt: timestamp("sold_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The residents' list (approved, newest first) and the landlord's queue (pending, oldest first).
    index("marketplace_listings_property_status_idx").on(t.propertyId, t.status, t.createdAt.desc()),
    index("marketplace_listings_seller_idx").on(t.sellerId, t.createdAt.desc()),
  ],
);

export const marketplacePhotos = pgTable(
  "marketplace_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => marketplaceListings.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    ...storedPhotoColumns(),
  },
  (t) => [index("marketplace_photos_listing_idx").on(t.listingId, t.position)],
);

/** One row per resident and listing: a like, a view and a report each count once. */
const perResident = (name: string) =>
  pgTable(
    name,
    {
      listingId: uuid("listing_id")
        .notNull()
        .references(() => marketplaceListings.id, { onDelete: "cascade" }),
      userId: uuid("user_id")
        .notNull()
        .references(() => users.id, { onDelete: "cascade" }),
      createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.listingId, t.userId] })],
  );

export const marketplaceLikes = perResident("marketplace_likes");
export const marketplaceViews = perResident("marketplace_views");

export const marketplaceReports = pgTable(
  "marketplace_reports",
  {
    listingId: uuid("listing_id")
      .notNull()
      .references(() => marketplaceListings.id, { onDelete: "cascade" }),
    reporterId: uuid("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.reporterId] })],
);

/** A landlord's own list of blocked words; without a row the defaults of common/schemas/marketplace.ts apply. */
export const marketplaceBlockedWords = pgTable("marketplace_blocked_words", {
  landlordId: uuid("landlord_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  words: text("words").array().notNull().default(sql`'{}'::text[]`),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
