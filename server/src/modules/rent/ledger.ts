import { type AnyColumn, and, asc, eq, gt, inArray, isNull, lte, max, or, sql } from "drizzle-orm";
import type { Currency } from "../../../../common/constants";
import type { DbOrTx } from "../../db/client";
import { allocations, charges, leases, payments } from "../../db/schema";
import { type Allocation, allocate, computeStanding, type LeaseStanding } from "./allocation";
import { chargeBatches } from "./batches";
import { monthLabel, periodOf, rentDueDates } from "./dates";

/** The rent ledger (docs/API-rent.md): charges, allocations of succeeded payments, and each lease's standing. */

export type { LeaseStanding } from "./allocation";

const sumOf = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

export const rentDescription = (dueDate: string) => `Rent for ${monthLabel(periodOf(dueDate))}`;

/** Serialises everything that moves money of one lease (allocations, credit, new charges). */
async function lockLease(tx: DbOrTx, leaseId: string) {
  const [row] = await tx
    .select({ id: leases.id, status: leases.status })
    .from(leases)
    .where(eq(leases.id, leaseId))
    .for("update");
  return row ?? null;
}

/**
 * For each active lease (or the ones given), inserts the monthly rent charges due up to `today` plus the next
 * upcoming one; the unique (lease, kind, period) index with ON CONFLICT DO NOTHING makes it exactly-once.
 * Credit a lease already holds is then allocated to the new charges. Returns how many charges it created.
 */
export async function generateRentCharges(
  db: DbOrTx,
  opts: { today: string; leaseId?: string; leaseIds?: string[] },
): Promise<number> {
  const lastDue = max(charges.dueDate);
  // Only leases without their next upcoming charge need work: the daily run skips the rest in SQL.
  const candidates = await db
    .select({
      id: leases.id,
      propertyId: leases.propertyId,
      startDate: leases.startDate,
      endDate: leases.endDate,
      monthlyRent: leases.monthlyRent,
      currency: leases.currency,
      lastDue,
    })
    .from(leases)
    .leftJoin(charges, and(eq(charges.leaseId, leases.id), eq(charges.kind, "rent")))
    .where(
      and(
        eq(leases.status, "active"),
        opts.leaseId ? eq(leases.id, opts.leaseId) : undefined,
        opts.leaseIds ? inArray(leases.id, opts.leaseIds) : undefined,
      ),
    )
    .groupBy(leases.id)
    .having(or(isNull(lastDue), lte(lastDue, opts.today)));

  // Leases in batches, one transaction each: a few statements per batch instead of per lease (100,000
  // leases: bench/charge-job.ts). A batch stays under PostgreSQL's 65,535 parameters however many months a
  // lease is behind.
  const work = candidates
    .map((lease) => ({
      lease,
      due: rentDueDates(lease.startDate, lease.endDate, opts.today).filter(
        (d) => lease.lastDue === null || d > lease.lastDue,
      ),
    }))
    .filter((w) => w.due.length > 0);
  let created = 0;
  for (const batch of chargeBatches(work, (w) => w.due.length)) {
    created += await db.transaction(async (tx) => {
      // Locked in id order, so two batches (or a payment settling on one lease) never wait on each other.
      const stillActive = await tx
        .select({ id: leases.id })
        .from(leases)
        .where(
          and(
            inArray(
              leases.id,
              batch.map((w) => w.lease.id),
            ),
            eq(leases.status, "active"),
          ),
        )
        .orderBy(asc(leases.id))
        .for("update");
      const active = new Set(stillActive.map((l) => l.id));
      const rows = batch.flatMap(({ lease, due }) =>
        active.has(lease.id)
          ? due.map((dueDate) => ({
              leaseId: lease.id,
              propertyId: lease.propertyId,
              kind: "rent" as const,
              period: periodOf(dueDate),
              description: rentDescription(dueDate),
              amount: lease.monthlyRent,
              currency: lease.currency,
              dueDate,
            }))
          : [],
      );
      if (!rows.length) return 0;
      const inserted = await tx
        .insert(charges)
        .values(rows)
        .onConflictDoNothing()
        .returning({ leaseId: charges.leaseId });
      const charged = [...new Set(inserted.map((c) => c.leaseId))];
      for (const payment of await paymentsWithCredit(tx, charged)) await allocateRemainder(tx, payment);
      return inserted.length;
    });
  }
  return created;
}

/**
 * Credit of these leases: succeeded payments not fully allocated, per lease the oldest payment first (the
 * order in which allocateRemainder must take them). The leases must be locked.
 */
async function paymentsWithCredit(tx: DbOrTx, leaseIds: string[]) {
  if (!leaseIds.length) return [];
  return tx
    .select({ id: payments.id, leaseId: payments.leaseId, amount: payments.amount })
    .from(payments)
    .leftJoin(allocations, eq(allocations.paymentId, payments.id))
    .where(and(inArray(payments.leaseId, leaseIds), eq(payments.status, "succeeded")))
    .groupBy(payments.id)
    .having(gt(payments.amount, sumOf(allocations.amount)))
    .orderBy(asc(payments.leaseId), asc(payments.settledAt), asc(payments.createdAt), asc(payments.id));
}

