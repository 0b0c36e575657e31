import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { properties, units } from "../../db/schema";
import { notFound } from "../../platform/errors";
import { findOwnedProperty, selectedPropertyId } from "./queries";

export const PROPERTY_NOT_FOUND = "Property not found.";
export const UNIT_NOT_FOUND = "Unit not found.";

/** The landlord's own active property, or 404 (another landlord's id must not reveal that it exists). */
export async function requireOwnedProperty(db: DbOrTx, landlordId: string, propertyId: number) {
  const p = await findOwnedProperty(db, landlordId, propertyId);
  if (!p) throw notFound(PROPERTY_NOT_FOUND);
  return p;
}

export const NO_PROPERTY_SELECTED = "Select a property to manage first.";

/** The property the landlord asked for, else the selected one; 404 when neither, or when it is not theirs. */
export async function requireManagedProperty(db: DbOrTx, landlordId: string, propertyId?: number) {
  const id = propertyId ?? (await selectedPropertyId(db, landlordId));
  if (!id) throw notFound(NO_PROPERTY_SELECTED, "NO_PROPERTY_SELECTED");
  return requireOwnedProperty(db, landlordId, id);
}

/** A unit of one of the landlord's active properties, or 404. */
export async function requireOwnedUnit(db: DbOrTx, landlordId: string, unitId: number) {
  const [row] = await db
    .select({ unit: units, property: properties })
    .from(units)
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(and(eq(units.id, unitId), eq(properties.landlordId, landlordId), eq(properties.status, "active")))
    .limit(1);
  if (!row) throw notFound(UNIT_NOT_FOUND);
  return row;
}
