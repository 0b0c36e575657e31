import { msg } from "../../../../common/i18n/message";
import type { DbOrTx } from "../../db/client";
import { postCharges } from "./ledger";
import { activeLeasesWithDeposit } from "./queries/deposits";
import type { NewCharge, PostedCharge } from "./queries/ledger";
import { sourceKey } from "./source-keys";

/**
 * Posts each active lease's security deposit (leases.deposit) to its account once (source key deposit:lease), due on
 * the lease's start date: the deposit is held for the tenant, not income (common/tenancy.ts countsAsIncome). Called
 * when a lease becomes active; a lease without a deposit, or not active, gets nothing. The leases must be locked or
 * just created in the caller's transaction.
 */
export async function postLeaseDeposits(tx: DbOrTx, leaseIds: string[]): Promise<PostedCharge[]> {
  const rows = (await activeLeasesWithDeposit(tx, leaseIds)).map(
    (lease): NewCharge => ({
      leaseId: lease.id,
      propertyId: lease.propertyId,
      kind: "deposit",
      sourceKey: sourceKey.leaseDeposit(),
      period: null,
      description: msg("tenancy-account.depositCharge"),
      amount: lease.deposit,
      currency: lease.currency,
      dueDate: lease.startDate,
    }),
  );
  return postCharges(tx, rows);
}
