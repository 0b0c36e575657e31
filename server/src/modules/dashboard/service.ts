import { and, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Currency } from "../../../../common/constants";
import type { LandlordDashboard } from "../../../../common/schemas/dashboard";
import { ACTIVE_MAINTENANCE_STATUSES } from "../../../../common/schemas/maintenance";
import type { DbOrTx } from "../../db/client";
import {
  activityLog,
  leases,
  maintenanceRequests,
  payments,
  properties,
  rentalApplications,
} from "../../db/schema";
import type { AppDeps } from "../../deps";
import { requireManagedProperty } from "../properties/access";
import { summarizeProperty } from "../properties/queries";
import { kampalaMonthRange, kampalaToday } from "../rent/dates";
import { leaseStandingsOf, type StandingLease } from "../rent/ledger";

type Money = { currency: Currency; amount: number }[];

const ACTIVITY_LIMIT = 10;

type ActiveLease = StandingLease;

/** The property's active leases: the one read that the rent figures below share. */
async function activeLeases(db: DbOrTx, propertyId: number): Promise<ActiveLease[]> {
  return db
    .select({
      id: leases.id,
      startDate: leases.startDate,
      endDate: leases.endDate,
      monthlyRent: leases.monthlyRent,
      currency: leases.currency,
    })
    .from(leases)
    .where(and(eq(leases.propertyId, propertyId), eq(leases.status, "active")));
}

/** Amounts per currency: every currency in `currencies` (zero when absent), then any other, in currency order. */
function byCurrency(currencies: Currency[], amounts: Map<Currency, number>): Money {
  const all = [...new Set([...currencies, ...amounts.keys()])].sort();
  return all.map((currency) => ({ currency, amount: amounts.get(currency) ?? 0 }));
}

/** Monthly rent of the active leases, per currency. */
export function expectedThisMonth(active: ActiveLease[]): Money {
  const sums = new Map<Currency, number>();
  for (const l of active) sums.set(l.currency, (sums.get(l.currency) ?? 0) + l.monthlyRent);
  return byCurrency([], sums);
}

/**
 * Rent received this month, per currency: succeeded payments of the property settled in the current Kampala
 * month. Each currency of the property's active leases is listed, zero when nothing came in yet.
 */
export async function collectedThisMonth(
  db: DbOrTx,
  propertyId: number,
  active: ActiveLease[],
  today: string = kampalaToday(),
): Promise<Money> {
  const { from, to } = kampalaMonthRange(today);
  const sums = await db
    .select({
      currency: payments.currency,
      amount: sql<number>`coalesce(sum(${payments.amount}), 0)`.mapWith(Number),
    })
    .from(payments)
    .where(
      and(
        eq(payments.propertyId, propertyId),
        eq(payments.status, "succeeded"),
        gte(payments.settledAt, from),
        lt(payments.settledAt, to),
      ),
    )
    .groupBy(payments.currency);
  return byCurrency(
    active.map((l) => l.currency),
    new Map(sums.map((r) => [r.currency, r.amount])),
  );
}

/**
 * From the rent ledger of the active leases: the open amounts of charges due by today, per currency, and how
 * many leases are overdue.
 */
export async function arrears(
  db: DbOrTx,
  active: ActiveLease[],
  today: string = kampalaToday(),
): Promise<{ outstanding: Money; overdueTenants: number }> {
  const standings = await leaseStandingsOf(db, active, today);
  const owed = new Map<Currency, number>();
  let overdueTenants = 0;
  for (const s of standings.values()) {
    owed.set(s.currency, (owed.get(s.currency) ?? 0) + s.dueOutstanding);
    if (s.status === "overdue") overdueTenants += 1;
  }
  return {
    outstanding: byCurrency(
      active.map((l) => l.currency),
      owed,
    ),
    overdueTenants,
  };
}

/** The Maintenance tile (requests still waiting for a fix) and the pending applications, in one query. */
async function waitingCounts(db: DbOrTx, propertyId: number) {
  // Drizzle leaves the columns of a one-table select unqualified: name the outer row's id in full.
  const p = { id: sql.raw('"properties"."id"') };
  const [row] = await db
    .select({
      maintenance: sql<number>`(select count(*) from ${maintenanceRequests}
        where ${maintenanceRequests.propertyId} = ${p.id}
          and ${inArray(maintenanceRequests.status, [...ACTIVE_MAINTENANCE_STATUSES])})`.mapWith(Number),
      applications: sql<number>`(select count(*) from ${rentalApplications}
        where ${rentalApplications.propertyId} = ${p.id}
          and ${rentalApplications.status} = 'pending')`.mapWith(Number),
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row ?? { maintenance: 0, applications: 0 };
}

/** The dashboard of one of the landlord's properties: the one asked for, else the selected one. */
export async function getDashboard(
  deps: AppDeps,
  landlordId: string,
  propertyId: number | undefined,
): Promise<LandlordDashboard> {
  const { db } = deps;
  const property = await requireManagedProperty(db, landlordId, propertyId);
  const id = property.id;
  const today = kampalaToday();
  const [summary, active, waiting, activity] = await Promise.all([
    summarizeProperty(db, property),
    activeLeases(db, id),
    waitingCounts(db, id),
    db
      .select({
        id: activityLog.id,
        kind: activityLog.kind,
        message: activityLog.message,
        createdAt: activityLog.createdAt,
      })
      .from(activityLog)
      .where(eq(activityLog.propertyId, id))
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
      .limit(ACTIVITY_LIMIT),
  ]);
  const [collected, owed] = await Promise.all([
    collectedThisMonth(db, id, active, today),
    arrears(db, active, today),
  ]);
  const { totalUnits: total, occupiedUnits: occupied } = summary;
  return {
    property: summary,
    units: {
      total,
      occupied,
      available: total - occupied,
      maintenance: waiting.maintenance,
      occupancyPercent: total === 0 ? 0 : Math.round((occupied / total) * 100),
    },
    rent: {
      expectedThisMonth: expectedThisMonth(active),
      collectedThisMonth: collected,
      outstanding: owed.outstanding,
      overdueTenants: owed.overdueTenants,
    },
    pendingApplications: waiting.applications,
    activity: activity.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
  };
}
