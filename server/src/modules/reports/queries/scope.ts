import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { properties, units, users } from "../../../db/schema";

/** The landlord's properties (properties_landlord_idx), or the one asked for when it is theirs. */
export async function propertiesOfLandlord(db: DbOrTx, landlordId: string, propertyId?: number) {
  return db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(
      and(
        eq(properties.landlordId, landlordId),
        propertyId !== undefined ? eq(properties.id, propertyId) : undefined,
      ),
    )
    .orderBy(asc(properties.name), asc(properties.id));
}

export async function landlordNameOf(db: DbOrTx, landlordId: string): Promise<string> {
  const [row] = await db
    .select({ name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(users)
    .where(eq(users.id, landlordId));
  return row?.name ?? "";
}

/** How many units the properties have now (units_property_number_key). */
export async function unitCountOf(db: DbOrTx, propertyIds: number[]): Promise<number> {
  if (!propertyIds.length) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(units)
    .where(inArray(units.propertyId, propertyIds));
  return row?.n ?? 0;
}
