import { DEFAULT_MOBILE_MONEY_PROVIDER } from "@common/constants";
import { formatUgandanPhone } from "@common/phone";
import type { BankDetailsInput, PayoutAccount } from "@common/schemas/payouts";

/** What the payout inputs hold: plain strings, checked by `bankDetailsInput` on submit. */
export interface PayoutFormValues {
  bankName: string;
  bankAccountNumber: string;
  bankAccountName: string;
  bankBranch: string;
  mobileMoneyNumber: string;
  mobileMoneyProvider: string;
}

export const PAYOUT_FIELDS = [
  "bankName",
  "bankAccountNumber",
  "bankAccountName",
  "bankBranch",
  "mobileMoneyNumber",
  "mobileMoneyProvider",
] as const satisfies readonly (keyof PayoutFormValues)[];
export type PayoutFieldName = (typeof PAYOUT_FIELDS)[number];

export function emptyPayout(): PayoutFormValues {
  return {
    bankName: "",
    bankAccountNumber: "",
    bankAccountName: "",
    bankBranch: "",
    mobileMoneyNumber: "",
    mobileMoneyProvider: DEFAULT_MOBILE_MONEY_PROVIDER,
  };
}

/** Prefills the inputs from a saved account (the owner sees the full account number). */
export function payoutFromAccount(a: PayoutAccount | null | undefined): PayoutFormValues {
  if (!a) return emptyPayout();
  let mobile = a.mobileMoneyNumber;
  if (/^\+256\d{9}$/.test(mobile)) mobile = formatUgandanPhone(mobile);
  return {
    bankName: a.bankName,
    bankAccountNumber: a.bankAccountNumber,
    bankAccountName: a.bankAccountName,
    bankBranch: a.bankBranch ?? "",
    mobileMoneyNumber: mobile,
    mobileMoneyProvider: a.mobileMoneyProvider || DEFAULT_MOBILE_MONEY_PROVIDER,
  };
}

/** The request body; `bankDetailsInput` checks it (an optional branch left empty is not sent). */
export function toBankDetailsInput(v: PayoutFormValues): BankDetailsInput {
  const branch = v.bankBranch.trim();
  return {
    bankName: v.bankName as BankDetailsInput["bankName"],
    bankAccountNumber: v.bankAccountNumber,
    bankAccountName: v.bankAccountName,
    ...(branch ? { bankBranch: branch } : {}),
    mobileMoneyNumber: v.mobileMoneyNumber,
    mobileMoneyProvider: v.mobileMoneyProvider as BankDetailsInput["mobileMoneyProvider"],
  };
}

const blank = (s: string | undefined) => !s?.trim();

/** Bank name, account number or account name left empty. */
export const missingBankFields = (v: PayoutFormValues) =>
  blank(v.bankName) || blank(v.bankAccountNumber) || blank(v.bankAccountName);

export const missingMobileNumber = (v: PayoutFormValues) => blank(v.mobileMoneyNumber);

/**
 * The server's field errors for payout inputs arrive either as `payout.bankName` (property routes) or as
 * `bankName` (bank-details route); both belong under `payout.<name>` in our forms.
 */
export function payoutFieldPath(key: string): `payout.${PayoutFieldName}` | null {
  const name = key.startsWith("payout.") ? key.slice("payout.".length) : key;
  return (PAYOUT_FIELDS as readonly string[]).includes(name) ? `payout.${name as PayoutFieldName}` : null;
}
