import { and, count, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import type { Currency } from "../../../../common/constants";
import type { LandlordDashboard } from "../../../../common/schemas/portfolio";
import type { DbOrTx } from "../../db/client";
import { activityLog, leases, rentalApplications, units } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { notFound } from "../../platform/errors";
import { requireOwnedProperty } from "../properties/access";
import { CURRENT_LEASE, selectedPropertyId, summarizeProperty } from "../properties/queries";

type Money = { currency: Currency; amount: number }[];

export const NO_PROPERTY_SELECTED = "Select a property to manage first.";
const ACTIVITY_LIMIT = 10;

/** Monthly rent of the property's active leases, per currency. */
export async function expectedThisMonth(db: DbOrTx, propertyId: number): Promise<Money> {
  return db
    .select({
      currency: leases.currency,
      amount: sql<number>`coalesce(sum(${leases.monthlyRent}), 0)`.mapWith(Number),
    })
    .from(leases)
    .where(and(eq(leases.propertyId, propertyId), eq(leases.status, "active")))
    .groupBy(leases.currency)
    .orderBy(leases.currency);
}

/**
 * Rent received this month, per currency. No payments exist yet: zero for each currency the property's
 * active leases use. The rent issue replaces this with the ledger's sum.
 */
export async function collectedThisMonth(db: DbOrTx, propertyId: number): Promise<Money> {
  const rows = await db
    .selectDistinct({ currency: leases.currency })
    .from(leases)
    .where(and(eq(leases.propertyId, propertyId), eq(leases.status, "active")))
    .orderBy(leases.currency);
  return rows.map((r) => ({ currency: r.currency, amount: 0 }));
}

function outstanding(expected: Money, collected: Money): Money {
  return expected.map((e) => {
    const got = collected.find((c) => c.currency === e.currency)?.amount ?? 0;
    return { currency: e.currency, amount: Math.max(0, e.amount - got) };
  });
}

async function unitTiles(db: DbOrTx, propertyId: number) {
  const [row] = await db
    .select({
      total: count(),
      occupied: count(leases.id),
      maintenance: sql<number>`count(*) filter (where ${or(
        and(isNotNull(leases.id), eq(units.condition, "needs_work")),
        and(isNull(leases.id), ne(units.readiness, "ready")),
      )})`.mapWith(Number),
    })
    .from(units)
    .leftJoin(leases, and(eq(leases.unitId, units.id), inArray(leases.status, CURRENT_LEASE)))
    .where(eq(units.propertyId, propertyId));
  const total = row?.total ?? 0;
  const occupied = row?.occupied ?? 0;
  return {
    total,
    occupied,
    available: total - occupied,
    maintenance: row?.maintenance ?? 0,
    occupancyPercent: total === 0 ? 0 : Math.round((occupied / total) * 100),
  };
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
  const [summary, units, expected, collected, [applications], activity] = await Promise.all([
    summarizeProperty(db, property),
    unitTiles(db, id),
    expectedThisMonth(db, id),
    collectedThisMonth(db, id),
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
  return {
    property: summary,
    units,
    rent: {
      expectedThisMonth: expected,
      collectedThisMonth: collected,
      outstanding: outstanding(expected, collected),
      overdueTenants: 0,
    },
    pendingApplications: applications?.n ?? 0,
    activity: activity.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
  };
}
