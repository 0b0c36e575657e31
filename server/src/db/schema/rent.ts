import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { CHARGE_KINDS } from "../../../../common/tenancy";
import { leases } from "./leases";
import { pets } from "./pets";
import { properties } from "./properties";
import { currencyEnum, users } from "./users";

/**
 * What a tenancy owes (decision 0059): every charge of every kind (common/tenancy.ts). `source_key` names what
 * posted it (`rent:2026-11`, `pet_rent:<pet>:2026-11`, `recurring:<charge>:2026-11`); unique per lease, so posting
 * the same charge again adds nothing.
 */
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
    kind: text("kind", { enum: CHARGE_KINDS }).notNull(),
    sourceKey: text("source_key").notNull(),
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
    uniqueIndex("charges_lease_source_key").on(t.leaseId, t.sourceKey),
    check("charges_kind_check", sql.raw(`kind in (${CHARGE_KINDS.map((k) => `'${k}'`).join(", ")})`)),
    check("charges_amount_positive", sql`${t.amount} > 0`),
    index("charges_lease_due_idx").on(t.leaseId, t.dueDate),
    index("charges_property_due_idx").on(t.propertyId, t.dueDate),
    // The deposits of a landlord's properties (the reports take what was paid to them out of income).
    index("charges_property_deposit_idx").on(t.propertyId).where(sql`${t.kind} = 'deposit'`),
  ],
);

/**
 * Charges taken off an account (decision 0059): a corrected meter reading voids its charge. The row leaves
 * `charges` (so no balance, allocation or report can count it) and is kept here whole, with who voided it, when,
 * why, and the charge that replaced it; the statement of account shows it and its reversal.
 */
export const voidedCharges = pgTable(
  "voided_charges",
  {
    id: uuid("id").primaryKey(),
    leaseId: uuid("lease_id")
      .notNull()
      .references(() => leases.id),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id),
    kind: text("kind", { enum: CHARGE_KINDS }).notNull(),
    sourceKey: text("source_key").notNull(),
    period: text("period"),
    description: text("description").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: currencyEnum("currency").notNull(),
    dueDate: date("due_date").notNull(),
    petId: uuid("pet_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    voidedAt: timestamp("voided_at", { withTimezone: true }).notNull().defaultNow(),
    voidedBy: uuid("voided_by")
      .notNull()
      .references(() => users.id),
    /** Why, in the words of whoever voided it (or a stored message). */
    reason: text("reason").notNull(),
    /** The charge posted in its place, if any (it may itself be voided later, so no foreign key). */
    replacedBy: uuid("replaced_by"),
  },
  (t) => [index("voided_charges_lease_idx").on(t.leaseId, t.voidedAt)],
);

/**
 * pending: a provider payment under way; verifying: a payment made outside the app whose proof the tenant sent,
 * waiting for the landlord's decision (confirmed: succeeded; rejected: failed with the reason).
 */
export const paymentStatusEnum = pgEnum("payment_status", [
  "pending",
  "succeeded",
  "failed",
  "expired",
  "verifying",
]);
/**
 * mobile_money and card go through a provider (or, as a proof, were paid outside the app); cash, bank_deposit,
 * bank_transfer and cheque are recorded by the landlord, proven by the tenant, or found on a bank statement.
 */
