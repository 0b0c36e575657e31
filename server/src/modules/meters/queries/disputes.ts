import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { leases, meterReadings, meters, properties, readingDisputes, users } from "../../../db/schema";
import { ownedBy } from "./meters";

/** The latest dispute of each reading (one query for a page). */
export async function latestDisputes(db: DbOrTx, readingIds: string[]) {
  if (!readingIds.length) return new Map<string, DisputeRow>();
  const rows = await db
    .selectDistinctOn([readingDisputes.readingId])
    .from(readingDisputes)
    .where(inArray(readingDisputes.readingId, readingIds))
    .orderBy(readingDisputes.readingId, desc(readingDisputes.openedAt));
  return new Map(rows.map((d) => [d.readingId, d]));
}
export type DisputeRow = typeof readingDisputes.$inferSelect;

export async function insertDispute(db: DbOrTx, values: typeof readingDisputes.$inferInsert) {
  const [row] = await db.insert(readingDisputes).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** A dispute of a reading of one of the landlord's meters, locked; null otherwise. */
export async function lockLandlordDispute(db: DbOrTx, landlordId: string, disputeId: string) {
  const [row] = await db
    .select({ dispute: readingDisputes, readingId: meterReadings.id })
    .from(readingDisputes)
    .innerJoin(meterReadings, eq(meterReadings.id, readingDisputes.readingId))
    .innerJoin(meters, eq(meters.id, meterReadings.meterId))
    .innerJoin(properties, eq(properties.id, meters.propertyId))
    .where(and(eq(readingDisputes.id, disputeId), ownedBy(landlordId)))
    .for("update", { of: readingDisputes });
  return row ?? null;
}

export async function setDispute(db: DbOrTx, id: string, set: Partial<DisputeRow>) {
  const [row] = await db.update(readingDisputes).set(set).where(eq(readingDisputes.id, id)).returning();
  return row!;
}

export async function readingById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(meterReadings).where(eq(meterReadings.id, id));
  return row ?? null;
}

/** The property's open disputes, oldest first, with their tenant's name. */
export async function openDisputesOfProperty(db: DbOrTx, propertyId: number) {
  return db
    .select({
      dispute: readingDisputes,
      tenantName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(readingDisputes)
    .innerJoin(meterReadings, eq(meterReadings.id, readingDisputes.readingId))
    .innerJoin(meters, eq(meters.id, meterReadings.meterId))
    .innerJoin(users, eq(users.id, readingDisputes.tenantId))
    .where(and(eq(meters.propertyId, propertyId), eq(readingDisputes.status, "open")))
    .orderBy(asc(readingDisputes.openedAt))
    .limit(200);
}

/** The landlord of a reading's property. */
export async function landlordOfReading(db: DbOrTx, readingId: string): Promise<string> {
  const [row] = await db
    .select({ landlordId: properties.landlordId })
    .from(meterReadings)
    .innerJoin(meters, eq(meters.id, meterReadings.meterId))
    .innerJoin(properties, eq(properties.id, meters.propertyId))
    .where(eq(meterReadings.id, readingId));
  return row!.landlordId;
}

/** A dispute with its tenant's name. */
export async function disputeWithTenant(db: DbOrTx, disputeId: string) {
  const [row] = await db
    .select({
      dispute: readingDisputes,
      tenantName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(readingDisputes)
    .innerJoin(users, eq(users.id, readingDisputes.tenantId))
    .where(eq(readingDisputes.id, disputeId));
  return row!;
}

/** The tenant of a lease (null for an invitation nobody has taken up). */
export async function tenantOfLease(db: DbOrTx, leaseId: string): Promise<string | null> {
  const [row] = await db.select({ tenantId: leases.tenantId }).from(leases).where(eq(leases.id, leaseId));
  return row?.tenantId ?? null;
}

/** Readings of one meter. */
export const ofMeter = (meterId: string): SQL => eq(meterReadings.meterId, meterId);
/** These readings, within `scope`. */
export const theseWithin = (ids: string[], scope: SQL): SQL => and(inArray(meterReadings.id, ids), scope)!;
