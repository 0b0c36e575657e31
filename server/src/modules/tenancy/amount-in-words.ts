import type { Currency } from "../../../../common/constants";

/** Amounts in words as Ugandan receipts write them: "Uganda Shillings One Million Five Hundred Thousand Only". */

const ONES = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];
const SCALES = ["", "Thousand", "Million", "Billion", "Trillion"];

/** 0..99, e.g. "Forty-Five". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 ? `${tens}-${ONES[n % 10]}` : tens;
}

/** 1..999 in British style: "Two Hundred and Fifty". */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds) parts.push(`${ONES[hundreds]} Hundred`);
  if (rest) parts.push(hundreds ? `and ${belowHundred(rest)}` : belowHundred(rest));
  return parts.join(" ");
}

/** A whole number in words, e.g. 1_250_000 = "One Million Two Hundred and Fifty Thousand". */
export function numberInWords(value: number): string {
  let n = Math.floor(Math.abs(value));
  if (!Number.isSafeInteger(n)) throw new RangeError(`${value} is too large to write in words`);
  if (n === 0) return ONES[0]!;
  const groups: string[] = [];
  for (let scale = 0; n > 0; scale++) {
    const group = n % 1000;
    if (group) {
      if (scale >= SCALES.length) throw new RangeError(`${value} is too large to write in words`);
      groups.unshift(SCALES[scale] ? `${belowThousand(group)} ${SCALES[scale]}` : belowThousand(group));
    }
    n = Math.floor(n / 1000);
  }
  // "One Thousand and Five": a last group below one hundred after a larger one takes "and" (British usage).
  const last = Math.floor(Math.abs(value)) % 1000;
  if (groups.length > 1 && last > 0 && last < 100) groups[groups.length - 1] = `and ${groups.at(-1)}`;
  return groups.join(" ");
}

/**
 * An amount in the currency's minor unit in words: UGX has none ("Uganda Shillings ... Only"); USD is in
 * cents ("US Dollars Twelve and Cents Fifty Only").
 */
export function amountInWords(amount: number, currency: Currency): string {
  if (currency === "UGX") return `Uganda Shillings ${numberInWords(amount)} Only`;
  const dollars = Math.floor(amount / 100);
  const cents = amount % 100;
  return `US Dollars ${numberInWords(dollars)}${cents ? ` and Cents ${numberInWords(cents)}` : ""} Only`;
}
