import type { BANKS } from "../../../../common/constants";

export type BankName = (typeof BANKS)[number];

/**
 * How each of our banks (common/constants.ts BANKS) is named in Flutterwave's bank list for Uganda
 * (`GET /v3/banks/UG` → `data: [{ id, code, name }]`). Flutterwave's Ugandan bank codes could not be confirmed
 * from its public documentation, so they are NOT hard-coded: the adapter fetches the list with the account's
 * key and picks the code whose name matches here. Keep one pattern per bank (a unit test checks it).
 */
export const FLUTTERWAVE_UG_BANK_NAME_PATTERNS: Record<BankName, RegExp> = {
  "Stanbic Bank Uganda": /stanbic/i,
  "Centenary Bank": /centenary/i,
  "dfcu Bank": /\bdfcu\b/i,
  "Equity Bank": /\bequity\b/i,
  "Standard Chartered Bank": /standard\s+chartered/i,
  "Absa Bank Uganda": /\babsa\b|barclays/i,
  "Cairo International Bank": /\bcairo\b/i,
  "NC Bank Uganda": /\bnc\s*bank\b|\bncba\b/i,
};

/** The Flutterwave code of one of our banks in Flutterwave's list, or undefined when none (or several) match. */
export function flutterwaveBankCode(
  banks: readonly { code: string; name: string }[],
  bankName: string,
): string | undefined {
  const pattern = FLUTTERWAVE_UG_BANK_NAME_PATTERNS[bankName as BankName];
  if (!pattern) return undefined;
  const codes = new Set(banks.filter((b) => pattern.test(b.name)).map((b) => b.code));
  return codes.size === 1 ? [...codes][0] : undefined;
}
