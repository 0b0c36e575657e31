import { describe, expect, it } from "vitest";
import { amountInWords, numberInWords } from "./amount-in-words";

describe("amountInWords", () => {
  it("writes Uganda shillings as receipts do", () => {
    expect(amountInWords(1_500_000, "UGX")).toBe("Uganda Shillings One Million Five Hundred Thousand Only");
    expect(amountInWords(950_000, "UGX")).toBe("Uganda Shillings Nine Hundred and Fifty Thousand Only");
    expect(amountInWords(2_250_500, "UGX")).toBe(
      "Uganda Shillings Two Million Two Hundred and Fifty Thousand Five Hundred Only",
    );
    expect(amountInWords(1_000, "UGX")).toBe("Uganda Shillings One Thousand Only");
    expect(amountInWords(0, "UGX")).toBe("Uganda Shillings Zero Only");
  });

  it("writes US dollars from cents", () => {
    expect(amountInWords(120_000, "USD")).toBe("US Dollars One Thousand Two Hundred Only");
    expect(amountInWords(8_550, "USD")).toBe("US Dollars Eighty-Five and Cents Fifty Only");
    expect(amountInWords(1, "USD")).toBe("US Dollars Zero and Cents One Only");
  });

  it("handles teens, tens, hyphens and the British 'and'", () => {
    expect(numberInWords(7)).toBe("Seven");
    expect(numberInWords(13)).toBe("Thirteen");
    expect(numberInWords(40)).toBe("Forty");
    expect(numberInWords(99)).toBe("Ninety-Nine");
    expect(numberInWords(101)).toBe("One Hundred and One");
    expect(numberInWords(1_005)).toBe("One Thousand and Five");
    expect(numberInWords(1_000_000)).toBe("One Million");
    expect(numberInWords(12_345_678)).toBe(
      "Twelve Million Three Hundred and Forty-Five Thousand Six Hundred and Seventy-Eight",
    );
    expect(numberInWords(3_000_000_001)).toBe("Three Billion and One");
  });
});
