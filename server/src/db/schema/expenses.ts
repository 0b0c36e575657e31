import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  EXPENSE_CATEGORIES,
  type ExpenseSnapshot,
  MAX_EXPENSE_AMOUNT,
} from "../../../../common/schemas/expenses";
import { maintenanceRequests } from "./maintenance";
import { properties, units } from "./properties";
import { currencyEnum, users } from "./users";

export const expenseCategoryEnum = pgEnum("expense_category", EXPENSE_CATEGORIES);
export const expenseRevisionActionEnum = pgEnum("expense_revision_action", ["created", "edited", "deleted"]);

/**
 * What a landlord spent on a property (issue 32, section 4): one row per expense, never removed (a deletion sets
 * deleted_at, and every change is a row of expense_revisions), so the reports' figures stay explainable.
 */
export const expenses = pgTable(
  "expenses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    landlordId: uuid("landlord_id")
      .notNull()
      .references(() => users.id),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    unitId: integer("unit_id").references(() => units.id, { onDelete: "set null" }),
    category: expenseCategoryEnum("category").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: currencyEnum("currency").notNull().default("UGX"),
    spentOn: date("spent_on").notNull(),
    payee: text("payee").notNull(),
    note: text("note").notNull().default(""),
    /** The receipt's storage key and sniffed type (image re-encoded, or a PDF that parses); null without one. */
    receiptKey: text("receipt_key"),
    receiptContentType: text("receipt_content_type"),
    /** The maintenance request whose cost this is: at most one expense per request. */
    maintenanceRequestId: uuid("maintenance_request_id").references(() => maintenanceRequests.id, {
      onDelete: "set null",
    }),
    /** The Idempotency-Key it was recorded with and the SHA-256 of that request (decision 0006). */
    idempotencyKey: text("idempotency_key"),
    requestFingerprint: text("request_fingerprint"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "expenses_amount_check",
      sql`${t.amount} > 0 AND ${t.amount} <= ${sql.raw(String(MAX_EXPENSE_AMOUNT))}`,
    ),
    index("expenses_landlord_day_idx").on(t.landlordId, t.spentOn.desc()).where(sql`${t.deletedAt} is null`),
    index("expenses_property_day_idx").on(t.propertyId, t.spentOn.desc()).where(sql`${t.deletedAt} is null`),
    uniqueIndex("expenses_maintenance_request_key").on(t.maintenanceRequestId),
    uniqueIndex("expenses_idempotency_key")
      .on(t.landlordId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

/** Every version of an expense: its creation, each edit and its deletion, with the whole row as it then was. */
export const expenseRevisions = pgTable(
  "expense_revisions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    expenseId: uuid("expense_id")
      .notNull()
      .references(() => expenses.id, { onDelete: "cascade" }),
    revision: integer("revision").notNull(),
    action: expenseRevisionActionEnum("action").notNull(),
    /** The row as it was after the change, with its receipt's storage key (a replaced receipt is kept). */
    snapshot: jsonb("snapshot").$type<ExpenseSnapshot & { receiptKey: string | null }>().notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("expense_revisions_expense_revision_key").on(t.expenseId, t.revision)],
);
