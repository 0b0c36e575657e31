import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { leases } from "./leases";
import { pets } from "./pets";
import { properties } from "./properties";
import { currencyEnum, users } from "./users";

export const chargeKindEnum = pgEnum("charge_kind", ["rent", "deposit", "pet_rent", "fee"]);

/** What a lease owes: one rent charge per lease and period (the unique index makes generation exactly-once). */
export const charges = pgTable(
  "charges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leaseId: uuid("lease_id")
      .notNull()
      .references(() => leases.id),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id),
    kind: chargeKindEnum("kind").notNull().default("rent"),
    /** 'YYYY-MM' for rent (the month the due date falls in); null for one-off charges. */
    period: text("period"),
    description: text("description").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: currencyEnum("currency").notNull(),
    dueDate: date("due_date").notNull(),
    /** The pet a pet charge is for (its fee, deposit and monthly pet rent); null for the lease's own charges. */
    petId: uuid("pet_id").references((): AnyPgColumn => pets.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("charges_lease_kind_period_key")
      .on(t.leaseId, t.kind, t.period)
      .where(sql`${t.period} is not null and ${t.petId} is null`),
    // One pet rent charge per lease, period and pet; a pet's one-off fee and deposit at most once each.
    uniqueIndex("charges_lease_kind_period_pet_key")
      .on(t.leaseId, t.kind, t.period, t.petId)
      .where(sql`${t.period} is not null and ${t.petId} is not null`),
    uniqueIndex("charges_pet_kind_key")
      .on(t.petId, t.kind)
      .where(sql`${t.period} is null and ${t.petId} is not null`),
    index("charges_lease_due_idx").on(t.leaseId, t.dueDate),
    index("charges_property_due_idx").on(t.propertyId, t.dueDate),
  ],
);

export const paymentStatusEnum = pgEnum("payment_status", ["pending", "succeeded", "failed", "expired"]);
/** mobile_money and card go through a provider; cash, bank_deposit and cheque are recorded by the landlord. */
export const paymentMethodEnum = pgEnum("payment_method", [
  "mobile_money",
  "card",
  "cash",
  "bank_deposit",
  "cheque",
]);

export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leaseId: uuid("lease_id")
      .notNull()
      .references(() => leases.id),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => users.id),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id),
    landlordId: uuid("landlord_id")
      .notNull()
      .references(() => users.id),
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: currencyEnum("currency").notNull(),
    /** Basis points of config PLATFORM_FEE_BPS at the time of payment; the rest is the landlord's. */
    platformFee: bigint("platform_fee", { mode: "number" }).notNull().default(0),
    method: paymentMethodEnum("method").notNull(),
    /** sandbox | mtn-momo | flutterwave | stripe */
    provider: text("provider").notNull(),
    /** What the tenant chose, e.g. 'MTN Mobile Money'. */
    providerLabel: text("provider_label").notNull(),
    phone: text("phone"),
    accountName: text("account_name"),
    /** A payment the landlord recorded: who took it (the landlord or a named caretaker). */
    receivedBy: text("received_by"),
    note: text("note"),
    description: text("description").notNull().default(""),
    /** Our reference, sent to the provider (tx_ref / X-Reference-Id); unique. */
    reference: text("reference").notNull().unique(),
    /** The provider's own id once known; unique. */
    providerReference: text("provider_reference").unique(),
    /** From the client: a double click or a retry carries the same key and gets the same payment. */
    idempotencyKey: text("idempotency_key").notNull(),
    status: paymentStatusEnum("status").notNull().default("pending"),
    failureReason: text("failure_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payments_tenant_idempotency_key").on(t.tenantId, t.idempotencyKey),
    index("payments_lease_idx").on(t.leaseId, t.createdAt),
    index("payments_tenant_idx").on(t.tenantId, t.createdAt),
    index("payments_property_idx").on(t.propertyId, t.createdAt),
    index("payments_pending_idx").on(t.status, t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);

/** Everything a provider told us about a payment (callbacks, polls, returns), kept for audit. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    paymentId: uuid("payment_id").references(() => payments.id),
    source: text("source", {
      enum: ["initiate", "callback", "poll", "return", "reconcile", "sandbox"],
    }).notNull(),
    status: text("status"),
    detail: text("detail"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_events_payment_idx").on(t.paymentId)],
);

/** How much of a successful payment went to which charge (oldest open charges first). */
export const allocations = pgTable(
  "allocations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id),
    chargeId: uuid("charge_id")
      .notNull()
      .references(() => charges.id),
    amount: bigint("amount", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("allocations_payment_idx").on(t.paymentId), index("allocations_charge_idx").on(t.chargeId)],
);

/** Gap-free receipt numbers per landlord: the counter row is locked and bumped in the settling transaction. */
export const receiptCounters = pgTable("receipt_counters", {
  landlordId: uuid("landlord_id")
    .primaryKey()
    .references(() => users.id),
  lastNumber: integer("last_number").notNull().default(0),
});

export const receipts = pgTable(
  "receipts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .unique()
      .references(() => payments.id),
    landlordId: uuid("landlord_id")
      .notNull()
      .references(() => users.id),
    number: integer("number").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("receipts_landlord_number_key").on(t.landlordId, t.number)],
);
