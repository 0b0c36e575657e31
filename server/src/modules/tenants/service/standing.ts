import { kampalaToday } from "../../../../../common/kampala-calendar";
import type { DbOrTx } from "../../../db/client";
import { leaseStandingsOf, type StandingLease } from "../../tenancy";

export interface PaymentStanding {
  paymentStatus: "current" | "overdue" | "partial" | null;
  outstandingBalance: number | null;
}

/**
 * Each lease's payment standing from the rent ledger (status, and what is owed now: never below zero), for
 * leases the caller has read already.
 */
export async function tenantPaymentStanding(
  db: DbOrTx,
  leaseRows: StandingLease[],
  today: string = kampalaToday(),
): Promise<Map<string, PaymentStanding>> {
  const standings = await leaseStandingsOf(db, leaseRows, today);
  return new Map(
    leaseRows.map(({ id }) => {
      const s = standings.get(id);
      return [
        id,
        s
          ? { paymentStatus: s.status, outstandingBalance: s.dueOutstanding }
          : { paymentStatus: null, outstandingBalance: null },
      ];
    }),
  );
}
