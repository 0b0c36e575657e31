import { and, count, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { kampalaToday } from "../../../../common/kampala-calendar";
import { ACTIVE_MAINTENANCE_STATUSES } from "../../../../common/schemas/maintenance";
import type { UnitRow } from "../../../../common/schemas/units";
import type { DbOrTx } from "../../db/client";
import { preparedPerDb } from "../../db/prepared";
import { leases, maintenanceRequests, units, users } from "../../db/schema";
import { isCurrentLease } from "../leases";
import { compareUnitNumbers } from "../properties";
import { leaseStandingsOf } from "../tenancy";

export type UnitStatusFilter = "occupied" | "available" | "all";
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
