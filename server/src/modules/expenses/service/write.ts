import { msg } from "../../../../../common/i18n/message";
import type { Expense, ExpenseFields } from "../../../../../common/schemas/expenses";
import type { DbOrTx } from "../../../db/client";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { badRequest } from "../../../platform/errors";
import { fileDigest, refuseOtherRequest, requestFingerprint } from "../../../platform/http/idempotency";
import { expenseNotFound, expenseScopeOf, requireExpense, requireExpenseProperty } from "../access";
import {
  type ExpenseRow,
  expenseByKey,
  findDeletableExpense,
  insertExpense,
  insertRevision,
  type NewExpense,
  snapshotOf,
  updateExpenseRow,
} from "../queries";
import { prepareReceipt, type StoredReceipt, storeReceipt } from "../receipt";
import { toExpense } from "./read";

const KEY_REUSED = msg("expenses.keyReused");

type ExpensePlace = Pick<ExpenseRow, "propertyId" | "unitId" | "category">;
type ExpenseCost = Pick<ExpenseRow, "amount" | "spentOn" | "payee" | "note">;

/** A new expense of the landlord's: where and on what it was spent, what it cost, and its stored receipt. */
export const newExpenseRow = (
  landlordId: string,
  fields: ExpensePlace & ExpenseCost,
  receipt: StoredReceipt | null,
): NewExpense => ({
  landlordId,
  propertyId: fields.propertyId,
  unitId: fields.unitId,
  category: fields.category,
  amount: fields.amount,
  currency: "UGX",
  spentOn: fields.spentOn,
  payee: fields.payee,
  note: fields.note,
  receiptKey: receipt?.key ?? null,
  receiptContentType: receipt?.contentType ?? null,
});

/**
 * Applies `fields` and a new receipt to an expense row the transaction holds locked, with its revision; false when
 * they change nothing (a retry), which adds no revision.
 */
export async function editExpenseRow(
  tx: DbOrTx,
  row: ExpenseRow,
  fields: Partial<ExpensePlace> & ExpenseCost,
  receipt: StoredReceipt | null,
  actorId: string,
): Promise<boolean> {
  const changes = changesOf(row, fields, receipt);
  if (!changes) return false;
  const updated = await updateExpenseRow(tx, row.id, changes);
  await insertRevision(tx, updated, "edited", actorId);
  return true;
}

/** Runs `write` with a stored receipt, deleting the file again when the write fails or did not need it. */
export async function withStoredReceipt<T>(
  deps: AppDeps,
  receipt: StoredReceipt | null,
  write: () => Promise<{ result: T; used: boolean }>,
): Promise<T> {
  try {
    const { result, used } = await write();
    if (!used && receipt) await deps.storage.delete(receipt.key);
    return result;
  } catch (e) {
    if (receipt) await deps.storage.delete(receipt.key);
    throw e;
  }
}

/**
 * Records an expense of one of the landlord's properties with its optional receipt. The Idempotency-Key records
 * it once: the key again with the same request answers the first expense, with another request 422.
 */
export async function createExpense(
  deps: AppDeps,
  caller: SessionUser,
  fields: ExpenseFields,
  file: Buffer | undefined,
  idempotencyKey: string,
): Promise<Expense> {
  const scope = expenseScopeOf(caller);
  const fingerprint = requestFingerprint(["expense", fields, file ? fileDigest(file) : null]);
  const recordedBefore = async () => {
    const earlier = await expenseByKey(deps.db, scope.landlordId, idempotencyKey);
    if (!earlier) return null;
    refuseOtherRequest(earlier.requestFingerprint, fingerprint, KEY_REUSED);
    return toExpense(await requireExpense(deps.db, scope, earlier.id));
  };
  const earlier = await recordedBefore();
  if (earlier) return earlier;
  await requireExpenseProperty(deps.db, scope, fields.propertyId, fields.unitId);
  const receipt = await storeReceipt(deps.storage, scope.landlordId, await prepareReceipt(file));
  const id = await withStoredReceipt(deps, receipt, () =>
    deps.db.transaction(async (tx) => {
      const row = await insertExpense(tx, {
        ...newExpenseRow(scope.landlordId, fields, receipt),
        idempotencyKey,
        requestFingerprint: fingerprint,
      });
      // The same key at the same moment: the other request recorded it.
      if (!row) return { result: null, used: false };
      await insertRevision(tx, row, "created", caller.id);
      return { result: row.id, used: true };
    }),
  );
  if (id === null) return (await recordedBefore())!;
  return toExpense(await requireExpense(deps.db, scope, id));
}

/** The changes `fields` and a new receipt make to `row`; null when they change nothing (a retry). */
function changesOf(
  row: ExpenseRow,
  fields: Partial<ExpensePlace> & ExpenseCost,
  receipt: StoredReceipt | null,
): Partial<ExpenseRow> | null {
  const next = { ...row, ...fields, deletedAt: null };
  if (receipt) Object.assign(next, { receiptKey: receipt.key, receiptContentType: receipt.contentType });
  const same = JSON.stringify(snapshotOf(next)) === JSON.stringify(snapshotOf(row)) && row.deletedAt === null;
  return same
    ? null
    : {
        ...fields,
        deletedAt: null,
        receiptKey: next.receiptKey,
        receiptContentType: next.receiptContentType,
      };
}

/**
 * Changes one of the landlord's expenses; a new receipt replaces the old one (whose file the history keeps). The
 * version before stays in the history; the same change sent again changes nothing and adds no revision.
 */
export async function updateExpense(
  deps: AppDeps,
  caller: SessionUser,
  id: string,
  fields: ExpenseFields,
  file: Buffer | undefined,
): Promise<Expense> {
  const scope = expenseScopeOf(caller);
  const current = await requireExpense(deps.db, scope, id);
  const linked = current.expense.maintenanceRequestId !== null;
  if (
    linked &&
    (fields.propertyId !== current.expense.propertyId || fields.unitId !== current.expense.unitId)
  ) {
    const m = msg("expenses.linkedToRequest");
    throw badRequest("VALIDATION_ERROR", m, { propertyId: m });
  }
  await requireExpenseProperty(deps.db, scope, fields.propertyId, fields.unitId);
  const receipt = await storeReceipt(deps.storage, scope.landlordId, await prepareReceipt(file));
  await withStoredReceipt(deps, receipt, () =>
    deps.db.transaction(async (tx) => {
      const { expense: row } = await requireExpense(tx, scope, id, { lock: true });
      return { result: null, used: await editExpenseRow(tx, row, fields, receipt, caller.id) };
    }),
  );
  return toExpense(await requireExpense(deps.db, scope, id));
}

/**
 * Deletes one of the landlord's expenses from the lists and totals; the row and its history stay. Deleting it
 * again answers the same (a retry after a lost answer).
 */
export async function deleteExpense(deps: AppDeps, caller: SessionUser, id: string) {
  const scope = expenseScopeOf(caller);
  await deps.db.transaction(async (tx) => {
    const row = await findDeletableExpense(tx, scope, id);
    if (!row) throw expenseNotFound();
    if (row.deletedAt) return;
    const deleted = await updateExpenseRow(tx, id, { deletedAt: new Date() });
    await insertRevision(tx, deleted, "deleted", caller.id);
  });
  return { deleted: true as const };
}
