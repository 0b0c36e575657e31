import {
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
import { properties } from "./properties";
import { users } from "./users";

export const announcementTypeEnum = pgEnum("announcement_type", [
  "maintenance",
  "announcement",
  "event",
  "reminder",
  "update",
]);
export const announcementPriorityEnum = pgEnum("announcement_priority", ["high", "medium", "low"]);
export const announcementAudienceEnum = pgEnum("announcement_audience", ["property", "all"]);

/** A landlord's notice to the residents of one of their properties or of all of them. */
export const announcements = pgTable(
  "announcements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    landlordId: uuid("landlord_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    type: announcementTypeEnum("type").notNull().default("announcement"),
    priority: announcementPriorityEnum("priority").notNull().default("medium"),
    /** The spec's sticky: shown before the others. */
    pinned: boolean("pinned").notNull().default(false),
    /** Residents are asked to confirm 'I have read this notice'. */
    requiresAck: boolean("requires_ack").notNull().default(false),
    /** An emergency notice's end: hidden from residents after it. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    audience: announcementAudienceEnum("audience").notNull(),
    tags: text("tags").array().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("announcements_landlord_idx").on(t.landlordId, t.createdAt.desc())],
);

/** The properties an announcement was published to (every property of the landlord's, for `all`). */
export const announcementProperties = pgTable(
  "announcement_properties",
  {
    announcementId: uuid("announcement_id")
      .notNull()
      .references(() => announcements.id, { onDelete: "cascade" }),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.propertyId] }),
    index("announcement_properties_property_idx").on(t.propertyId, t.announcementId),
  ],
);

/** A resident's read of an announcement, and their acknowledgement when it asks for one. */
export const announcementReads = pgTable(
  "announcement_reads",
  {
    announcementId: uuid("announcement_id")
      .notNull()
      .references(() => announcements.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.userId] }),
    index("announcement_reads_user_idx").on(t.userId),
  ],
);
