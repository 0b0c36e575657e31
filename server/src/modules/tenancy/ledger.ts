import { randomUUID } from "node:crypto";
import type { Currency } from "../../../../common/constants";
import type { DbOrTx } from "../../db/client";
import { type Allocation, allocate, computeStanding, type LeaseStanding } from "./allocation";
import {
  allocatedOfPayment,
  chargeOfLease,
  insertAllocations,
  insertNewCharges,
  ledgerOf,
  lockLease,
  moveChargeToVoided,
  type NewCharge,
  openCharges,
  type PostedCharge,
  paymentsWithCredit,
  paymentToAllocate,
  standingLeases,
} from "./queries/ledger";

/**
 * The tenancy account's ledger (docs/API-rent.md): allocations of succeeded payments to charges, and each lease's
 * standing. Sources of charges (rent/charges.ts: rent, pets) insert charges and allocate credit through it.
 */

export type { LeaseStanding } from "./allocation";

/** Allocates what is still unallocated of one succeeded payment (the lease row must be locked). */
export async function allocateRemainder(
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
 * Posts charges to their tenancy accounts, the one way every source of charges (rent, pets, recurring charges,
 * utilities, one-off charges) adds to what a tenant owes. The leases must be locked (lockLease, or the source's
 * own lock of active leases). Each (lease, source key) is posted once: posting it again adds nothing. Credit the
 * leases hold (succeeded payments not yet allocated) is then allocated to what was new, oldest due first.
 * Returns the charges inserted.
 */
export async function postCharges(tx: DbOrTx, rows: NewCharge[]): Promise<PostedCharge[]> {
  if (!rows.length) return [];
  const inserted = await insertNewCharges(tx, rows);
  const charged = [...new Set(inserted.map((c) => c.leaseId))];
  for (const payment of await paymentsWithCredit(tx, charged)) await allocateRemainder(tx, payment);
  return inserted;
}

/**
 * Voids a charge of a lease and posts its replacement, if any, in the caller's transaction (a corrected meter
 * reading: decision 0059). What the payments had allocated to the voided charge becomes credit again and is
 * allocated, oldest due first, to the replacement and the lease's other open charges. Returns null when the lease
 * has no such charge (voided already, or another lease's).
 */
export async function voidCharge(
  tx: DbOrTx,
  input: { leaseId: string; chargeId: string; voidedBy: string; reason: string; replacement?: NewCharge },
): Promise<{ replacement: PostedCharge | null } | null> {
  await lockLease(tx, input.leaseId);
  const charge = await chargeOfLease(tx, input.leaseId, input.chargeId);
  if (!charge) return null;
  const replacement = input.replacement ? { ...input.replacement, id: randomUUID() } : null;
  await moveChargeToVoided(tx, charge, {
    voidedBy: input.voidedBy,
    reason: input.reason,
    replacedBy: replacement?.id ?? null,
  });
  // After the move, so a replacement may take the voided charge's source key.
  const [posted] = replacement ? await insertNewCharges(tx, [replacement]) : [];
  if (replacement && !posted) throw new Error(`replacement of charge ${charge.id}: its source key is taken`);
  for (const payment of await paymentsWithCredit(tx, [input.leaseId])) await allocateRemainder(tx, payment);
  return { replacement: posted ?? null };
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
