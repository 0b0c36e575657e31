import type { Expense, MaintenanceCostFields } from "../../../../../common/schemas/expenses";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { expenseScopeOf, requireExpense, requireExpenseProperty } from "../access";
import { type ExpenseRow, expenseOfRequest, insertExpense, insertRevision } from "../queries";
import { prepareReceipt, storeReceipt } from "../receipt";
import { toExpense } from "./read";
import { editExpenseRow, newExpenseRow, withStoredReceipt } from "./write";

/** The maintenance request whose cost is recorded, as the maintenance module found it for its landlord. */
export interface CostedRequest {
  id: string;
  propertyId: number;
  unitId: number;
}

/**
 * A maintenance request's cost, recorded by the landlord of its property: an expense of category repairs of its
 * unit, one per request (a unique index). Recording it again edits that expense, with the version before kept in
 * its history (and brings it back if it was deleted); the same cost sent again changes nothing.
 */
export async function recordMaintenanceCost(
  deps: AppDeps,
  caller: SessionUser,
  request: CostedRequest,
  fields: MaintenanceCostFields,
  file: Buffer | undefined,
): Promise<Expense> {
  const scope = expenseScopeOf(caller);
  await requireExpenseProperty(deps.db, scope, request.propertyId, request.unitId);
  const receipt = await storeReceipt(deps.storage, scope.landlordId, await prepareReceipt(file));
  const id = await withStoredReceipt(deps, receipt, () =>
    deps.db.transaction(async (tx) => {
      const edit = async (row: ExpenseRow) => ({
        result: row.id,
        used: await editExpenseRow(tx, row, fields, receipt, caller.id),
      });
      const existing = await expenseOfRequest(tx, request.id, { lock: true });
      if (existing) return edit(existing);
      const place = { propertyId: request.propertyId, unitId: request.unitId, category: "repairs" as const };
      const row = await insertExpense(tx, {
        ...newExpenseRow(scope.landlordId, { ...place, ...fields }, receipt),
        maintenanceRequestId: request.id,
      });
      // Recorded at the same moment by another request: this one edits what that one stored.
      if (!row) return edit((await expenseOfRequest(tx, request.id, { lock: true }))!);
      await insertRevision(tx, row, "created", caller.id);
      return { result: row.id, used: true };
    }),
  );
  return toExpense(await requireExpense(deps.db, scope, id));
}

/** The cost recorded for a maintenance request (not deleted), for its detail screen; null when none. */
export async function maintenanceCostOf(deps: Pick<AppDeps, "db">, requestId: string) {
  const row = await expenseOfRequest(deps.db, requestId);
  if (!row || row.deletedAt) return null;
  return { expenseId: row.id, amount: row.amount, payee: row.payee, spentOn: row.spentOn, note: row.note };
}
