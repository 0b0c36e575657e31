import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { DISPUTE_STATUSES, MEASURES, PRICINGS, UTILITIES } from "../../../../common/meters/kinds";
import { leases } from "./leases";
import { properties, units } from "./properties";
import { users } from "./users";

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(", ")})`);

/**
 * A water or electricity meter of a property (decision 0063). A unit's own meter (unit_id set) bills that unit's
 * tenant; a shared meter (unit_id null) is the landlord's and never bills a tenant (Landlord and Tenant Act 2022,
 * s.12: modules/meters/rules.ts). A replaced meter keeps its readings and gets removed_on; its successor names it.
 */
export const meters = pgTable(
  "meters",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    unitId: integer("unit_id").references(() => units.id, { onDelete: "cascade" }),
    utility: text("utility", { enum: UTILITIES }).notNull(),
    serial: text("serial").notNull(),
    measure: text("measure", { enum: MEASURES }).notNull(),
    pricing: text("pricing", { enum: PRICINGS }).notNull(),
    /** Whole UGX per m³ or kWh (per_unit), or the amount of each reading period (flat). */
    tariff: bigint("tariff", { mode: "number" }).notNull(),
    installedOn: date("installed_on").notNull(),
    removedOn: date("removed_on"),
    replacesMeterId: uuid("replaces_meter_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("meters_utility_check", inList("utility", UTILITIES)),
    check("meters_measure_check", inList("measure", MEASURES)),
    check("meters_pricing_check", inList("pricing", PRICINGS)),
    check("meters_tariff_check", sql`${t.tariff} >= 0`),
    uniqueIndex("meters_property_serial_installed")
      .on(t.propertyId, t.serial)
      .where(sql`${t.removedOn} is null`),
    // One installed meter of each utility per unit: a unit's water is read from one meter.
    uniqueIndex("meters_unit_utility_installed")
      .on(t.unitId, t.utility)
      .where(sql`${t.removedOn} is null and ${t.unitId} is not null`),
    index("meters_property_idx").on(t.propertyId, t.unitId),
  ],
);

/**
 * One reading of a meter, with its photo (decision 0063). `value` is in thousandths of the meter's unit. A
 * meter's first reading is its baseline (consumption null, nothing charged). A corrected reading is a new row;
 * the old one points to it (superseded_by) and stays for the record.
 */
export const meterReadings = pgTable(
  "meter_readings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    meterId: uuid("meter_id")
      .notNull()
      .references(() => meters.id, { onDelete: "cascade" }),
    value: bigint("value", { mode: "number" }).notNull(),
    readOn: date("read_on").notNull(),
    /** Thousandths used since the meter's previous reading; null for the baseline. */
    consumption: bigint("consumption", { mode: "number" }),
    pricing: text("pricing", { enum: PRICINGS }).notNull(),
    /** The tariff the reading was priced at (a later tariff change applies to later readings only). */
    tariff: bigint("tariff", { mode: "number" }).notNull(),
    /** What the reading costs the tenant in whole UGX (0: nothing charged). */
    amount: bigint("amount", { mode: "number" }).notNull(),
    photoKey: text("photo_key").notNull(),
    photoThumbKey: text("photo_thumb_key").notNull(),
    photoContentType: text("photo_content_type").notNull(),
    recordedBy: uuid("recorded_by")
      .notNull()
      .references(() => users.id),
    /** The lease the reading was charged to (the unit's active lease when it was recorded). */
    leaseId: uuid("lease_id").references(() => leases.id, { onDelete: "cascade" }),
    chargeId: uuid("charge_id"),
    supersededBy: uuid("superseded_by"),
    idempotencyKey: text("idempotency_key"),
    requestFingerprint: text("request_fingerprint"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("meter_readings_value_check", sql`${t.value} >= 0`),
    check("meter_readings_amount_check", sql`${t.amount} >= 0`),
    index("meter_readings_meter_idx").on(t.meterId, t.readOn, t.createdAt),
    index("meter_readings_lease_idx").on(t.leaseId, t.readOn),
    uniqueIndex("meter_readings_idempotency_key")
      .on(t.recordedBy, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

/** A tenant's dispute of a reading, answered once by the landlord: rejected with a reason, or corrected. */
export const readingDisputes = pgTable(
  "reading_disputes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    readingId: uuid("reading_id")
      .notNull()
      .references(() => meterReadings.id, { onDelete: "cascade" }),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    status: text("status", { enum: DISPUTE_STATUSES }).notNull().default("open"),
    answer: text("answer"),
    answeredBy: uuid("answered_by").references(() => users.id),
    /** The reading that replaced the disputed one, when corrected. */
    correctedReadingId: uuid("corrected_reading_id"),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [
    check("reading_disputes_status_check", inList("status", DISPUTE_STATUSES)),
    // One dispute of a reading at a time: opening it again answers the open one.
    uniqueIndex("reading_disputes_open_key").on(t.readingId).where(sql`${t.status} = 'open'`),
    index("reading_disputes_reading_idx").on(t.readingId, t.openedAt),
  ],
);
