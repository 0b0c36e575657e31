import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { translateMessage } from "./i18n";
import { AMOUNT_NOT_A_NUMBER, amountInputValue, parseAmountInput } from "./money-input";

describe("parseAmountInput", () => {
  it("reads shillings as typed, with the grouping people write", () => {
    expect(parseAmountInput("1500000", "UGX")).toBe(1_500_000);
    expect(parseAmountInput("1,500,000", "UGX")).toBe(1_500_000);
    expect(parseAmountInput(" 1 500 000 ", "UGX")).toBe(1_500_000);
    expect(parseAmountInput("1_500_000", "UGX")).toBe(1_500_000);
    expect(parseAmountInput("850000.00", "UGX")).toBe(850_000);
  });

  it("reads dollars and cents as cents", () => {
    expect(parseAmountInput("12.34", "USD")).toBe(1234);
    expect(parseAmountInput("12.3", "USD")).toBe(1230);
    expect(parseAmountInput("12.", "USD")).toBe(1200);
    expect(parseAmountInput("1,019.99", "USD")).toBe(101_999);
  });

  it("counts an empty field as nothing", () => {
    expect(parseAmountInput("", "UGX")).toBe(0);
    expect(parseAmountInput("  ", "USD")).toBe(0);
  });

  it("refuses anything that is not a plain amount", () => {
    for (const text of [
      "abc",
      "15k",
      "-500",
      "+500",
      "1e6",
      "1.2.3",
      "12.345",
      ".5",
      "USh 1,000",
      "0x10",
      "Infinity",
    ])
      expect(parseAmountInput(text, "UGX"), text).toBeNull();
    expect(parseAmountInput("$12", "USD")).toBeNull();
  });
});

describe("amountInputValue", () => {
  it("writes an amount back as the field's text, in major units without grouping", () => {
    expect(amountInputValue(1_500_000, "UGX")).toBe("1500000");
    expect(amountInputValue(0, "UGX")).toBe("0");
    expect(amountInputValue(1234, "USD")).toBe("12.34");
    expect(amountInputValue(1230, "USD")).toBe("12.30");
    expect(amountInputValue(1200, "USD")).toBe("12");
  });

  it("reads back as the same amount, in either currency", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.constantFrom("UGX", "USD"), (amount, currency) => {
        expect(parseAmountInput(amountInputValue(amount, currency), currency)).toBe(amount);
      }),
    );
  });
});

it("says what is wrong with a typed amount in the reader's words", () => {
  expect(translateMessage(AMOUNT_NOT_A_NUMBER)).toBe("Enter the amount in numbers only, e.g. 1500000");
});
