import { and, eq, gte, inArray, lt, lte, ne, sql } from "drizzle-orm";
import type { ChargeKind } from "../../../../../common/tenancy";
import type { DbOrTx } from "../../../db/client";
import { allocations, charges, expenses, payments } from "../../../db/schema";
import type { BooksScope } from "../access";
import type { ReportRange } from "../range";

/**
 * The books' money, grouped by Kampala month in SQL (never the rows themselves): UGX only (decision 0065).
 * Payments by the day they were paid (payments_property_settled_idx), charges by their due date
 * (charges_property_due_idx), expenses by the day spent (expenses_landlord_day_idx / expenses_property_day_idx).
 */

/** 'YYYY-MM' of an instant on Kampala's clock (UTC+3, no daylight saving: no time zone data needed). */
const kampalaMonth = (at: unknown) =>
  sql<string>`to_char((${at} at time zone 'UTC') + interval '3 hours', 'YYYY-MM')`;

const paidIn = (scope: BooksScope, range: ReportRange) =>
  and(
    inArray(payments.propertyId, scope.propertyIds),
    eq(payments.landlordId, scope.landlordId),
    eq(payments.status, "succeeded"),
    eq(payments.currency, "UGX"),
    gte(payments.settledAt, range.start),
    lt(payments.settledAt, range.end),
  );

/** Money received per month: the payments' amounts. */
export async function receivedByMonth(db: DbOrTx, scope: BooksScope, range: ReportRange) {
  if (!scope.propertyIds.length) return [];
  const month = kampalaMonth(payments.settledAt);
  return db
    .select({ month, amount: sql<number>`sum(${payments.amount})`.mapWith(Number) })
    .from(payments)
    .where(paidIn(scope, range))
    .groupBy(month);
}

/** What the month's payments paid, by kind of charge (allocations_payment_idx, then each charge by its key). */
export async function allocatedByMonthAndKind(db: DbOrTx, scope: BooksScope, range: ReportRange) {
  if (!scope.propertyIds.length) return [];
  const month = kampalaMonth(payments.settledAt);
  return db
    .select({
      month,
      kind: sql<ChargeKind>`${charges.kind}`,
      amount: sql<number>`sum(${allocations.amount})`.mapWith(Number),
    })
    .from(payments)
    .innerJoin(allocations, eq(allocations.paymentId, payments.id))
    .innerJoin(charges, eq(charges.id, allocations.chargeId))
    .where(paidIn(scope, range))
    .groupBy(month, charges.kind);
}

/**
 * What the month's payments paid to deposits (held, not income): from the scope's deposit charges
 * (charges_property_deposit_idx, a few per tenancy) to their allocations, rather than from every allocation.
 */
export async function depositsPaidByMonth(db: DbOrTx, scope: BooksScope, range: ReportRange) {
  if (!scope.propertyIds.length) return [];
  const month = kampalaMonth(payments.settledAt);
  return db
    .select({ month, amount: sql<number>`sum(${allocations.amount})`.mapWith(Number) })
    .from(charges)
    .innerJoin(allocations, eq(allocations.chargeId, charges.id))
    .innerJoin(payments, eq(payments.id, allocations.paymentId))
    .where(
      and(inArray(charges.propertyId, scope.propertyIds), eq(charges.kind, "deposit"), paidIn(scope, range)),
    )
    .groupBy(month);
}

/** Income charges (every kind but the deposit) due per month. Voided charges are not in `charges`. */
export async function dueByMonth(db: DbOrTx, scope: BooksScope, range: ReportRange) {
  if (!scope.propertyIds.length) return [];
  const month = sql<string>`to_char(${charges.dueDate}, 'YYYY-MM')`;
  return db
    .select({ month, amount: sql<number>`sum(${charges.amount})`.mapWith(Number) })
    .from(charges)
    .where(
      and(
        inArray(charges.propertyId, scope.propertyIds),
        gte(charges.dueDate, range.from),
        lte(charges.dueDate, range.to),
        eq(charges.currency, "UGX"),
        ne(charges.kind, "deposit"),
      ),
    )
    .groupBy(month);
}

/** Expenses per month and category; deleted ones count nowhere. */
export async function spentByMonthAndCategory(db: DbOrTx, scope: BooksScope, range: ReportRange) {
  const month = sql<string>`to_char(${expenses.spentOn}, 'YYYY-MM')`;
  return db
    .select({
      month,
      category: expenses.category,
      amount: sql<number>`sum(${expenses.amount})`.mapWith(Number),
    })
    .from(expenses)
    .where(
      and(
        eq(expenses.landlordId, scope.landlordId),
        scope.propertyId !== null ? eq(expenses.propertyId, scope.propertyId) : undefined,
        sql`${expenses.deletedAt} is null`,
        gte(expenses.spentOn, range.from),
        lte(expenses.spentOn, range.to),
      ),
    )
    .groupBy(month, expenses.category);
}
