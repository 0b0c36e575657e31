import type { PayoutAccount } from "../../../../common/schemas/payouts";
import type { PayoutRow } from "./queries";

/** "•••• 1234": what anyone but the owner sees of an account number. */
export function maskAccountNumber(accountNumber: string): string {
  const compact = accountNumber.replace(/[\s-]/g, "");
  return compact.length <= 4 ? "••••" : `•••• ${compact.slice(-4)}`;
}

/** What of a payout row the API shows. */
export type PayoutDetails = Pick<
  PayoutRow,
  | "bankName"
  | "bankAccountNumber"
  | "bankAccountName"
  | "bankBranch"
  | "mobileMoneyNumber"
  | "mobileMoneyProvider"
  | "updatedAt"
>;

/** A payout row as the API shows it; `masked` for anyone who is not the owner. */
export function toPayoutAccount(row: PayoutDetails, opts: { masked?: boolean } = {}): PayoutAccount {
  return {
    bankName: row.bankName,
    bankAccountNumber: opts.masked ? maskAccountNumber(row.bankAccountNumber) : row.bankAccountNumber,
    bankAccountName: row.bankAccountName,
    bankBranch: row.bankBranch,
    mobileMoneyNumber: row.mobileMoneyNumber,
    mobileMoneyProvider: row.mobileMoneyProvider,
    updatedAt: row.updatedAt.toISOString(),
  };
}