/** The lease's charges with something still open, oldest first. */
async function openCharges(tx: DbOrTx, leaseId: string) {
  const rows = await tx
    .select({
      id: charges.id,
      dueDate: charges.dueDate,
      createdAt: charges.createdAt,
      amount: charges.amount,
      allocated: sumOf(allocations.amount),
    })
    .from(charges)
    .leftJoin(allocations, eq(allocations.chargeId, charges.id))
    .where(eq(charges.leaseId, leaseId))
    .groupBy(charges.id)
    .orderBy(asc(charges.dueDate), asc(charges.createdAt), asc(charges.id));
  return rows
    .map((r) => ({
      id: r.id,
      dueDate: r.dueDate,
      createdAt: r.createdAt.getTime(),
      open: r.amount - r.allocated,
    }))
    .filter((c) => c.open > 0);
}

/** Allocates what is still unallocated of one succeeded payment (the lease row must be locked). */
async function allocateRemainder(
  tx: DbOrTx,
  payment: { id: string; leaseId: string; amount: number },
): Promise<Allocation[]> {
  const [done] = await tx
    .select({ total: sumOf(allocations.amount) })
    .from(allocations)
    .where(eq(allocations.paymentId, payment.id));
  const left = payment.amount - (done?.total ?? 0);
  if (left <= 0) return [];
  const { allocations: parts } = allocate(await openCharges(tx, payment.leaseId), left);
  if (parts.length) {
    await tx
      .insert(allocations)
      .values(parts.map((p) => ({ paymentId: payment.id, chargeId: p.chargeId, amount: p.amount })));
  }
  return parts;
}

/**
 * Allocates a succeeded payment to the lease's oldest open charges (due date, then created). A remainder stays
 * as credit, taken by later charges when they are generated. Never allocates more than the payment or than a
 * charge's open amount; calling it again only allocates what is still unallocated. Returns the new allocations.
 */
export async function allocatePayment(tx: DbOrTx, paymentId: string): Promise<Allocation[]> {
  const [payment] = await tx
    .select({ id: payments.id, leaseId: payments.leaseId, amount: payments.amount, status: payments.status })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .limit(1);
  if (!payment) throw new Error(`payment ${paymentId} not found`);
  if (payment.status !== "succeeded") return [];
  await lockLease(tx, payment.leaseId);
  return allocateRemainder(tx, payment);
}

/** What a standing needs of a lease; callers that have read the lease already pass it to leaseStandingsOf. */
export interface StandingLease {
  id: string;
  startDate: string;
  endDate: string | null;
  monthlyRent: number;
  currency: Currency;
}

/** Standings of several leases at once (three queries whatever their number). Unknown ids are left out. */
export async function leaseStandings(
  db: DbOrTx,
  leaseIds: readonly string[],
  today: string,
): Promise<Map<string, LeaseStanding>> {
  const ids = [...new Set(leaseIds)];
  if (!ids.length) return new Map();
  const leaseRows = await db
    .select({
      id: leases.id,
      startDate: leases.startDate,
      endDate: leases.endDate,
      monthlyRent: leases.monthlyRent,
      currency: leases.currency,
    })
    .from(leases)
    .where(inArray(leases.id, ids));
  return leaseStandingsOf(db, leaseRows, today);
}

/** Standings of leases already read (two queries whatever their number). */
export async function leaseStandingsOf(
  db: DbOrTx,
  leaseRows: readonly StandingLease[],
  today: string,
): Promise<Map<string, LeaseStanding>> {
  const ids = [...new Set(leaseRows.map((l) => l.id))];
  if (!ids.length) return new Map();
  const [chargeRows, paidRows] = await Promise.all([
    db
      .select({
        leaseId: charges.leaseId,
        id: charges.id,
        dueDate: charges.dueDate,
        amount: charges.amount,
        allocated: sumOf(allocations.amount),
      })
      .from(charges)
      .leftJoin(allocations, eq(allocations.chargeId, charges.id))
      .where(inArray(charges.leaseId, ids))
      .groupBy(charges.id),
    db
      .select({ leaseId: payments.leaseId, total: sumOf(payments.amount) })
      .from(payments)
      .where(and(inArray(payments.leaseId, ids), eq(payments.status, "succeeded")))
      .groupBy(payments.leaseId),
  ]);
  const chargesByLease = new Map<string, typeof chargeRows>();
  for (const c of chargeRows) {
    const list = chargesByLease.get(c.leaseId);
    if (list) list.push(c);
    else chargesByLease.set(c.leaseId, [c]);
  }
  const paid = new Map(paidRows.map((p) => [p.leaseId, p.total]));
  const result = new Map<string, LeaseStanding>();
  for (const lease of leaseRows) {
    result.set(
      lease.id,
      computeStanding(lease, chargesByLease.get(lease.id) ?? [], paid.get(lease.id) ?? 0, today),
    );
  }
  return result;
}

/** One lease's standing on `today` (see computeStanding for the rules), by id or from the lease already read. */
export async function leaseStanding(
  db: DbOrTx,
  lease: string | StandingLease,
  today: string,
): Promise<LeaseStanding> {
  const id = typeof lease === "string" ? lease : lease.id;
  const standing = (
    typeof lease === "string"
      ? await leaseStandings(db, [lease], today)
      : await leaseStandingsOf(db, [lease], today)
  ).get(id);
  if (!standing) throw new Error(`lease ${id} not found`);
  return standing;
}
