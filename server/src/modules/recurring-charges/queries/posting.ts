import { and, asc, eq, gt, gte, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import {
  charges,
  leases,
  recurringChargeAmounts,
  recurringCharges,
  recurringChargeUnits,
  users,
} from "../../../db/schema";

/** The SQL of posting recurring charges: which charges run, the leases they apply to, and what is posted. */

const scheduleColumns = {
  id: recurringCharges.id,
  propertyId: recurringCharges.propertyId,
  name: recurringCharges.name,
  frequency: recurringCharges.frequency,
  firstDueDate: recurringCharges.firstDueDate,
  endDate: recurringCharges.endDate,
};

/**
 * A page of charges that may still post (no end date, or one on or after `endedSince`), in id order after
 * `afterId`; only `ids` when given.
 */
export async function runningCharges(
  db: DbOrTx,
  opts: { endedSince: string; afterId: string | null; limit: number; ids?: string[] },
) {
  return db
    .select(scheduleColumns)
    .from(recurringCharges)
    .where(
      and(
        or(isNull(recurringCharges.endDate), gte(recurringCharges.endDate, opts.endedSince)),
        opts.afterId ? gt(recurringCharges.id, opts.afterId) : undefined,
        opts.ids ? inArray(recurringCharges.id, opts.ids) : undefined,
      ),
    )
    .orderBy(asc(recurringCharges.id))
    .limit(opts.limit);
}

/** The charges as they are now, locked against a change (FOR SHARE: postings do not wait on each other). */
export async function lockChargesShared(tx: DbOrTx, ids: string[]) {
  if (!ids.length) return [];
  return tx
    .select(scheduleColumns)
    .from(recurringCharges)
    .where(inArray(recurringCharges.id, ids))
    .orderBy(asc(recurringCharges.id))
    .for("share");
}

/** Each charge's amounts, oldest period first. */
export async function amountsOf(db: DbOrTx, ids: string[]) {
  if (!ids.length) return new Map<string, { effectiveFrom: string; amount: number }[]>();
  const rows = await db
    .select({
      chargeId: recurringChargeAmounts.chargeId,
      effectiveFrom: recurringChargeAmounts.effectiveFrom,
      amount: recurringChargeAmounts.amount,
    })
    .from(recurringChargeAmounts)
    .where(inArray(recurringChargeAmounts.chargeId, ids))
    .orderBy(asc(recurringChargeAmounts.chargeId), asc(recurringChargeAmounts.effectiveFrom));
  const byCharge = new Map<string, { effectiveFrom: string; amount: number }[]>();
  for (const { chargeId, ...a } of rows) byCharge.set(chargeId, [...(byCharge.get(chargeId) ?? []), a]);
  return byCharge;
}

/**
 * The active leases each charge applies to (the leases of its property, or of its chosen units), in shillings
 * (a lease in another currency is not charged in UGX), with their tenants; only `leaseIds` when given.
 */
export async function chargeTargets(db: DbOrTx, chargeIds: string[], leaseIds?: string[]) {
  if (!chargeIds.length) return [];
  const onUnit: SQL = sql`exists (select 1 from ${recurringChargeUnits}
    where ${recurringChargeUnits.chargeId} = ${recurringCharges.id} and ${recurringChargeUnits.unitId} = ${leases.unitId})`;
  return db
    .select({
      chargeId: recurringCharges.id,
      leaseId: leases.id,
      propertyId: leases.propertyId,
      startDate: leases.startDate,
      endDate: leases.endDate,
      tenantId: leases.tenantId,
      tenantLocale: users.locale,
    })
    .from(recurringCharges)
    .innerJoin(
      leases,
      and(
        eq(leases.propertyId, recurringCharges.propertyId),
        eq(leases.status, "active"),
        eq(leases.currency, "UGX"),
      ),
    )
    .leftJoin(users, eq(users.id, leases.tenantId))
    .where(
      and(
        inArray(recurringCharges.id, chargeIds),
        or(eq(recurringCharges.appliesTo, "property"), onUnit),
        leaseIds ? inArray(leases.id, leaseIds) : undefined,
      ),
    )
    .orderBy(asc(leases.id));
}

/**
 * The last due date posted of each (lease, recurring charge), keyed `lease|charge`: read through the charges'
 * unique (lease, source key) index, whose recurring keys sort between 'recurring:' and 'recurring;'.
 */
export async function lastPostedDue(db: DbOrTx, leaseIds: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  // A bounded number of parameters per statement, however many leases the page's charges reach.
  for (let i = 0; i < leaseIds.length; i += LEASES_PER_STATEMENT)
    for (const r of await lastPostedOf(db, leaseIds.slice(i, i + LEASES_PER_STATEMENT)))
      found.set(`${r.leaseId}|${r.chargeId}`, r.last);
  return found;
}

const LEASES_PER_STATEMENT = 5_000;

async function lastPostedOf(db: DbOrTx, leaseIds: string[]) {
  const chargeId = sql<string>`split_part(${charges.sourceKey}, ':', 2)`;
  return db
    .select({ leaseId: charges.leaseId, chargeId, last: sql<string>`max(${charges.dueDate})` })
    .from(charges)
    .where(
      and(
        inArray(charges.leaseId, leaseIds),
        gte(charges.sourceKey, "recurring:"),
        sql`${charges.sourceKey} < 'recurring;'`,
      ),
    )
    .groupBy(charges.leaseId, chargeId);
}
