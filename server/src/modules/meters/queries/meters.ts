import { and, asc, eq, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { leases, meterReadings, meters, properties, readingDisputes, units, users } from "../../../db/schema";
import { tenantNameSql } from "../../leases";

/** A condition on readings joined with their meter (made here: all SQL of the module is in queries/). */
export type ReadingScope = SQL;

/** The meters module's SQL (decision 0063): meters, readings and disputes, each scoped by its caller's check. */

export type MeterRow = typeof meters.$inferSelect;
export type ReadingRow = typeof meterReadings.$inferSelect;
export type NewReading = typeof meterReadings.$inferInsert;

export const ownedBy = (landlordId: string) =>
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
