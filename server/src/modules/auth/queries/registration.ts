import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { properties, rentalApplications, users } from "../../../db/schema";
import { outsideDemoWorlds } from "../../users/queries";

/**
 * The active property of this name that a new tenant may apply to: never a demo world's copy, so the
 * template's (or a real one of that name), the oldest first.
 */
export async function applicablePropertyNamed(db: DbOrTx, name: string) {
  const [property] = await db
    .select({ id: properties.id, name: properties.name, landlordId: properties.landlordId })
    .from(properties)
    .innerJoin(users, and(eq(users.id, properties.landlordId), outsideDemoWorlds))
    .where(and(eq(properties.name, name), eq(properties.status, "active")))
    .orderBy(asc(properties.id))
    .limit(1);
  return property ?? null;
}

export async function insertRentalApplication(
  db: DbOrTx,
  values: typeof rentalApplications.$inferInsert,
): Promise<void> {
  await db.insert(rentalApplications).values(values);
}
