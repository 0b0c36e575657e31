import type { Currency } from "../../../../common/constants";
import { kampalaDay } from "../../../../common/kampala-calendar";
import type { DbOrTx } from "../../db/client";
import { translator } from "../../platform/i18n";
import {
  chargeBatches,
  lockActiveLeases,
  lockLease,
  type NewCharge,
  periodOf,
  postCharges,
  postLeaseDeposits,
  rentChargeDescription,
  rentDueDates,
  sourceKey,
} from "../tenancy";
import { type PetChargeRow, petOneOffCharges, petRentCharges } from "./pet-charges";
import { approvedPetsWithRent, leasesNeedingCharges, rentPeriodsOf } from "./queries/charges";

/**
 * The rent module's sources of charges: the monthly rent (with approved pets' rent) and an approved pet's fees.
 * They post to the tenancy account (modules/tenancy: its ledger, allocation and standing).
 */

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
              sourceKey: sourceKey.rent(periodOf(dueDate)),
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
      return (await postCharges(tx, rows)).length;
    });
  }
  return created;
}

/**
 * A lease that has just become active (linked at once, an accepted application, an invitation used at sign-up):
 * its security deposit is posted once, then its rent charges up to `today` and the next one.
 */
export async function startLeaseCharges(tx: DbOrTx, opts: { leaseId: string; today: string }): Promise<void> {
  await postLeaseDeposits(tx, [opts.leaseId]);
  await generateRentCharges(tx, opts);
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
  return (await postCharges(tx, rows)).length;
}
