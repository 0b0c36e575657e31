import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { properties, units } from "../../db/schema";
import { notFound } from "../../platform/errors";

export const PROPERTY_NOT_FOUND = "Property not found.";
export const UNIT_NOT_FOUND = "Unit not found.";

/** The landlord's own active property, or 404 (another landlord's id must not reveal that it exists). */
export async function requireOwnedProperty(db: DbOrTx, landlordId: string, propertyId: number) {
  const [p] = await db
    .select()
    .from(properties)
    .where(
      and(
        eq(properties.id, propertyId),
        eq(properties.landlordId, landlordId),
        eq(properties.status, "active"),
      ),
    )
    .limit(1);
  if (!p) throw notFound(PROPERTY_NOT_FOUND);
  return p;
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
