import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { properties, users } from "../../../db/schema";
import { outsideDemoWorlds } from "../../users";

/* Whether a property is listed (its landlord's choice, a column of the property): the listings module searches
 * listed properties, the photos and sign-up read whether one is. */

/** Whether the demo template's properties count as listed (while DEMO_MODE is on; never a demo world's copies). */
export interface Audience {
  withDemo: boolean;
}

/**
 * A property anyone may see on the search: listed by its landlord, active, and owned by a real account (or the
 * demo template's landlord while the demo is on). Written as the trigram index's predicate so it can serve it.
 */
export const listedFor = ({ withDemo }: Audience) =>
  and(
    sql`${properties.listed} and ${properties.status} = 'active'`,
    withDemo ? outsideDemoWorlds : eq(users.isDemo, false),
  );

/** A listed property's public fields, or null when it is not listed (or not for this audience). */
export async function findListedProperty(db: DbOrTx, audience: Audience, propertyId: number) {
  const [row] = await db
    .select({
      id: properties.id,
      name: properties.name,
      address: properties.location,
      description: properties.description,
      propertyType: properties.propertyType,
      amenities: properties.amenities,
      imageUrl: properties.imageUrl,
      landlordId: properties.landlordId,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.landlordId))
    .where(and(eq(properties.id, propertyId), listedFor(audience)))
    .limit(1);
  return row ?? null;
}
