import type { Currency } from "@common/constants";
import { formatMoney } from "@common/money";
import { PROVIDER_LIMITS_UGX } from "@common/schemas/rent";
import { AMOUNT_NOT_A_NUMBER, parseAmountInput } from "@/lib/money-input";

export interface AmountRules {
  currency: Currency;
  minAmount: number;
  maxAmount: number;
}

/** ?amount= of the pay links (minor units, as the API counts), when it is a usable positive integer. */
export function amountFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get("amount");
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

/**
 * Checks a typed amount against the lease's payable range (and a mobile money provider's per-transaction
 * limit). Returns the amount in minor units, or the message to show under the field.
 */
export function checkAmount(
  text: string,
  rules: AmountRules,
  provider?: string,
): { amount: number; error?: undefined } | { amount?: undefined; error: string } {
  if (text.trim() === "") return { error: "Please enter the amount to pay" };
  const amount = parseAmountInput(text, rules.currency);
  if (amount === null) return { error: AMOUNT_NOT_A_NUMBER };
  if (amount < rules.minAmount) {
    return { error: `The minimum payment is ${formatMoney(rules.minAmount, rules.currency)}` };
  }
  if (amount > rules.maxAmount) {
    return {
      error: `You can pay at most ${formatMoney(rules.maxAmount, rules.currency)}: what you owe plus up to three months of rent in advance`,
    };
  }
  const limit = provider && rules.currency === "UGX" ? providerLimitUgx(provider) : undefined;
  if (limit !== undefined && amount > limit) {
    return { error: `${provider} allows at most ${formatMoney(limit, rules.currency)} per transaction` };
  }
  return { amount };
}

/** M-Sente runs on MTN's network and shares MTN Mobile Money's per-transaction limit (as the server does). */
function providerLimitUgx(provider: string): number | undefined {
  return (
    PROVIDER_LIMITS_UGX[provider] ??
    (provider === "M-Sente" ? PROVIDER_LIMITS_UGX["MTN Mobile Money"] : undefined)
  );
}
