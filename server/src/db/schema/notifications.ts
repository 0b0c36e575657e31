import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** The types a person can switch off or mute; `account` (security notices) always goes everywhere. */
const SWITCHABLE_TYPES = [
  "payment",
  "maintenance",
  "announcement",
  "booking",
  "message",
  "marketplace",
  "pet",
] as const;
export const NOTIFICATION_TYPES = [...SWITCHABLE_TYPES, "account"] as const;

/** In-app notifications (payment received, receipt issued, maintenance updates ...). */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: NOTIFICATION_TYPES }).notNull(),
    priority: text("priority", { enum: ["high", "medium", "low"] })
      .notNull()
      .default("medium"),
    /** Receipts and security notices: delivered whatever the settings say. */
    essential: boolean("essential").notNull().default(false),
    title: text("title").notNull(),
    message: text("message").notNull(),
    link: text("link"),
    read: boolean("read").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt),
    // The unread count of every page's badge, and the Recent tab: only the unread rows, small.
    index("notifications_unread_idx").on(t.userId, t.createdAt).where(sql`not ${t.read}`),
  ],
);

/**
 * What a user wants to be told, and how (spec section 3, Notification settings). No row means the defaults.
 * A type switched off is delivered on no channel; `emailMutedTypes` keeps a type in the app but out of email.
 */
export const notificationSettings = pgTable("notification_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  maintenanceUpdates: boolean("maintenance_updates").notNull().default(true),
  paymentReminders: boolean("payment_reminders").notNull().default(true),
  announcements: boolean("announcements").notNull().default(true),
  bookingConfirmations: boolean("booking_confirmations").notNull().default(true),
  messageAlerts: boolean("message_alerts").notNull().default(true),
  marketplaceUpdates: boolean("marketplace_updates").notNull().default(true),
  petUpdates: boolean("pet_updates").notNull().default(true),
  emailNotifications: boolean("email_notifications").notNull().default(true),
  smsNotifications: boolean("sms_notifications").notNull().default(true),
  emailMutedTypes: text("email_muted_types", { enum: SWITCHABLE_TYPES }).array().notNull().default([]),
  smsMutedTypes: text("sms_muted_types", { enum: SWITCHABLE_TYPES }).array().notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
