import type { PropertySummary } from "../../../../../common/schemas/properties";
import type { AppDeps } from "../../../deps";
import { requireOwnedProperty } from "../access";
import { findOwnedProperty, saveSelectedProperty, selectedPropertyId, summarizeProperty } from "../queries";

/** The property the landlord manages now; null when none is chosen, or it is gone. */
export async function getSelectedProperty(
  deps: AppDeps,
  landlordId: string,
): Promise<PropertySummary | null> {
  const id = await selectedPropertyId(deps.db, landlordId);
  const property = id ? await findOwnedProperty(deps.db, landlordId, id) : null;
  return property ? summarizeProperty(deps.db, property) : null;
}

/** Remembers the property the landlord manages now (the prototype kept it in browser storage). */
export async function selectProperty(
  deps: AppDeps,
  landlordId: string,
  propertyId: number,
): Promise<PropertySummary> {
  const property = await requireOwnedProperty(deps.db, landlordId, propertyId);
  await saveSelectedProperty(deps.db, landlordId, propertyId);
  return summarizeProperty(deps.db, property);
}
