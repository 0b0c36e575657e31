import type { CategoryTotal } from "../../../../../common/schemas/expenses";
import type { DbOrTx } from "../../../db/client";
import { sumByCategory } from "../queries";

/**
 * What a landlord spent by category over a range of days (both included), on all their properties or one: the
 * income statement's and the rental tax's expenses. One aggregate over the landlord's or the property's day index;
 * deleted expenses count nowhere. The caller has checked that the landlord may see them.
 */
export async function expenseTotalsByCategory(
  db: DbOrTx,
  landlordId: string,
  range: { from: string; to: string; propertyId?: number },
): Promise<{ total: number; byCategory: CategoryTotal[] }> {
  const byCategory = await sumByCategory(db, { landlordId }, range);
  return { total: byCategory.reduce((s, c) => s + c.amount, 0), byCategory };
}
