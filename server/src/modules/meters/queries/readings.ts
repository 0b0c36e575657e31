import { and, asc, desc, eq, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { leases, meterReadings, meters, properties, units } from "../../../db/schema";
import type { NewReading, ReadingRow } from "./meters";

/** The meter's last current (not superseded) reading: the one the next is measured from. */
export async function lastReading(db: DbOrTx, meterId: string): Promise<ReadingRow | null> {
  const [row] = await db
    .select()
    .from(meterReadings)
    .where(and(eq(meterReadings.meterId, meterId), isNull(meterReadings.supersededBy)))
    .orderBy(desc(meterReadings.readOn), desc(meterReadings.createdAt))
    .limit(1);
  return row ?? null;
}

/** The current readings of a meter just before and just after one reading (by date, then when recorded). */
export async function neighboursOf(db: DbOrTx, reading: ReadingRow) {
  const current = and(
    eq(meterReadings.meterId, reading.meterId),
    isNull(meterReadings.supersededBy),
    ne(meterReadings.id, reading.id),
  );
  const after = sql`(${meterReadings.readOn}, ${meterReadings.createdAt}) > (${reading.readOn}, ${reading.createdAt})`;
  const before = sql`(${meterReadings.readOn}, ${meterReadings.createdAt}) < (${reading.readOn}, ${reading.createdAt})`;
  const [[previous], [next]] = await Promise.all([
    db
      .select()
      .from(meterReadings)
      .where(and(current, before))
      .orderBy(desc(meterReadings.readOn), desc(meterReadings.createdAt))
      .limit(1),
    db
      .select()
      .from(meterReadings)
      .where(and(current, after))
      .orderBy(asc(meterReadings.readOn), asc(meterReadings.createdAt))
      .limit(1),
  ]);
  return { previous: previous ?? null, next: next ?? null };
}

/** The reading a landlord recorded with this Idempotency-Key, if any. */
export async function readingByKey(db: DbOrTx, recordedBy: string, key: string) {
  const [row] = await db
    .select()
    .from(meterReadings)
    .where(and(eq(meterReadings.recordedBy, recordedBy), eq(meterReadings.idempotencyKey, key)));
  return row ?? null;
}

export async function insertReading(db: DbOrTx, values: NewReading): Promise<ReadingRow> {
  const [row] = await db.insert(meterReadings).values(values).returning();
  return row!;
}

export async function setReading(db: DbOrTx, id: string, set: Partial<NewReading>) {
  await db.update(meterReadings).set(set).where(eq(meterReadings.id, id));
}

/**
 * The unit's active lease whose tenancy had begun by `day`: the lease a reading of that day is charged to. Tariffs
 * are in UGX, so a lease kept in another currency is charged nothing (decision 0063).
 */
export async function leaseToCharge(db: DbOrTx, unitId: number, day: string) {
  const [row] = await db
    .select({
      id: leases.id,
      tenantId: leases.tenantId,
      currency: leases.currency,
      propertyId: leases.propertyId,
    })
    .from(leases)
    .where(
      and(
        eq(leases.unitId, unitId),
        eq(leases.status, "active"),
        eq(leases.currency, "UGX"),
        sql`${leases.startDate} <= ${day}`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Readings the tenant may see: of their unit's own meter, on a day their lease (active or ended, never pending)
 * covered. Shared meters have no unit and never match.
 */
export const tenantCovers = (tenantId: string): SQL =>
  sql`${meterReadings.meterId} in (select m.id from ${meters} m join ${leases} l on l.unit_id = m.unit_id
    where l.tenant_id = ${tenantId} and l.status <> 'pending') and exists (select 1 from ${leases} l where l.tenant_id = ${tenantId} and l.unit_id = ${meters.unitId}
    and l.status <> 'pending' and l.start_date <= ${meterReadings.readOn}
    and (l.status = 'active' or coalesce(l.ended_at::date, l.end_date) >= ${meterReadings.readOn}))`;

/** Readings the landlord may see: of meters of their own active properties. */
export const landlordCovers = (landlordId: string): SQL =>
  sql`exists (select 1 from ${properties} p where p.id = ${meters.propertyId} and p.landlord_id = ${landlordId}
    and p.status = 'active')`;

const readingColumns = {
  reading: meterReadings,
  utility: meters.utility,
  measure: meters.measure,
  serial: meters.serial,
  unitId: meters.unitId,
  propertyId: meters.propertyId,
  unitNumber: units.unitNumber,
};

/** A page of readings within `scope`, newest first (the meter index serves a meter's; the lease's a tenant's). */
export async function readingsPage(db: DbOrTx, scope: SQL, page: number, size: number) {
  return db
    .select(readingColumns)
    .from(meterReadings)
    .innerJoin(meters, eq(meters.id, meterReadings.meterId))
    .leftJoin(units, eq(units.id, meters.unitId))
    .where(scope)
    .orderBy(desc(meterReadings.readOn), desc(meterReadings.createdAt), desc(meterReadings.id))
    .limit(size + 1)
    .offset((page - 1) * size);
}
export type ReadingWithMeter = Awaited<ReturnType<typeof readingsPage>>[number];

/** One reading within `scope`, or null. */
export async function visibleReading(db: DbOrTx, id: string, scope: SQL) {
  const [row] = await readingsPageOf(db, and(eq(meterReadings.id, id), scope)!);
  return row ?? null;
}
const readingsPageOf = (db: DbOrTx, where: SQL) =>
  db
    .select(readingColumns)
    .from(meterReadings)
    .innerJoin(meters, eq(meters.id, meterReadings.meterId))
    .leftJoin(units, eq(units.id, meters.unitId))
    .where(where)
    .limit(1);
