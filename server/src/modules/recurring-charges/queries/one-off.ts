import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { charges, leases, oneOffCharges, properties, units, users } from "../../../db/schema";
import { tenantNameSql } from "../../leases";
import { afterCursor, type Keyset, keysetAt } from "../../notifications";

/** The SQL of one-off charges ('Charge Tenant'). */

/** The one-off charge the landlord made with this key, with the request it was made for; null when none. */
export async function oneOffByKey(db: DbOrTx, landlordId: string, key: string) {
  const [row] = await db
    .select({ id: oneOffCharges.id, requestFingerprint: oneOffCharges.requestFingerprint })
    .from(oneOffCharges)
    .where(and(eq(oneOffCharges.landlordId, landlordId), eq(oneOffCharges.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

export async function insertOneOff(tx: DbOrTx, row: typeof oneOffCharges.$inferInsert) {
  const [inserted] = await tx.insert(oneOffCharges).values(row).returning({ id: oneOffCharges.id });
  return inserted!.id;
}

const listColumns = {
  id: oneOffCharges.id,
  leaseId: oneOffCharges.leaseId,
  propertyId: oneOffCharges.propertyId,
  unitNumber: units.unitNumber,
  tenantName: tenantNameSql,
  amount: charges.amount,
  reason: oneOffCharges.reason,
  dueDate: charges.dueDate,
  createdAt: oneOffCharges.createdAt,
  keysetAt: keysetAt(oneOffCharges.createdAt),
};

/** The landlord's one-off charges of a property or of one lease (or one by id), a page newest first. */
export async function oneOffsOfLandlord(
  db: DbOrTx,
  landlordId: string,
  opts: { propertyId?: number; leaseId?: string; id?: string; after?: Keyset; limit: number },
) {
  return db
    .select(listColumns)
    .from(oneOffCharges)
    .innerJoin(charges, eq(charges.id, oneOffCharges.chargeId))
    .innerJoin(leases, eq(leases.id, oneOffCharges.leaseId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .innerJoin(properties, eq(properties.id, oneOffCharges.propertyId))
    .leftJoin(users, eq(users.id, leases.tenantId))
    .where(
      and(
        eq(oneOffCharges.landlordId, landlordId),
        eq(properties.status, "active"),
        opts.propertyId === undefined ? undefined : eq(oneOffCharges.propertyId, opts.propertyId),
        opts.leaseId === undefined ? undefined : eq(oneOffCharges.leaseId, opts.leaseId),
        opts.id === undefined ? undefined : eq(oneOffCharges.id, opts.id),
        opts.after ? afterCursor(oneOffCharges.createdAt, oneOffCharges.id, opts.after) : undefined,
      ),
    )
    .orderBy(desc(oneOffCharges.createdAt), desc(oneOffCharges.id))
    .limit(opts.limit);
}
