import { msg } from "../../../../../common/i18n/message";
import { addDays, addMonths } from "../../../../../common/kampala-calendar";
import type { Expense, ExpenseListQuery } from "../../../../../common/schemas/expenses";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { badRequest, notFound } from "../../../platform/errors";
import type { StoredObject } from "../../../platform/storage/storage";
import { expenseScopeOf, requireExpense } from "../access";
import {
  type ExpenseFilter,
  type ListedExpense,
  type ListKeyset,
  selectExpensePage,
  selectRevisions,
  sumByCategory,
} from "../queries";
import { receiptKind } from "../receipt";

export function toExpense({ expense: e, propertyName, unitNumber }: ListedExpense): Expense {
  return {
    id: e.id,
    propertyId: e.propertyId,
    propertyName,
    unitId: e.unitId,
    unitNumber,
    category: e.category,
    amount: e.amount,
    currency: e.currency,
    spentOn: e.spentOn,
    payee: e.payee,
    note: e.note,
    receipt: receiptKind(e.receiptContentType),
    maintenanceRequestId: e.maintenanceRequestId,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

/** A month's first and last day. */
export function monthDays(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  return { from, to: addDays(addMonths(from, 1), -1) };
}

const encodeCursor = (k: ListKeyset) => Buffer.from(`${k.spentOn}|${k.id}`).toString("base64url");
const BAD_CURSOR = msg("errors.VALIDATION_ERROR");

function decodeCursor(cursor: string): ListKeyset {
  const [spentOn, id, ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  if (rest.length || !spentOn || !/^\d{4}-\d{2}-\d{2}$/.test(spentOn) || !id || !uuid.test(id))
    throw badRequest("VALIDATION_ERROR", BAD_CURSOR, { cursor: BAD_CURSOR });
  return { spentOn, id };
}

/**
 * The landlord's expenses, newest first, by property, category and month: a page of them, and the totals of every
 * one the filter matches by category (one aggregate), so a month's total is the sum of its rows.
 */
export async function listExpenses(deps: AppDeps, caller: SessionUser, q: ExpenseListQuery) {
  const scope = expenseScopeOf(caller);
  const filter: ExpenseFilter = {
    propertyId: q.propertyId,
    category: q.category,
    ...(q.month ? monthDays(q.month) : {}),
  };
  const after = q.cursor ? decodeCursor(q.cursor) : undefined;
  const [rows, byCategory] = await Promise.all([
    selectExpensePage(deps.db, scope, filter, q.limit + 1, after),
    sumByCategory(deps.db, scope, filter),
  ]);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    items: page.map(toExpense),
    nextCursor:
      rows.length > q.limit && last
        ? encodeCursor({ spentOn: last.expense.spentOn, id: last.expense.id })
        : null,
    totals: {
      amount: byCategory.reduce((s, c) => s + c.amount, 0),
      count: byCategory.reduce((s, c) => s + c.count, 0),
      byCategory,
    },
  };
}

/** Every version of one of the landlord's expenses, oldest first. */
export async function expenseHistory(deps: AppDeps, caller: SessionUser, id: string) {
  const scope = expenseScopeOf(caller);
  await requireExpense(deps.db, scope, id);
  const rows = await selectRevisions(deps.db, id);
  return {
    items: rows.map((r) => ({
      revision: r.revision,
      action: r.action,
      at: r.at.toISOString(),
      actorName: r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ""}`.trim(),
      snapshot: {
        propertyId: r.snapshot.propertyId,
        unitId: r.snapshot.unitId,
        category: r.snapshot.category,
        amount: r.snapshot.amount,
        currency: r.snapshot.currency,
        spentOn: r.snapshot.spentOn,
        payee: r.snapshot.payee,
        note: r.snapshot.note,
        receiptContentType: r.snapshot.receiptContentType,
        maintenanceRequestId: r.snapshot.maintenanceRequestId,
      },
    })),
  };
}

/** The receipt of one of the landlord's expenses; 404 for anyone else's, and for an expense without one. */
export async function readReceipt(deps: AppDeps, caller: SessionUser, id: string): Promise<StoredObject> {
  const scope = expenseScopeOf(caller);
  const { expense } = await requireExpense(deps.db, scope, id);
  const file = expense.receiptKey ? await deps.storage.get(expense.receiptKey) : null;
  if (!file) throw notFound(msg("expenses.noReceipt"));
  return file;
}
