import { msg } from "../../../../common/i18n/message";
import type { DbOrTx } from "../../db/client";
import type { SessionUser } from "../../platform/auth/session";
import { badRequest, notFound } from "../../platform/errors";
import { requireOwnedProperty, requireOwnedUnit } from "../properties";
import { type ExpenseScope, findVisibleExpense } from "./queries";

export const expenseNotFound = () => notFound(msg("expenses.notFound"));

/**
 * Whose expenses the caller may see and change: today a landlord their own. The one place a role is turned into
 * a scope, so the staff roles of the next issues extend this function (and nothing else) to their landlord's.
 */
export function expenseScopeOf(caller: SessionUser): ExpenseScope {
  if (caller.role !== "landlord") throw expenseNotFound();
  return { landlordId: caller.id };
}

/** The property (and unit, when one is named) an expense is recorded for: the scope's own active one, or 404. */
export async function requireExpenseProperty(
  db: DbOrTx,
  scope: ExpenseScope,
  propertyId: number,
  unitId: number | null,
) {
  const property = await requireOwnedProperty(db, scope.landlordId, propertyId);
  if (unitId !== null) {
    const unit = await requireOwnedUnit(db, scope.landlordId, unitId);
    if (unit.property.id !== propertyId) {
      const m = msg("expenses.unitNotOfProperty");
      throw badRequest("VALIDATION_ERROR", m, { unitId: m });
    }
  }
  return property;
}

/** One expense of the scope (locked for the caller's transaction with `lock`), or 404 for anyone else's. */
export async function requireExpense(
  db: DbOrTx,
  scope: ExpenseScope,
  id: string,
  options: { lock?: boolean } = {},
) {
  const row = await findVisibleExpense(db, scope, id, options);
  if (!row) throw expenseNotFound();
  return row;
}
