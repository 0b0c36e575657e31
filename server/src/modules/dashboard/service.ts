import { and, count, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Currency } from "../../../../common/constants";
import { ACTIVE_MAINTENANCE_STATUSES } from "../../../../common/schemas/maintenance";
import type { LandlordDashboard } from "../../../../common/schemas/portfolio";
import type { DbOrTx } from "../../db/client";
import { activityLog, leases, maintenanceRequests, payments, rentalApplications } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { notFound } from "../../platform/errors";
import { requireOwnedProperty } from "../properties/access";
import { selectedPropertyId, summarizeProperty } from "../properties/queries";
import { kampalaMonthRange, kampalaToday } from "../rent/dates";
import { leaseStandings } from "../rent/ledger";

type Money = { currency: Currency; amount: number }[];

export const NO_PROPERTY_SELECTED = "Select a property to manage first.";
const ACTIVITY_LIMIT = 10;

interface ActiveLease {
  id: string;
  currency: Currency;
  monthlyRent: number;
}

/** The property's active leases: the one read that the rent figures below share. */
async function activeLeases(db: DbOrTx, propertyId: number): Promise<ActiveLease[]> {
  return db
    .select({ id: leases.id, currency: leases.currency, monthlyRent: leases.monthlyRent })
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
  const standings = await leaseStandings(
    db,
    active.map((l) => l.id),
    today,
  );
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

/** Maintenance requests of the property still waiting for a fix (the Maintenance tile). */
async function waitingRequests(db: DbOrTx, propertyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(maintenanceRequests)
    .where(
      and(
        eq(maintenanceRequests.propertyId, propertyId),
        inArray(maintenanceRequests.status, [...ACTIVE_MAINTENANCE_STATUSES]),
      ),
    );
  return row?.n ?? 0;
}

/** The dashboard of one of the landlord's properties: the one asked for, else the selected one. */
export async function getDashboard(
  deps: AppDeps,
  landlordId: string,
  propertyId: number | undefined,
): Promise<LandlordDashboard> {
  const { db } = deps;
  const id = propertyId ?? (await selectedPropertyId(db, landlordId));
  if (!id) throw notFound(NO_PROPERTY_SELECTED, "NO_PROPERTY_SELECTED");
  const property = await requireOwnedProperty(db, landlordId, id);
  const today = kampalaToday();
  const [summary, active, maintenance, [applications], activity] = await Promise.all([
    summarizeProperty(db, property),
    activeLeases(db, id),
    waitingRequests(db, id),
    db
      .select({ n: count() })
      .from(rentalApplications)
      .where(and(eq(rentalApplications.propertyId, id), eq(rentalApplications.status, "pending"))),
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
      maintenance,
      occupancyPercent: total === 0 ? 0 : Math.round((occupied / total) * 100),
    },
    rent: {
      expectedThisMonth: expectedThisMonth(active),
      collectedThisMonth: collected,
      outstanding: owed.outstanding,
      overdueTenants: owed.overdueTenants,
    },
    pendingApplications: applications?.n ?? 0,
    activity: activity.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
  };
}
