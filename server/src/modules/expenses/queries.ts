import { and, asc, desc, eq, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { ExpenseCategory, ExpenseSnapshot } from "../../../../common/schemas/expenses";
import type { DbOrTx } from "../../db/client";
import { expenseRevisions, expenses, properties, units, users } from "../../db/schema";

export type ExpenseRow = typeof expenses.$inferSelect;
export type NewExpense = typeof expenses.$inferInsert;

/** What a landlord may see of expenses: their own, not deleted (the one scope every read and write starts from). */
export interface ExpenseScope {
  landlordId: string;
}

const visible = (scope: ExpenseScope) =>
  and(eq(expenses.landlordId, scope.landlordId), isNull(expenses.deletedAt));

/** An expense with the names the screens show. */
const listed = {
  expense: expenses,
  propertyName: properties.name,
  unitNumber: units.unitNumber,
};
export type ListedExpense = { expense: ExpenseRow; propertyName: string; unitNumber: string | null };

export async function findVisibleExpense(
  db: DbOrTx,
  scope: ExpenseScope,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ListedExpense | null> {
  const q = db
    .select(listed)
    .from(expenses)
    .innerJoin(properties, eq(properties.id, expenses.propertyId))
    .leftJoin(units, eq(units.id, expenses.unitId))
    .where(and(eq(expenses.id, id), visible(scope)))
    .limit(1);
  const [row] = options.lock ? await q.for("update", { of: expenses }) : await q;
  return row ?? null;
}

export interface ExpenseFilter {
  propertyId?: number;
  category?: ExpenseCategory;
  /** First and last day, inclusive. */
  from?: string;
  to?: string;
}

function filterWhere(scope: ExpenseScope, f: ExpenseFilter): SQL | undefined {
  return and(
    visible(scope),
    f.propertyId !== undefined ? eq(expenses.propertyId, f.propertyId) : undefined,
    f.category ? eq(expenses.category, f.category) : undefined,
    f.from ? sql`${expenses.spentOn} >= ${f.from}` : undefined,
    f.to ? sql`${expenses.spentOn} <= ${f.to}` : undefined,
  );
}

export interface ListKeyset {
  spentOn: string;
  id: string;
}

/** A page of expenses, newest day first, after the keyset (landlord's or property's day index). */
export async function selectExpensePage(
  db: DbOrTx,
  scope: ExpenseScope,
  f: ExpenseFilter,
  limit: number,
  after?: ListKeyset,
): Promise<ListedExpense[]> {
  const keyset = after
    ? or(
        lt(expenses.spentOn, after.spentOn),
        and(eq(expenses.spentOn, after.spentOn), lt(expenses.id, after.id)),
      )
    : undefined;
  return db
    .select(listed)
    .from(expenses)
    .innerJoin(properties, eq(properties.id, expenses.propertyId))
    .leftJoin(units, eq(units.id, expenses.unitId))
    .where(and(filterWhere(scope, f), keyset))
    .orderBy(desc(expenses.spentOn), desc(expenses.id))
    .limit(limit);
}

/** The sum and count of each category over the filter: one aggregate over the same index as the list. */
export async function sumByCategory(
  db: DbOrTx,
  scope: ExpenseScope,
  f: ExpenseFilter,
): Promise<{ category: ExpenseCategory; amount: number; count: number }[]> {
  return db
    .select({
      category: expenses.category,
      amount: sql<number>`coalesce(sum(${expenses.amount}), 0)`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(expenses)
    .where(filterWhere(scope, f))
    .groupBy(expenses.category)
    .orderBy(expenses.category);
}

export async function insertExpense(db: DbOrTx, row: NewExpense): Promise<ExpenseRow | null> {
  const [inserted] = await db.insert(expenses).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function updateExpenseRow(
  db: DbOrTx,
  id: string,
  changes: Partial<NewExpense>,
): Promise<ExpenseRow> {
  const [row] = await db
    .update(expenses)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(expenses.id, id))
    .returning();
  return row!;
}

export async function expenseByKey(db: DbOrTx, landlordId: string, key: string) {
  const [row] = await db
    .select({
      id: expenses.id,
      requestFingerprint: expenses.requestFingerprint,
      deletedAt: expenses.deletedAt,
    })
    .from(expenses)
    .where(and(eq(expenses.landlordId, landlordId), eq(expenses.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/** The expense recording a maintenance request's cost, deleted or not (the unique index keeps one per request). */
export async function expenseOfRequest(
  db: DbOrTx,
  maintenanceRequestId: string,
  options: { lock?: boolean } = {},
) {
  const q = db
    .select()
    .from(expenses)
    .where(eq(expenses.maintenanceRequestId, maintenanceRequestId))
    .limit(1);
  const [row] = options.lock ? await q.for("update") : await q;
  return row ?? null;
}

export const snapshotOf = (e: ExpenseRow): ExpenseSnapshot & { receiptKey: string | null } => ({
  propertyId: e.propertyId,
  unitId: e.unitId,
  category: e.category,
  amount: e.amount,
  currency: e.currency,
  spentOn: e.spentOn,
  payee: e.payee,
  note: e.note,
  receiptContentType: e.receiptContentType,
  receiptKey: e.receiptKey,
  maintenanceRequestId: e.maintenanceRequestId,
});

/** The next revision of an expense whose row the caller's transaction holds locked (or has just inserted). */
export async function insertRevision(
  db: DbOrTx,
  e: ExpenseRow,
  action: "created" | "edited" | "deleted",
  actorId: string,
): Promise<void> {
  await db.insert(expenseRevisions).values({
    expenseId: e.id,
    revision: sql`(select coalesce(max(${expenseRevisions.revision}), 0) + 1 from ${expenseRevisions} where ${expenseRevisions.expenseId} = ${e.id})`,
    action,
    snapshot: snapshotOf(e),
    actorId,
  });
}

/** Every revision of an expense, oldest first, with the name of who made it (its unique index). */
export async function selectRevisions(db: DbOrTx, expenseId: string) {
  return db
    .select({
      revision: expenseRevisions.revision,
      action: expenseRevisions.action,
      at: expenseRevisions.createdAt,
      snapshot: expenseRevisions.snapshot,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(expenseRevisions)
    .leftJoin(users, eq(users.id, expenseRevisions.actorId))
    .where(eq(expenseRevisions.expenseId, expenseId))
    .orderBy(asc(expenseRevisions.revision));
}

/** One of the scope's expenses, deleted or not, locked for its deletion. */
export async function findDeletableExpense(db: DbOrTx, scope: ExpenseScope, id: string) {
  const [row] = await db
    .select()
    .from(expenses)
    .where(and(eq(expenses.id, id), eq(expenses.landlordId, scope.landlordId)))
    .for("update")
    .limit(1);
  return row ?? null;
}
