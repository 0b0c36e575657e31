import type { Expense, MaintenanceCostFields } from "../../../../../common/schemas/expenses";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { recordMaintenanceCost } from "../../expenses";
import { requireVisible } from "./read";

/**
 * The landlord records what a request's repair cost: the request must be one of their properties' (404 for
 * anyone else's), and its cost becomes that property's expense through the expenses module's door.
 */
export async function recordCost(
  deps: AppDeps,
  landlord: SessionUser,
  requestId: string,
  fields: MaintenanceCostFields,
  file: Buffer | undefined,
): Promise<Expense> {
  const { r } = await requireVisible(deps.db, landlord, requestId);
  return recordMaintenanceCost(
    deps,
    landlord,
    { id: r.id, propertyId: r.propertyId, unitId: r.unitId },
    fields,
    file,
  );
}
