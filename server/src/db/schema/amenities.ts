import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { properties } from "./properties";
import { users } from "./users";

/** One weekday's opening hours in Kampala time: weekday 1 = Monday .. 7 = Sunday, "HH:MM" (close may be 24:00). */
export interface OpeningHours {
  weekday: number;
  open: string;
  close: string;
}

export const amenityKindEnum = pgEnum("amenity_kind", ["gym", "pool", "meeting_room", "clubhouse", "other"]);
export const amenityBookingStatusEnum = pgEnum("amenity_booking_status", [
  "booked",
  "cancelled",
  "waitlisted",
  "cancelled_by_landlord",
]);

/** A bookable shared facility of a property (a gym, a pool, a meeting room) and its booking rules. */
export const amenities = pgTable(
  "amenities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    kind: amenityKindEnum("kind").notNull().default("other"),
    /** Opening hours per weekday (a weekday not listed is closed), Kampala time. */
    hours: jsonb("hours").$type<OpeningHours[]>().notNull(),
    slotMinutes: integer("slot_minutes").notNull().default(60),
    /** Places per slot: every slot's counter row starts with this capacity. */
    capacity: integer("capacity").notNull(),
    /** How far ahead one may book, in Kampala calendar days after today. */
    maxDaysAhead: integer("max_days_ahead").notNull().default(7),
    /** How late one may book: at least this many minutes before the start. */
    minMinutesBefore: integer("min_minutes_before").notNull().default(0),
    maxSlotsPerBooking: integer("max_slots_per_booking").notNull().default(1),
    /** Bookings (and waitlist places) per resident per Kampala week, Monday to Sunday. */
    weeklyLimit: integer("weekly_limit").notNull().default(7),
    cancelCutoffMinutes: integer("cancel_cutoff_minutes").notNull().default(60),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("amenities_property_idx").on(t.propertyId, t.name),
    check("amenities_capacity_check", sql`${t.capacity} >= 1`),
    check("amenities_slot_minutes_check", sql`${t.slotMinutes} >= 5`),
  ],
);

/** Days an amenity does not open (a holiday, repairs). */
export const amenityClosedDates = pgTable(
  "amenity_closed_dates",
  {
    amenityId: uuid("amenity_id")
      .notNull()
      .references(() => amenities.id, { onDelete: "cascade" }),
    date: date("date").notNull(),
    note: text("note").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.amenityId, t.date] })],
);

/**
 * One row per slot that anyone booked: the places taken and the slot's capacity. A place is taken only by an
 * atomic upsert that increments `booked` while it is below `capacity`; the CHECK is the last guard, so no slot is
 * ever overbooked whatever the application does.
 */
export const amenitySlotCounters = pgTable(
  "amenity_slot_counters",
  {
    amenityId: uuid("amenity_id")
      .notNull()
      .references(() => amenities.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    booked: integer("booked").notNull().default(0),
    capacity: integer("capacity").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.amenityId, t.startsAt] }),
    check("amenity_slot_counters_booked_check", sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`),
  ],
);

/** A resident's booking of one or more consecutive slots, or their place on a full slot's waitlist. */
export const amenityBookings = pgTable(
  "amenity_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    amenityId: uuid("amenity_id")
      .notNull()
      .references(() => amenities.id, { onDelete: "cascade" }),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    slots: integer("slots").notNull().default(1),
    status: amenityBookingStatusEnum("status").notNull(),
    /** The landlord's reason when they cancelled it. */
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    promotedAt: timestamp("promoted_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    // The slot's bookings and its waitlist in order; the landlord's day view; availability's waitlist counts.
    index("amenity_bookings_slot_idx").on(t.amenityId, t.status, t.startsAt, t.createdAt, t.id),
    // A resident's own bookings (mine, the weekly limit, overlaps).
    index("amenity_bookings_user_idx").on(t.userId, t.startsAt),
    index("amenity_bookings_property_idx").on(t.propertyId),
    // The last guard against booking or waitlisting the same slot twice.
    uniqueIndex("amenity_bookings_one_active_idx")
      .on(t.amenityId, t.userId, t.startsAt)
      .where(sql`${t.status} in ('booked', 'waitlisted')`),
  ],
);
