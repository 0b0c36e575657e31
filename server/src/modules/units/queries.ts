import { and, count, desc, eq, inArray, isNotNull, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { UnitReadiness } from "../../../../common/constants";
import { kampalaToday } from "../../../../common/kampala-calendar";
import { ACTIVE_MAINTENANCE_STATUSES } from "../../../../common/schemas/maintenance";
import type { UnitRow } from "../../../../common/schemas/units";
import type { DbOrTx } from "../../db/client";
import { preparedPerDb } from "../../db/prepared";
import { leases, maintenanceRequests, properties, units, users } from "../../db/schema";
import { isCurrentLease } from "../leases/queries";
import { compareUnitNumbers } from "../properties/unit-numbers";
import { leaseStandingsOf } from "../rent/ledger";

export type UnitStatusFilter = "occupied" | "available" | "all";
export type UnitRecord = typeof units.$inferSelect;
export type NewUnit = typeof units.$inferInsert;
type UnitEdit = Partial<
  Pick<UnitRecord, "unitNumber" | "readiness" | "workNeeded" | "notes" | "condition" | "rentAmount">
>;

/** Rows per INSERT: PostgreSQL takes at most 65,535 parameters per statement. */
const INSERT_CHUNK = 1000;

/** Per unit: how many of its maintenance requests still wait for their fix (unit ids as one array parameter). */
const activeRequestRows = preparedPerDb((db) =>
  db
    .select({ unitId: maintenanceRequests.unitId, n: count() })
    .from(maintenanceRequests)
    .where(
      and(
        sql`${maintenanceRequests.unitId} = any(${sql.placeholder("unitIds")})`,
        inArray(maintenanceRequests.status, [...ACTIVE_MAINTENANCE_STATUSES]),
      ),
    )
    .groupBy(maintenanceRequests.unitId)
    .prepare("active_requests_of_units"),
);

async function activeRequestCounts(db: DbOrTx, unitIds: number[]): Promise<Map<number, number>> {
  if (unitIds.length === 0) return new Map();
  const rows = await activeRequestRows(db).execute({ unitIds });
  return new Map(rows.map((r) => [r.unitId, r.n]));
}

const unitRowsStatement = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({ unit: units, lease: leases, tenantFirst: users.firstName, tenantLast: users.lastName })
    .from(units)
    .leftJoin(leases, and(eq(leases.unitId, units.id), isCurrentLease))
    .leftJoin(users, eq(users.id, leases.tenantId))
    .where(where);
type UnitLeaseRow = Awaited<ReturnType<typeof unitRowsStatement>>[number];

/** A property's units with their current lease (narrowed by `filter`), as one prepared statement. */
const unitsOfProperty = (name: string, filter?: SQL) =>
  preparedPerDb((db) =>
    unitRowsStatement(db, and(eq(units.propertyId, sql.placeholder("propertyId")), filter)).prepare(name),
  );

/** One statement per filter of the units screen. */
const UNITS_OF_PROPERTY = {
  all: unitsOfProperty("units_of_property"),
  occupied: unitsOfProperty("occupied_units_of_property", isNotNull(leases.id)),
  available: unitsOfProperty("available_units_of_property", isNull(leases.id)),
};

/** The API rows of units read with their current lease: each active lease's balance, each unit's open requests. */
async function toUnitRows(db: DbOrTx, rows: UnitLeaseRow[]): Promise<UnitRow[]> {
  // Active leases have a rent ledger; a pending one (invited, not signed up) has no balance yet.
  const [standings, openRequests] = await Promise.all([
    leaseStandingsOf(
      db,
      rows.flatMap((r) => (r.lease?.status === "active" ? [r.lease] : [])),
      kampalaToday(),
    ),
    activeRequestCounts(
      db,
      rows.map((r) => r.unit.id),
    ),
  ]);
  return rows.map(({ unit: u, lease: l, tenantFirst, tenantLast }) => ({
    id: u.id,
    unitNumber: u.unitNumber,
    floor: u.floor,
    bedrooms: u.bedrooms,
    bathrooms: u.bathrooms,
    sqft: u.sqft,
    rent: u.rentAmount,
    rentCurrency: u.rentCurrency,
    readiness: u.readiness,
    workNeeded: u.workNeeded,
    notes: u.notes,
    condition: u.condition,
    openMaintenance: openRequests.get(u.id) ?? 0,
    lease:
      l && l.status !== "ended"
        ? {
            id: l.id,
            status: l.status,
            tenantId: l.tenantId,
            // The linked tenant's own name; the name the landlord invited until they sign up.
            tenantName: tenantFirst ? `${tenantFirst} ${tenantLast}` : (l.inviteeName ?? ""),
            monthlyRent: l.monthlyRent,
            currency: l.currency,
            startDate: l.startDate,
            endDate: l.endDate,
            balance: standings.get(l.id)?.balance ?? null,
          }
        : null,
  }));
}

/** A property's units with their current (pending or active) lease, in natural unit-number order. */
export async function listUnitRows(db: DbOrTx, propertyId: number, status: UnitStatusFilter) {
  const rows = await toUnitRows(db, await UNITS_OF_PROPERTY[status](db).execute({ propertyId }));
  return rows.sort((a, b) => compareUnitNumbers(a.unitNumber, b.unitNumber));
}

export async function getUnitRow(db: DbOrTx, unitId: number): Promise<UnitRow | null> {
  const [row] = await toUnitRows(db, await unitRowsStatement(db, eq(units.id, unitId)));
  return row ?? null;
}

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
