import type { Currency } from "../../../../common/constants";
import type { LandlordDashboard } from "../../../../common/schemas/dashboard";
import type { DbOrTx } from "../../db/client";
import type { AppDeps } from "../../deps";
import type { Translator } from "../../platform/i18n";
import { recentActivity } from "../activity/queries";
import { requireManagedProperty } from "../properties/access";
import { summarizeProperty } from "../properties/queries";
import { kampalaMonthRange, kampalaToday } from "../rent/dates";
import { leaseStandingsOf, type StandingLease } from "../rent/ledger";
import { activeLeasesOf, paymentsReceived, waitingCounts } from "./queries";

type Money = { currency: Currency; amount: number }[];

const ACTIVITY_LIMIT = 10;

/** Amounts per currency: every currency in `currencies` (zero when absent), then any other, in currency order. */
function byCurrency(currencies: Currency[], amounts: Map<Currency, number>): Money {
  const all = [...new Set([...currencies, ...amounts.keys()])].sort();
  return all.map((currency) => ({ currency, amount: amounts.get(currency) ?? 0 }));
}

/** Monthly rent of the active leases, per currency. */
export function expectedThisMonth(active: StandingLease[]): Money {
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
  active: StandingLease[],
  today: string = kampalaToday(),
): Promise<Money> {
  const received = await paymentsReceived(db, propertyId, kampalaMonthRange(today));
  return byCurrency(
    active.map((l) => l.currency),
    received,
  );
}

/**
 * From the rent ledger of the active leases: the open amounts of charges due by today, per currency, and how
 * many leases are overdue.
 */
export async function arrears(
  db: DbOrTx,
  active: StandingLease[],
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

/**
 * The dashboard of one of the landlord's properties: the one asked for, else the selected one. Its activity
 * is put into words in the reader's language (`tr`).
 */
export async function getDashboard(
  deps: AppDeps,
  landlordId: string,
  propertyId: number | undefined,
  tr: Translator,
): Promise<LandlordDashboard> {
  const { db } = deps;
  const property = await requireManagedProperty(db, landlordId, propertyId);
  const id = property.id;
  const today = kampalaToday();
  const [summary, active, waiting, activity] = await Promise.all([
    summarizeProperty(db, property),
    activeLeasesOf(db, id),
    waitingCounts(db, id),
    recentActivity(db, id, ACTIVITY_LIMIT),
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
      paymentsToVerify: waiting.paymentsToVerify,
    },
    pendingApplications: waiting.applications,
    activity: activity.map((a) => ({
      ...a,
      message: tr.text(a.message),
      createdAt: a.createdAt.toISOString(),
    })),
  };
}
