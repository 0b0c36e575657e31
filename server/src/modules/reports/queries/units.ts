import { and, asc, desc, eq, gte, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { expenses, leases, properties, units } from "../../../db/schema";
import type { BooksScope } from "../access";

/**
 * Units leased on each of `days`: a lease holds its unit from its start day through the day it ended (its
 * ended_at on Kampala's clock, else its end date), or on while it is active; a pending lease holds none
 * (leases_property_idx). One grouped query over the days as a VALUES list.
 */
export async function leasedUnitsOn(db: DbOrTx, scope: BooksScope, days: string[]) {
  if (!scope.propertyIds.length || !days.length) return [];
  const list = sql.join(
    days.map((d) => sql`(${d}::date)`),
    sql`, `,
  );
  const endedOn = sql`coalesce(((${leases.endedAt} at time zone 'UTC') + interval '3 hours')::date, ${leases.endDate}, ${leases.startDate})`;
  const rows = await db.execute<{ day: string; occupied: number | string }>(sql`
    select to_char(d.day, 'YYYY-MM-DD') as day, count(distinct ${leases.unitId}) as occupied
    from (values ${list}) as d(day)
    join ${leases} on ${inArray(leases.propertyId, scope.propertyIds)}
      and ${leases.status} in ('active', 'ended')
      and ${leases.startDate} <= d.day
      and (${leases.status} = 'active' or ${endedOn} >= d.day)
    group by d.day`);
  return rows.rows.map((r) => ({ day: r.day, occupied: Number(r.occupied) }));
}

/** Maintenance costs: expenses of a maintenance request, and any other repairs; deleted ones count nowhere. */
const maintenanceOf = (scope: BooksScope, from: string, to: string) =>
  and(
    eq(expenses.landlordId, scope.landlordId),
    scope.propertyId !== null ? eq(expenses.propertyId, scope.propertyId) : undefined,
    sql`${expenses.deletedAt} is null`,
    gte(expenses.spentOn, from),
    lte(expenses.spentOn, to),
    or(eq(expenses.category, "repairs"), isNotNull(expenses.maintenanceRequestId)),
  );

const figures = {
  requests:
    sql<number>`coalesce(sum(${expenses.amount}) filter (where ${expenses.maintenanceRequestId} is not null), 0)`.mapWith(
      Number,
    ),
  repairs:
    sql<number>`coalesce(sum(${expenses.amount}) filter (where ${expenses.maintenanceRequestId} is null), 0)`.mapWith(
      Number,
    ),
  total: sql<number>`coalesce(sum(${expenses.amount}), 0)`.mapWith(Number),
};

/** The range's maintenance costs in all: by source, property-wide ones, and how many units had any. */
export async function maintenanceTotals(db: DbOrTx, scope: BooksScope, from: string, to: string) {
  const [row] = await db
    .select({
      ...figures,
      propertyWide:
        sql<number>`coalesce(sum(${expenses.amount}) filter (where ${expenses.unitId} is null), 0)`.mapWith(
          Number,
        ),
      unitsWithCosts: sql<number>`count(distinct ${expenses.unitId})`.mapWith(Number),
    })
    .from(expenses)
    .where(maintenanceOf(scope, from, to));
  return row!;
}

/** The costliest units of the range (at most `limit`). */
export async function maintenanceByUnit(
  db: DbOrTx,
  scope: BooksScope,
  from: string,
  to: string,
  limit: number,
) {
  return db
    .select({ unitId: units.id, propertyName: properties.name, unitNumber: units.unitNumber, ...figures })
    .from(expenses)
    .innerJoin(units, eq(units.id, expenses.unitId))
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(maintenanceOf(scope, from, to))
    .groupBy(units.id, properties.name, units.unitNumber)
    .orderBy(desc(figures.total), asc(properties.name), asc(units.unitNumber))
    .limit(limit);
}
