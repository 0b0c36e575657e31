import type { DbOrTx } from "../../db/client";
import { kampalaToday } from "../rent/dates";
import { leaseStandings } from "../rent/ledger";

export interface PaymentStanding {
  paymentStatus: "current" | "overdue" | "partial" | null;
  outstandingBalance: number | null;
}

/** Each lease's payment standing from the rent ledger (status, and what is owed now: never below zero). */
export async function tenantPaymentStanding(
  db: DbOrTx,
  leaseIds: string[],
  today: string = kampalaToday(),
): Promise<Map<string, PaymentStanding>> {
  const standings = await leaseStandings(db, leaseIds, today);
  return new Map(
    leaseIds.map((id) => {
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
