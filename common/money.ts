import type { Currency } from "./constants";

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats an integer amount in the currency's minor unit (UGX has none; USD is in cents). */
export function formatMoney(amountMinor: number, currency: Currency = "UGX"): string {
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat("en-UG", { style: "currency", currency, maximumFractionDigits: 0 });
    formatters.set(currency, f);
  }
  return f.format(currency === "USD" ? amountMinor / 100 : amountMinor);
}

/** "UGX 1,500,000" / "USD 1,500": the amount as the spec's messages write it. */
export function amountText(amount: number, currency: Currency): string {
  const major = currency === "USD" ? amount / 100 : amount;
  return `${currency} ${major.toLocaleString("en-US", { maximumFractionDigits: currency === "USD" ? 2 : 0 })}`;
}
