import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import {
  leases,
  properties,
  recurringChargeAmounts,
  recurringCharges,
  recurringChargeUnits,
  units,
  users,
} from "../../../db/schema";
import { tenantNameSql } from "../../leases";
import { afterCursor, type Keyset, keysetAt } from "../../notifications";

/** The SQL of recurring charges as the landlord sees and changes them. */

export type NewRecurringCharge = typeof recurringCharges.$inferInsert;

const chargeColumns = {
  id: recurringCharges.id,
  propertyId: recurringCharges.propertyId,
  propertyName: properties.name,
  name: recurringCharges.name,
  frequency: recurringCharges.frequency,
  appliesTo: recurringCharges.appliesTo,
  firstDueDate: recurringCharges.firstDueDate,
  endDate: recurringCharges.endDate,
  createdAt: recurringCharges.createdAt,
  keysetAt: keysetAt(recurringCharges.createdAt),
};
export type ChargeRow = Awaited<ReturnType<typeof chargesOfLandlord>>[number];

/** The landlord's charges on their active properties (one property's when given), a page newest first. */
export async function chargesOfLandlord(
  db: DbOrTx,
  landlordId: string,
  opts: { propertyId?: number; after?: Keyset; limit: number },
) {
  return db
    .select(chargeColumns)
    .from(recurringCharges)
    .innerJoin(properties, eq(properties.id, recurringCharges.propertyId))
    .where(
      and(
        eq(recurringCharges.landlordId, landlordId),
        eq(properties.status, "active"),
        opts.propertyId === undefined ? undefined : eq(recurringCharges.propertyId, opts.propertyId),
        opts.after ? afterCursor(recurringCharges.createdAt, recurringCharges.id, opts.after) : undefined,
      ),
    )
    .orderBy(desc(recurringCharges.createdAt), desc(recurringCharges.id))
    .limit(opts.limit);
}

/**
 * One charge of the landlord's on an active property of theirs, or null; `lock` holds it against other changes
 * and postings until the transaction ends.
 */
export async function findLandlordCharge(db: DbOrTx, landlordId: string, id: string, lock = false) {
  const q = db
    .select(chargeColumns)
    .from(recurringCharges)
    .innerJoin(properties, eq(properties.id, recurringCharges.propertyId))
    .where(
      and(
        eq(recurringCharges.id, id),
        eq(recurringCharges.landlordId, landlordId),
        eq(properties.status, "active"),
      ),
    )
    .limit(1);
  const [row] = lock ? await q.for("update", { of: recurringCharges }) : await q;
  return row ?? null;
}

/** The charge the landlord made with this key, with the request it was made for; null when none. */
export async function chargeByKey(db: DbOrTx, landlordId: string, key: string) {
  const [row] = await db
    .select({ id: recurringCharges.id, requestFingerprint: recurringCharges.requestFingerprint })
    .from(recurringCharges)
    .where(and(eq(recurringCharges.landlordId, landlordId), eq(recurringCharges.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

export async function insertCharge(
  tx: DbOrTx,
  row: NewRecurringCharge,
  amount: { effectiveFrom: string; amount: number },
  unitIds: number[],
) {
  const [charge] = await tx.insert(recurringCharges).values(row).returning({ id: recurringCharges.id });
  const id = charge!.id;
  await tx.insert(recurringChargeAmounts).values({ chargeId: id, ...amount });
  if (unitIds.length)
    await tx.insert(recurringChargeUnits).values(unitIds.map((unitId) => ({ chargeId: id, unitId })));
  return id;
}

export async function setChargeFields(
  tx: DbOrTx,
  id: string,
  fields: { name?: string; endDate?: string | null },
) {
  if (fields.name === undefined && fields.endDate === undefined) return;
  await tx.update(recurringCharges).set(fields).where(eq(recurringCharges.id, id));
}

/** The amount from a period on (a second change for the same period replaces the first). */
export async function setAmountFrom(tx: DbOrTx, chargeId: string, effectiveFrom: string, amount: number) {
  await tx
    .insert(recurringChargeAmounts)
    .values({ chargeId, effectiveFrom, amount })
    .onConflictDoUpdate({
      target: [recurringChargeAmounts.chargeId, recurringChargeAmounts.effectiveFrom],
      set: { amount },
    });
}

/** The units of these charges (those applied to chosen units), with their numbers. */
export async function unitsOfCharges(db: DbOrTx, chargeIds: string[]) {
  if (!chargeIds.length) return [];
  return db
    .select({ chargeId: recurringChargeUnits.chargeId, id: units.id, unitNumber: units.unitNumber })
    .from(recurringChargeUnits)
    .innerJoin(units, eq(units.id, recurringChargeUnits.unitId))
    .where(inArray(recurringChargeUnits.chargeId, chargeIds));
}

/** Those of `unitIds` that are units of the property. */
export async function unitsInProperty(db: DbOrTx, propertyId: number, unitIds: number[]) {
  if (!unitIds.length) return [];
  const rows = await db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.propertyId, propertyId), inArray(units.id, unitIds)));
  return rows.map((r) => r.id);
}

/**
 * Active leases in shillings on the landlord's active properties, with unit and tenant: one lease (`leaseId`) or
 * a property's (`propertyId`), ordered by unit.
 */
export async function chargeableLeasesOf(
  db: DbOrTx,
  landlordId: string,
  where: { leaseId: string } | { propertyId: number },
) {
  const which: SQL =
    "leaseId" in where ? eq(leases.id, where.leaseId) : eq(leases.propertyId, where.propertyId);
  return db
    .select({
      leaseId: leases.id,
      propertyId: leases.propertyId,
      unitNumber: units.unitNumber,
      tenantId: leases.tenantId,
      tenantLocale: users.locale,
      tenantName: tenantNameSql,
    })
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .leftJoin(users, eq(users.id, leases.tenantId))
    .where(
      and(
        which,
        eq(properties.landlordId, landlordId),
        eq(properties.status, "active"),
        eq(leases.status, "active"),
        eq(leases.currency, "UGX"),
      ),
    )
    .orderBy(asc(units.unitNumber))
    .limit(1000);
}
