import { msg } from "../../../../common/i18n/message";
import type { DbOrTx } from "../../db/client";
import { notFound } from "../../platform/errors";
import { findOwnedProperty, selectedPropertyId } from "./queries";
import { findOwnedUnit } from "./queries/units";

export const PROPERTY_NOT_FOUND = msg("properties.notFound");

/** The 404 of a property that is not the landlord's own active one (it must not reveal that it exists). */
export const propertyNotFound = () => notFound(PROPERTY_NOT_FOUND);
/** The 404 of a landlord who asked for no property and has none selected. */
export const noPropertySelected = () => notFound(msg("properties.noneSelected"), "NO_PROPERTY_SELECTED");

/** The landlord's own active property, or 404 (another landlord's id must not reveal that it exists). */
export async function requireOwnedProperty(db: DbOrTx, landlordId: string, propertyId: number) {
  const p = await findOwnedProperty(db, landlordId, propertyId);
  if (!p) throw propertyNotFound();
  return p;
}

/**
 * The property the landlord asked for, else the selected one; 404 when neither, or when it is not theirs. (The
 * landlord dashboard makes the same check inside its one statement.)
 */
export async function requireManagedProperty(db: DbOrTx, landlordId: string, propertyId?: number) {
  const id = propertyId ?? (await selectedPropertyId(db, landlordId));
  if (!id) throw noPropertySelected();
  return requireOwnedProperty(db, landlordId, id);
}

/** A unit of one of the landlord's active properties, with its property, or 404. */
export async function requireOwnedUnit(db: DbOrTx, landlordId: string, unitId: number) {
  const row = await findOwnedUnit(db, landlordId, unitId);
  if (!row) throw notFound(msg("units.notFound"));
  return row;
}
