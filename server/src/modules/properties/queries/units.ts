import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { UnitReadiness } from "../../../../../common/constants";
import type { DbOrTx } from "../../../db/client";
import { leases, properties, units } from "../../../db/schema";

/**
 * The unit rows of a property: a property is created, grown and shrunk with its units, and a unit's lookup for
 * its landlord is the property's access check. The units module's list (with tenants and standings) reads
 * these rows from above.
 */

export type UnitRecord = typeof units.$inferSelect;
export type NewUnit = typeof units.$inferInsert;
type UnitEdit = Partial<
  Pick<UnitRecord, "unitNumber" | "readiness" | "workNeeded" | "notes" | "condition" | "rentAmount">
>;

/** Rows per INSERT: PostgreSQL takes at most 65,535 parameters per statement. */
const INSERT_CHUNK = 1000;

/** A unit of one of the landlord's active properties, with its property; null for anyone else's. */
export async function findOwnedUnit(db: DbOrTx, landlordId: string, unitId: number) {
  const [row] = await db
    .select({ unit: units, property: properties })
    .from(units)
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(and(eq(units.id, unitId), eq(properties.landlordId, landlordId), eq(properties.status, "active")))
    .limit(1);
  return row ?? null;
}

export async function insertUnits(db: DbOrTx, rows: NewUnit[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK)
    await db.insert(units).values(rows.slice(i, i + INSERT_CHUNK));
}

/** The property's most recently added unit (new units copy its details), if any. */
export async function newestUnit(db: DbOrTx, propertyId: number): Promise<UnitRecord | null> {
  const [row] = await db
    .select()
    .from(units)
    .where(eq(units.propertyId, propertyId))
    .orderBy(desc(units.createdAt), desc(units.id))
    .limit(1);
  return row ?? null;
}

export async function unitNumbersOf(db: DbOrTx, propertyId: number): Promise<string[]> {
  const rows = await db
    .select({ unitNumber: units.unitNumber })
    .from(units)
    .where(eq(units.propertyId, propertyId));
  return rows.map((r) => r.unitNumber);
}

/** Units without any lease, ever: the only ones a shrinking property may remove. Newest first. */
export async function unitsWithoutHistory(db: DbOrTx, propertyId: number, limit: number) {
  return db
    .select({ id: units.id })
    .from(units)
    .where(
      and(
        eq(units.propertyId, propertyId),
        sql`${units.id} not in (select ${leases.unitId} from ${leases} where ${leases.propertyId} = ${propertyId})`,
      ),
    )
    .orderBy(desc(units.createdAt), desc(units.id))
    .limit(limit);
}

export async function deleteUnits(db: DbOrTx, unitIds: number[]): Promise<void> {
  if (unitIds.length) await db.delete(units).where(inArray(units.id, unitIds));
}

/** True when another unit of the property has this number (case-insensitive). */
export async function unitNumberTaken(
  db: DbOrTx,
  propertyId: number,
  exceptUnitId: number,
  unitNumber: string,
) {
  const [taken] = await db
    .select({ id: units.id })
    .from(units)
    .where(
      and(
        eq(units.propertyId, propertyId),
        ne(units.id, exceptUnitId),
        sql`lower(${units.unitNumber}) = lower(${unitNumber})`,
      ),
    )
    .limit(1);
  return Boolean(taken);
}

/** The fields given; the others stay. */
export async function updateUnitFields(db: DbOrTx, unitId: number, edit: UnitEdit): Promise<void> {
  await db.update(units).set(edit).where(eq(units.id, unitId));
}

export async function setUnitReadiness(db: DbOrTx, unitId: number, readiness: UnitReadiness): Promise<void> {
  await db.update(units).set({ readiness }).where(eq(units.id, unitId));
}
