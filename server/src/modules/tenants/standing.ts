import type { DbOrTx } from "../../db/client";

export interface PaymentStanding {
  paymentStatus: "current" | "overdue" | "partial" | null;
  outstandingBalance: number | null;
}

/**
 * Each lease's payment standing, from the rent ledger. There is no ledger yet (the rent issue adds charges
 * and payments): until then every standing is unknown. The rent issue replaces this function's body.
 */
export async function tenantPaymentStanding(
  _db: DbOrTx,
  leaseIds: string[],
): Promise<Map<string, PaymentStanding>> {
  return new Map(leaseIds.map((id) => [id, { paymentStatus: null, outstandingBalance: null }]));
}
