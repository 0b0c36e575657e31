import type { Currency } from "../../../../common/constants";
import { kampalaDay } from "../../../../common/kampala-calendar";
import type { DbOrTx } from "../../db/client";
import { translator } from "../../platform/i18n";
import { type Allocation, allocate, computeStanding, type LeaseStanding } from "./allocation";
import { chargeBatches } from "./batches";
import { rentChargeDescription } from "./charge-description";
import { periodOf, rentDueDates } from "./dates";
import { type PetChargeRow, petOneOffCharges, petRentCharges } from "./pet-charges";
import {
  allocatedOfPayment,
  approvedPetsWithRent,
  insertAllocations,
  insertNewCharges,
  leasesNeedingCharges,
  ledgerOf,
  lockActiveLeases,
  lockLease,
  type NewCharge,
  openCharges,
  paymentsWithCredit,
  paymentToAllocate,
  rentPeriodsOf,
  standingLeases,
} from "./queries/ledger";

/**
 * The rent ledger (docs/API-rent.md): charges, allocations of succeeded payments, and each lease's standing.
 * Other modules use it (lease activation creates charges, lists show standings), so it keeps this path.
 */

export type { LeaseStanding } from "./allocation";

/**
 * For each active lease (or the ones given), inserts the monthly rent charges due up to `today` plus the next
 * upcoming one; the unique (lease, kind, period) index with ON CONFLICT DO NOTHING makes it exactly-once.
 * Credit a lease already holds is then allocated to the new charges. Returns how many charges it created.
 */
export async function generateRentCharges(
  db: DbOrTx,
  opts: { today: string; leaseId?: string; leaseIds?: string[] },
): Promise<number> {
  const candidates = await leasesNeedingCharges(db, opts);
  // Stored in the source language; lists put a rent charge into the reader's words from its period.
  const tr = translator();

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
      const active = await lockActiveLeases(
        tx,
        batch.map((w) => w.lease.id),
      );
      const rows = batch.flatMap(({ lease, due }): NewCharge[] =>
        active.has(lease.id)
          ? due.map((dueDate) => ({
              leaseId: lease.id,
              propertyId: lease.propertyId,
              kind: "rent",
              period: periodOf(dueDate),
              description: rentChargeDescription(tr, periodOf(dueDate)),
              amount: lease.monthlyRent,
              currency: lease.currency,
              dueDate,
            }))
          : [],
      );
      // Approved pets' monthly rent goes with each new rent period due after their approval.
      const petRows = await approvedPetsWithRent(tx, [...active]);
      for (const { lease, due } of batch) {
        if (!active.has(lease.id)) continue;
        const periods = due.map((dueDate) => ({ period: periodOf(dueDate), dueDate }));
        for (const pet of petRows.filter((p) => p.leaseId === lease.id && p.approvedAt))
          rows.push(...petRentCharges({ ...pet, approvedOn: kampalaDay(pet.approvedAt!) }, lease, periods));
      }
      if (!rows.length) return 0;
      const inserted = await insertNewCharges(tx, rows);
      const charged = [...new Set(inserted)];
      for (const payment of await paymentsWithCredit(tx, charged)) await allocateRemainder(tx, payment);
      return inserted.length;
    });
  }
  return created;
}

/**
 * A pet approved in the caller's transaction: its registration fee and deposit due on the approval day, and its
 * pet rent with every rent period already generated that falls due after that day; then credit the lease holds
 * is allocated to them. Locks the lease first, as every change of a lease's money does. Exactly once: the unique
 * indexes on (pet, kind) and (lease, kind, period, pet) make a second call add nothing. Returns how many it added.
 */
export async function addApprovedPetCharges(
  tx: DbOrTx,
  lease: { id: string; propertyId: number; currency: Currency },
  pet: {
    id: string;
    name: string;
    registrationFee: number | null;
    monthlyPetRent: number | null;
    securityDeposit: number | null;
  },
  approvedAt: Date,
): Promise<number> {
  await lockLease(tx, lease.id);
  const chargeable = { ...pet, approvedOn: kampalaDay(approvedAt) };
  const rows: PetChargeRow[] = [
    ...petOneOffCharges(chargeable, lease),
    ...petRentCharges(chargeable, lease, await rentPeriodsOf(tx, lease.id)),
  ];
  if (!rows.length) return 0;
  const inserted = await insertNewCharges(tx, rows);
  if (inserted.length)
    for (const payment of await paymentsWithCredit(tx, [lease.id])) await allocateRemainder(tx, payment);
  return inserted.length;
}

/** Allocates what is still unallocated of one succeeded payment (the lease row must be locked). */
async function allocateRemainder(
  tx: DbOrTx,
  payment: { id: string; leaseId: string; amount: number },
): Promise<Allocation[]> {
  const left = payment.amount - (await allocatedOfPayment(tx, payment.id));
  if (left <= 0) return [];
  const { allocations: parts } = allocate(await openCharges(tx, payment.leaseId), left);
  await insertAllocations(tx, payment.id, parts);
  return parts;
}

/**
 * Allocates a succeeded payment to the lease's oldest open charges (due date, then created). A remainder stays
 * as credit, taken by later charges when they are generated. Never allocates more than the payment or than a
 * charge's open amount; calling it again only allocates what is still unallocated. Returns the new allocations.
 */
export async function allocatePayment(tx: DbOrTx, paymentId: string): Promise<Allocation[]> {
  const payment = await paymentToAllocate(tx, paymentId);
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

/** Standings of several leases at once (two queries whatever their number). Unknown ids are left out. */
export async function leaseStandings(
  db: DbOrTx,
  leaseIds: readonly string[],
  today: string,
): Promise<Map<string, LeaseStanding>> {
  const ids = [...new Set(leaseIds)];
  if (!ids.length) return new Map();
  return leaseStandingsOf(db, await standingLeases(db, ids), today);
}

/** Standings of leases already read (one query whatever their number). */
export async function leaseStandingsOf(
  db: DbOrTx,
  leaseRows: readonly StandingLease[],
  today: string,
): Promise<Map<string, LeaseStanding>> {
  const ids = [...new Set(leaseRows.map((l) => l.id))];
  if (!ids.length) return new Map();
  const { charges: chargeRows, paid } = await ledgerOf(db, ids);
  const chargesByLease = new Map<string, typeof chargeRows>();
  for (const c of chargeRows) {
    const list = chargesByLease.get(c.leaseId);
    if (list) list.push(c);
    else chargesByLease.set(c.leaseId, [c]);
  }
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
