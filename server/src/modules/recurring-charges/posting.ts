import { literal } from "../../../../common/i18n/message";
import { addDays } from "../../../../common/kampala-calendar";
import type { DbOrTx } from "../../db/client";
import {
  chargeBatches,
  lockActiveLeases,
  type NewCharge,
  periodOf,
  postCharges,
  sourceKey,
} from "../tenancy";
import {
  amountsOf,
  chargeTargets,
  lastPostedDue,
  lockChargesShared,
  runningCharges,
} from "./queries/posting";
import { amountOf, leaseDueDates } from "./schedule";

/** Charges read per round of the daily run. */
const CHARGES_PER_PAGE = 50;

interface Work {
  chargeId: string;
  lease: { id: string; propertyId: number; startDate: string; endDate: string | null };
  /** How many due dates it will post (to size the batches). */
  count: number;
  after: string | null;
}

/**
 * Posts recurring charges to the tenancy accounts (decision 0062): for every charge (or the ones given) and every
 * active lease it applies to (or the ones given), each due date inside the lease due by `today` plus the next one,
 * kind `recurring`, period the due date's month, source key recurring:<charge>:<period>, described by the charge's
 * name and at the amount of its period. Exactly once (postCharges' source keys), in batches of leases like rent,
 * one transaction each, with the charges locked against a change (FOR SHARE) and the leases locked in id order.
 * Returns how many charges it posted.
 */
export async function postRecurringCharges(
  db: DbOrTx,
  opts: { today: string; chargeIds?: string[]; leaseIds?: string[] },
): Promise<number> {
  let posted = 0;
  let afterId: string | null = null;
  // A charge that ended more than a year ago has long posted everything.
  const endedSince = addDays(opts.today, -366);
  for (;;) {
    const page = await runningCharges(db, {
      endedSince,
      afterId,
      limit: CHARGES_PER_PAGE,
      ids: opts.chargeIds,
    });
    if (!page.length) return posted;
    afterId = page.at(-1)!.id;
    const schedules = new Map(page.map((c) => [c.id, c]));
    const targets = await chargeTargets(db, [...schedules.keys()], opts.leaseIds);
    const last = await lastPostedDue(db, [...new Set(targets.map((t) => t.leaseId))]);
    const work: Work[] = [];
    for (const t of targets) {
      const after = last.get(`${t.leaseId}|${t.chargeId}`) ?? null;
      const count = leaseDueDates(schedules.get(t.chargeId)!, t, opts.today).filter(
        (d) => after === null || d > after,
      ).length;
      if (count) work.push({ chargeId: t.chargeId, lease: { ...t, id: t.leaseId }, count, after });
    }
    for (const batch of chargeBatches(work, (w) => w.count)) posted += await postBatch(db, batch, opts.today);
    if (page.length < CHARGES_PER_PAGE) return posted;
  }
}

/** One batch in one transaction: the charges as they are now (a change waits), their amounts, the leases locked. */
async function postBatch(db: DbOrTx, batch: Work[], today: string): Promise<number> {
  return db.transaction(async (tx) => {
    const chargeIds = [...new Set(batch.map((w) => w.chargeId))];
    const current = new Map((await lockChargesShared(tx, chargeIds)).map((c) => [c.id, c]));
    const amounts = await amountsOf(tx, chargeIds);
    const active = await lockActiveLeases(tx, [...new Set(batch.map((w) => w.lease.id))]);
    const rows: NewCharge[] = [];
    for (const { chargeId, lease, after } of batch) {
      const charge = current.get(chargeId);
      if (!charge || !active.has(lease.id)) continue;
      for (const dueDate of leaseDueDates(charge, lease, today)) {
        if (after !== null && dueDate <= after) continue;
        const period = periodOf(dueDate);
        rows.push({
          leaseId: lease.id,
          propertyId: lease.propertyId,
          kind: "recurring",
          sourceKey: sourceKey.recurring(chargeId, period),
          period,
          description: literal(charge.name),
          amount: amountOf(amounts.get(chargeId) ?? [], period),
          currency: "UGX",
          dueDate,
        });
      }
    }
    return (await postCharges(tx, rows)).length;
  });
}
