import { and, count, eq, inArray, isNotNull, isNull, type SQL } from "drizzle-orm";
import { ACTIVE_MAINTENANCE_STATUSES } from "../../../../common/schemas/maintenance";
import type { UnitRow } from "../../../../common/schemas/units";
import type { DbOrTx } from "../../db/client";
import { leases, maintenanceRequests, units, users } from "../../db/schema";
import { CURRENT_STATUSES } from "../leases/queries";
import { compareUnitNumbers } from "../properties/unit-numbers";
import { kampalaToday } from "../rent/dates";
import { leaseStandingsOf } from "../rent/ledger";

export type UnitStatusFilter = "occupied" | "available" | "all";

/** Per unit: how many of its maintenance requests still wait for their fix. */
async function activeRequestCounts(db: DbOrTx, unitIds: number[]): Promise<Map<number, number>> {
  if (unitIds.length === 0) return new Map();
  const rows = await db
    .select({ unitId: maintenanceRequests.unitId, n: count() })
    .from(maintenanceRequests)
    .where(
      and(
        inArray(maintenanceRequests.unitId, unitIds),
        inArray(maintenanceRequests.status, [...ACTIVE_MAINTENANCE_STATUSES]),
      ),
    )
    .groupBy(maintenanceRequests.unitId);
  return new Map(rows.map((r) => [r.unitId, r.n]));
}

async function selectUnitRows(db: DbOrTx, where: SQL | undefined): Promise<UnitRow[]> {
  const rows = await db
    .select({ unit: units, lease: leases, tenantFirst: users.firstName, tenantLast: users.lastName })
    .from(units)
    .leftJoin(leases, and(eq(leases.unitId, units.id), inArray(leases.status, CURRENT_STATUSES)))
    .leftJoin(users, eq(users.id, leases.tenantId))
    .where(where);
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
  const filter =
    status === "occupied" ? isNotNull(leases.id) : status === "available" ? isNull(leases.id) : undefined;
  const rows = await selectUnitRows(db, and(eq(units.propertyId, propertyId), filter));
  return rows.sort((a, b) => compareUnitNumbers(a.unitNumber, b.unitNumber));
}

export async function getUnitRow(db: DbOrTx, unitId: number): Promise<UnitRow | null> {
  const [row] = await selectUnitRows(db, eq(units.id, unitId));
  return row ?? null;
}
