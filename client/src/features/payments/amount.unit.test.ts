import { describe, expect, it } from "vitest";
import { translateMessage } from "@/lib/i18n";
import { type AmountRules, amountFromSearch, checkAmount } from "./amount";

const ugx: AmountRules = { currency: "UGX", minAmount: 1000, maxAmount: 9_000_000 };
const usd: AmountRules = { currency: "USD", minAmount: 100, maxAmount: 500_000 };

/** The message under the field, as the reader sees it (English). */
const shown = (text: string, rules: AmountRules, provider?: string) => {
  const { error } = checkAmount(text, rules, provider);
  return error === undefined ? undefined : translateMessage(error).replace(/\s/g, " ");
};

describe("checkAmount (the pay screens' amount field)", () => {
  it("takes an amount in the payable range, in minor units", () => {
    expect(checkAmount("1,500,000", ugx)).toEqual({ amount: 1_500_000 });
    expect(checkAmount("1000", ugx)).toEqual({ amount: 1000 });
    expect(checkAmount("9000000", ugx)).toEqual({ amount: 9_000_000 });
    expect(checkAmount("12.50", usd)).toEqual({ amount: 1250 });
  });

  it("refuses an empty field, text and amounts out of range with the catalogue's messages", () => {
    expect(shown("  ", ugx)).toBe("Please enter the amount to pay");
    expect(shown("15k", ugx)).toBe("Enter the amount in numbers only, e.g. 1500000");
    expect(shown("999", ugx)).toBe("The minimum payment is USh 1,000");
    expect(shown("0", ugx)).toBe("The minimum payment is USh 1,000");
    expect(shown("9,000,001", ugx)).toBe(
      "You can pay at most USh 9,000,000: what you owe plus up to three months of rent in advance",
    );
    expect(shown("0.99", usd)).toBe("The minimum payment is US$1");
  });

  it("holds a mobile money payment to the provider's limit per transaction (M-Sente is MTN's)", () => {
    expect(checkAmount("5,000,000", ugx, "MTN Mobile Money")).toEqual({ amount: 5_000_000 });
    expect(shown("5,000,001", ugx, "MTN Mobile Money")).toBe(
      "MTN Mobile Money allows at most USh 5,000,000 per transaction",
    );
    expect(shown("5,000,001", ugx, "Airtel Money")).toBe(
      "Airtel Money allows at most USh 5,000,000 per transaction",
    );
    expect(shown("5,000,001", ugx, "M-Sente")).toBe("M-Sente allows at most USh 5,000,000 per transaction");
    expect(checkAmount("8,000,000", ugx, "Bank transfer")).toEqual({ amount: 8_000_000 });
  });
});

describe("amountFromSearch (a pay link's ?amount=)", () => {
  it("is a positive whole number of minor units, or nothing", () => {
    expect(amountFromSearch("?amount=850000")).toBe(850_000);
    for (const search of [
      "",
      "?amount=",
      "?amount=0",
      "?amount=-5",
      "?amount=12.5",
      "?amount=1e6",
      "?amount=1234567890123",
    ])
      expect(amountFromSearch(search), search).toBeNull();
  });
});
