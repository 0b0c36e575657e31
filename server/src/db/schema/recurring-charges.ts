import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { CHARGE_FREQUENCIES, CHARGE_SCOPES } from "../../../../common/schemas/charges";
import { leases } from "./leases";
import { properties, units } from "./properties";
import { charges } from "./rent";
import { users } from "./users";

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(", ")})`);

/**
 * A charge the landlord set up for a property or some of its units (decision 0062): posted to the tenancy account
 * of every active lease of those units on each due date (modules/recurring-charges). Its amounts over time are
 * `recurring_charge_amounts`; the units it applies to (when not the whole property) `recurring_charge_units`.
 */
export const recurringCharges = pgTable(
  "recurring_charges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    landlordId: uuid("landlord_id")
      .notNull()
      .references(() => users.id),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id),
    name: text("name").notNull(),
    frequency: text("frequency", { enum: CHARGE_FREQUENCIES }).notNull(),
    appliesTo: text("applies_to", { enum: CHARGE_SCOPES }).notNull(),
    firstDueDate: date("first_due_date").notNull(),
    /** No due date after it; null while the charge runs on. */
    endDate: date("end_date"),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id),
    idempotencyKey: text("idempotency_key").notNull(),
    /** SHA-256 of the request that used the key: the key with another request is refused. */
    requestFingerprint: text("request_fingerprint").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("recurring_charges_landlord_key").on(t.landlordId, t.idempotencyKey),
    index("recurring_charges_landlord_idx").on(t.landlordId, t.createdAt),
    index("recurring_charges_property_idx").on(t.propertyId, t.createdAt),
    check("recurring_charges_frequency_check", inList("frequency", CHARGE_FREQUENCIES)),
    check("recurring_charges_applies_to_check", inList("applies_to", CHARGE_SCOPES)),
    check("recurring_charges_name_length", sql`char_length(${t.name}) between 1 and 80`),
    check(
      "recurring_charges_end_after_first",
      sql`${t.endDate} is null or ${t.endDate} >= ${t.firstDueDate}`,
    ),
  ],
);

/** The units a charge applies to, when it applies to chosen units. */
export const recurringChargeUnits = pgTable(
  "recurring_charge_units",
  {
    chargeId: uuid("charge_id")
      .notNull()
      .references(() => recurringCharges.id, { onDelete: "cascade" }),
    unitId: integer("unit_id")
      .notNull()
      .references(() => units.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.chargeId, t.unitId] }),
    index("recurring_charge_units_unit_idx").on(t.unitId),
  ],
);

/**
 * A charge's amount from a period ('YYYY-MM', the month of a due date) on: the first row is the amount it was
 * created with; a change adds a row from the first period not posted yet, so posted charges never change.
 */
export const recurringChargeAmounts = pgTable(
  "recurring_charge_amounts",
  {
    chargeId: uuid("charge_id")
      .notNull()
      .references(() => recurringCharges.id, { onDelete: "cascade" }),
    effectiveFrom: text("effective_from").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.chargeId, t.effectiveFrom] }),
    check("recurring_charge_amounts_positive", sql`${t.amount} > 0`),
    check("recurring_charge_amounts_period", sql`${t.effectiveFrom} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/**
 * A one-off charge to one tenancy with a reason ('Charge Tenant'): the charge itself is on the account
 * (`charges`, kind one_off, source key one_off:<key>); this row keeps who asked for it and the request the key
 * was used with.
 */
export const oneOffCharges = pgTable(
  "one_off_charges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    landlordId: uuid("landlord_id")
      .notNull()
      .references(() => users.id),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id),
    leaseId: uuid("lease_id")
      .notNull()
      .references(() => leases.id),
    chargeId: uuid("charge_id")
      .notNull()
      .references(() => charges.id),
    reason: text("reason").notNull(),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id),
    idempotencyKey: text("idempotency_key").notNull(),
    requestFingerprint: text("request_fingerprint").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("one_off_charges_landlord_key").on(t.landlordId, t.idempotencyKey),
    index("one_off_charges_property_idx").on(t.propertyId, t.createdAt),
    index("one_off_charges_lease_idx").on(t.leaseId, t.createdAt),
    check("one_off_charges_reason_length", sql`char_length(${t.reason}) between 1 and 200`),
  ],
);
