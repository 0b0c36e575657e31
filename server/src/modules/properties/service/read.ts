import type { PropertySummary } from "../../../../../common/schemas/properties";
import type { AppDeps } from "../../../deps";
import { requireOwnedProperty } from "../access";
import { listActiveProperties, summarizeProperties, summarizeProperty } from "../queries";

export async function listProperties(deps: AppDeps, landlordId: string): Promise<PropertySummary[]> {
  return summarizeProperties(deps.db, await listActiveProperties(deps.db, landlordId));
}

export async function getProperty(deps: AppDeps, landlordId: string, id: number): Promise<PropertySummary> {
  return summarizeProperty(deps.db, await requireOwnedProperty(deps.db, landlordId, id));
}