export const paymentMethodEnum = pgEnum("payment_method", [
  "mobile_money",
  "card",
  "cash",
  "bank_deposit",
  "cheque",
  "bank_transfer",
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
    /**
     * SHA-256 of the request that used the key (platform/http/idempotency.ts): the same key with another request
     * is refused, not answered with this payment. Null for payments made before it was stored, and for keys of
     * our own (a statement line's).
     */
    requestFingerprint: text("request_fingerprint"),
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
    // Money received in a period (the monthly statement, the dashboard): settled_at, not created_at, because a
    // recorded cash payment or a proven deposit is settled on the day it was paid, before it was entered.
    index("payments_property_settled_idx")
      .on(t.propertyId, t.settledAt)
      .where(sql`${t.status} = 'succeeded'`),
    // A tenancy's statement of account: its payments in a period, by the day they were paid.
    index("payments_lease_settled_idx").on(t.leaseId, t.settledAt).where(sql`${t.status} = 'succeeded'`),
    index("payments_pending_idx").on(t.status, t.createdAt).where(sql`${t.status} = 'pending'`),
    check("payments_amount_positive", sql`${t.amount} > 0`),
    // The landlord's verification queue (no partial index: a new enum value cannot be used in its migration).
    index("payments_landlord_status_idx").on(t.landlordId, t.status, t.createdAt),
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
  (t) => [
    index("allocations_payment_idx").on(t.paymentId),
    index("allocations_charge_idx").on(t.chargeId),
    check("allocations_amount_positive", sql`${t.amount} > 0`),
  ],
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

/**
 * The tenant's proof of a payment made outside the app (a deposit slip, a transfer confirmation, a statement, a
 * mobile money message): one per payment of status 'verifying' and kept after the landlord's decision.
 */
export const paymentProofs = pgTable(
  "payment_proofs",
  {
    paymentId: uuid("payment_id")
      .primaryKey()
      .references(() => payments.id),
    /** One of BANKS; null when paid by mobile money. */
    bank: text("bank"),
    /** What the tenant wrote on the slip or in the narration, or the mobile money transaction id. */
    tenantReference: text("tenant_reference").notNull(),
    paidOn: date("paid_on").notNull(),
    fileKey: text("file_key").notNull(),
    /** A WebP thumbnail of an image; null for a PDF. */
    thumbKey: text("thumb_key"),
    contentType: text("content_type").notNull(),
    decidedBy: uuid("decided_by").references(() => users.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    rejectReason: text("reject_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_proofs_decided_by_idx").on(t.decidedBy)],
);

/** The column mapping of a bank's CSV export, remembered per landlord and bank (the eight banks differ). */
export const statementMappings = pgTable(
  "statement_mappings",
  {
    landlordId: uuid("landlord_id")
      .notNull()
      .references(() => users.id),
    /** One of BANKS. */
    bank: text("bank").notNull(),
    dateColumn: text("date_column").notNull(),
    /** The credit (money in) column, or a signed amount column. */
    amountColumn: text("amount_column").notNull(),
    descriptionColumn: text("description_column"),
    referenceColumn: text("reference_column"),
    /** The running balance, when the export has one: part of a line's fingerprint (see statement_lines). */
    balanceColumn: text("balance_column"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.landlordId, t.bank] })],
);

/** One upload of a bank statement CSV. */
export const bankStatements = pgTable(
  "bank_statements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    landlordId: uuid("landlord_id")
      .notNull()
      .references(() => users.id),
    bank: text("bank").notNull(),
    fileName: text("file_name").notNull(),
    /** Credit lines in the file, and how many of them were new (not in an earlier upload). */
    creditLines: integer("credit_lines").notNull(),
    newLines: integer("new_lines").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("bank_statements_landlord_idx").on(t.landlordId, t.createdAt)],
);

/**
 * matched: by the lease's payment reference; suggested: by amount and tenant name; unmatched: neither;
 * confirmed: credited to the lease (or tied to a payment already recorded); ignored: not rent.
 */
export const statementLineStatusEnum = pgEnum("statement_line_status", [
  "matched",
  "suggested",
  "unmatched",
  "confirmed",
  "ignored",
]);

/** A credit line of a bank statement; the same line in a later, overlapping upload is not stored again. */
export const statementLines = pgTable(
  "statement_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    statementId: uuid("statement_id")
      .notNull()
      .references(() => bankStatements.id),
    landlordId: uuid("landlord_id")
      .notNull()
      .references(() => users.id),
    bank: text("bank").notNull(),
    /** The line's identity across uploads (of any bank): date, amount, description, reference, balance, occurrence. */
    fingerprint: text("fingerprint").notNull(),
    valueDate: date("value_date").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    description: text("description").notNull(),
    reference: text("reference"),
    status: statementLineStatusEnum("status").notNull(),
    /** The lease it was matched or suggested to, or the landlord assigned it to. */
    leaseId: uuid("lease_id").references(() => leases.id),
    /** Once confirmed: the payment it credited, or the one already recorded that it proves. */
    paymentId: uuid("payment_id").references(() => payments.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Per landlord, not per bank: the same export uploaded under another bank's name must not credit again.
    uniqueIndex("statement_lines_landlord_fingerprint_key").on(t.landlordId, t.fingerprint),
    uniqueIndex("statement_lines_payment_key").on(t.paymentId),
    index("statement_lines_statement_idx").on(t.statementId, t.valueDate),
    index("statement_lines_landlord_status_idx").on(t.landlordId, t.status),
    index("statement_lines_lease_idx").on(t.leaseId),
  ],
);
