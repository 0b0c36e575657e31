import type { Currency } from "@common/constants";
import { type Message, msg } from "@common/i18n/message";
import { formatMoney } from "@common/money";
import { PROVIDER_LIMITS_UGX } from "@common/schemas/rent";
import { t } from "@/lib/i18n";
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

/** The amount field's hint: the payable range. */
export const amountHint = (rules: AmountRules) =>
  t("payments.amountHint", {
    min: formatMoney(rules.minAmount, rules.currency),
    max: formatMoney(rules.maxAmount, rules.currency),
  });

/**
 * Checks a typed amount against the lease's payable range (and a mobile money provider's per-transaction
 * limit). Returns the amount in minor units, or the message to show under the field (a catalogue message,
 * which the field puts into words).
 */
export function checkAmount(
  text: string,
  rules: AmountRules,
  provider?: string,
): { amount: number; error?: undefined } | { amount?: undefined; error: Message } {
  if (text.trim() === "") return { error: msg("payments.amountRequired") };
  const amount = parseAmountInput(text, rules.currency);
  if (amount === null) return { error: AMOUNT_NOT_A_NUMBER };
  if (amount < rules.minAmount) {
    return {
      error: msg("payments.amountBelowMin", { amount: formatMoney(rules.minAmount, rules.currency) }),
    };
  }
  if (amount > rules.maxAmount) {
    return {
      error: msg("payments.amountAboveMax", { amount: formatMoney(rules.maxAmount, rules.currency) }),
    };
  }
  const limit = provider && rules.currency === "UGX" ? providerLimitUgx(provider) : undefined;
  if (provider && limit !== undefined && amount > limit) {
    return {
      error: msg("payments.amountAboveProviderLimit", {
        provider,
        amount: formatMoney(limit, rules.currency),
      }),
    };
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
