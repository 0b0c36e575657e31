import type { z } from "zod";
import type { bankDetailsInput, PayoutAccount } from "../../../../common/schemas/payouts";
import type { payoutAccounts } from "../../db/schema";

type PayoutRow = typeof payoutAccounts.$inferSelect;
/** bankDetailsInput after parsing (mobile money number already E.164). */
export type BankDetails = z.output<typeof bankDetailsInput>;

/** "•••• 1234": what anyone but the owner sees of an account number. */
export function maskAccountNumber(accountNumber: string): string {
  const compact = accountNumber.replace(/[\s-]/g, "");
  return compact.length <= 4 ? "••••" : `•••• ${compact.slice(-4)}`;
}

/** A payout row as the API shows it; `masked` for anyone who is not the owner. */
export function toPayoutAccount(row: PayoutRow, opts: { masked?: boolean } = {}): PayoutAccount {
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

/** The columns a payout row takes from the form (blank branch stored as null). */
export function payoutValues(details: BankDetails) {
  return {
    bankName: details.bankName,
    bankAccountNumber: details.bankAccountNumber,
    bankAccountName: details.bankAccountName,
    bankBranch: details.bankBranch ? details.bankBranch : null,
    mobileMoneyNumber: details.mobileMoneyNumber,
    mobileMoneyProvider: details.mobileMoneyProvider,
  };
}
