import type { Currency } from "@common/constants";
import { msg } from "@common/i18n/message";

/**
 * A typed amount (major units: shillings, dollars) → the API's minor units (UGX has none; USD is in cents).
 * Commas, spaces and underscores are ignored; empty is 0; anything that is not a plain number is null.
 */
export function parseAmountInput(text: string, currency: Currency): number | null {
  const clean = text.replace(/[\s,_]/g, "");
  if (clean === "") return 0;
  if (!/^\d+(\.\d{0,2})?$/.test(clean)) return null;
  const major = Number(clean);
  return currency === "USD" ? Math.round(major * 100) : Math.round(major);
}

/** An amount in minor units as the text of an amount field (major units, no grouping). */
export function amountInputValue(amountMinor: number, currency: Currency): string {
  if (currency !== "USD") return String(amountMinor);
  const dollars = amountMinor / 100;
  return Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2);
}

/** A schema-style message (put into words under the field), as the amount fields' other messages. */
export const AMOUNT_NOT_A_NUMBER = msg("validation.amountNotANumber");
