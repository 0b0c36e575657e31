import {
  MAINTENANCE_UNITS_SHOWN,
  type MaintenanceReport,
  type OccupancyReport,
} from "../../../../../common/schemas/reports";
import type { SessionUser } from "../../../platform/auth/session";
import { unitCountOf } from "../queries/scope";
import { leasedUnitsOn, maintenanceByUnit, maintenanceTotals } from "../queries/units";
import { basisPoints, type RangeQuery, type ReportDeps, scopeAndRange, scopeView } from "./common";

/**
 * Occupancy per period: the scope's units (as they are now) and how many were leased on the period's last day
 * (today for the running one): decision 0065.
 */
export async function readOccupancy(
  deps: ReportDeps,
  caller: SessionUser,
  query: RangeQuery,
  today?: string,
): Promise<OccupancyReport> {
  const { scope, range } = await scopeAndRange(deps, caller, query, today);
  const days = range.periods.map((p) => p.to);
  const [units, leased] = await Promise.all([
    unitCountOf(deps.db, scope.propertyIds),
    leasedUnitsOn(deps.db, scope, days),
  ]);
  const occupiedOn = new Map(leased.map((r) => [r.day, r.occupied]));
  return {
    scope: scopeView(scope, range),
    periods: range.periods.map((p) => {
      const occupied = occupiedOn.get(p.to) ?? 0;
      return { ...p, day: p.to, units, occupied, rateBps: basisPoints(occupied, units) };
    }),
  };
}

/** Maintenance cost per unit over the range: each unit's request costs and other repairs, the costliest first. */
export async function readMaintenance(
  deps: ReportDeps,
  caller: SessionUser,
  query: RangeQuery,
  today?: string,
): Promise<MaintenanceReport> {
  const { scope, range } = await scopeAndRange(deps, caller, query, today);
  const [totals, rows, unitCount] = await Promise.all([
    maintenanceTotals(deps.db, scope, range.from, range.to),
    maintenanceByUnit(deps.db, scope, range.from, range.to, MAINTENANCE_UNITS_SHOWN),
    unitCountOf(deps.db, scope.propertyIds),
  ]);
  return {
    scope: scopeView(scope, range),
    units: rows,
    unitsWithCosts: totals.unitsWithCosts,
    propertyWide: totals.propertyWide,
    total: { requests: totals.requests, repairs: totals.repairs, total: totals.total },
    unitCount,
    perUnit: unitCount === 0 ? null : Math.round(totals.total / unitCount),
  };
}
