import { and, asc, desc, eq, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { leases, meterReadings, meters, properties, readingDisputes, units, users } from "../../db/schema";
import { tenantNameSql } from "../leases";

/** A condition on readings joined with their meter (made here: all SQL of the module is in this file). */
export type ReadingScope = SQL;

/** The meters module's SQL (decision 0063): meters, readings and disputes, each scoped by its caller's check. */

export type MeterRow = typeof meters.$inferSelect;
export type ReadingRow = typeof meterReadings.$inferSelect;
export type NewReading = typeof meterReadings.$inferInsert;

const ownedBy = (landlordId: string) =>
  and(eq(properties.landlordId, landlordId), eq(properties.status, "active"));

/** A meter of one of the landlord's active properties, locked for the caller's transaction when `lock`. */
export async function landlordMeter(db: DbOrTx, landlordId: string, meterId: string, lock = false) {
  const q = db
    .select({ meter: meters, landlordId: properties.landlordId, propertyName: properties.name })
    .from(meters)
    .innerJoin(properties, eq(properties.id, meters.propertyId))
    .where(and(eq(meters.id, meterId), ownedBy(landlordId)));
  const [row] = await (lock ? q.for("update", { of: meters }) : q);
  return row ?? null;
}

/** The installed meter of a property with this serial, if any. */
export async function installedBySerial(db: DbOrTx, propertyId: number, serial: string) {
  const [row] = await db
    .select()
    .from(meters)
    .where(and(eq(meters.propertyId, propertyId), eq(meters.serial, serial), isNull(meters.removedOn)));
  return row ?? null;
}

/** The installed meter of a unit for a utility, if any. */
export async function installedOfUnit(db: DbOrTx, unitId: number, utility: MeterRow["utility"]) {
  const [row] = await db
    .select()
    .from(meters)
    .where(and(eq(meters.unitId, unitId), eq(meters.utility, utility), isNull(meters.removedOn)));
  return row ?? null;
}

/** The meter that replaced this one, if any. */
export async function successorOf(db: DbOrTx, meterId: string) {
  const [row] = await db.select().from(meters).where(eq(meters.replacesMeterId, meterId));
  return row ?? null;
}

export async function insertMeter(db: DbOrTx, values: typeof meters.$inferInsert): Promise<MeterRow> {
  const [row] = await db.insert(meters).values(values).returning();
  return row!;
}

export async function updateMeter(db: DbOrTx, id: string, set: Partial<typeof meters.$inferInsert>) {
  const [row] = await db.update(meters).set(set).where(eq(meters.id, id)).returning();
  return row!;
}

/** The property's units, with the name of the tenant of each one's current lease. */
export async function unitsWithTenants(db: DbOrTx, propertyId: number) {
  return db
    .select({ id: units.id, unitNumber: units.unitNumber, tenantName: sql<string | null>`${tenantNameSql}` })
    .from(units)
    .leftJoin(leases, and(eq(leases.unitId, units.id), ne(leases.status, "ended")))
    .leftJoin(users, eq(users.id, leases.tenantId))
    .where(eq(units.propertyId, propertyId));
}

/** The property's installed meters, each with its last current reading and its number of open disputes. */
export const installedMeters = (db: DbOrTx, propertyId: number) =>
  metersWithLast(db, and(eq(meters.propertyId, propertyId), isNull(meters.removedOn))!);

/** One meter with its last current reading and its number of open disputes. */
export async function meterWithLast(db: DbOrTx, meterId: string) {
  const [row] = await metersWithLast(db, eq(meters.id, meterId));
  return row!;
}

// Qualified by hand: a select from one table names its columns without the table, which a subquery would misread.
const meterId = sql.raw(`"meters"."id"`);

function metersWithLast(db: DbOrTx, where: SQL) {
  const last = sql<{ value: number; readOn: string } | null>`(
    select json_build_object('value', r.value, 'readOn', r.read_on) from ${meterReadings} r
    where r.meter_id = ${meterId} and r.superseded_by is null
    order by r.read_on desc, r.created_at desc limit 1)`;
  const open = sql<number>`(
    select count(*) from ${readingDisputes} d join ${meterReadings} r on r.id = d.reading_id
    where r.meter_id = ${meterId} and d.status = 'open')`.mapWith(Number);
  return db
    .select({ meter: meters, last, openDisputes: open })
    .from(meters)
    .where(where)
    .orderBy(asc(meters.utility), asc(meters.serial));
}

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
