import { describe, expect, it } from "vitest";
import { fitOnePart, smsSize } from "./sms-parts";

describe("SMS part counting", () => {
  it("fits 160 GSM-7 characters in one part, then 153 a part", () => {
    expect(smsSize("a".repeat(160))).toEqual({ encoding: "gsm7", units: 160, parts: 1 });
    expect(smsSize("a".repeat(161))).toEqual({ encoding: "gsm7", units: 161, parts: 2 });
    expect(smsSize("a".repeat(306)).parts).toBe(2);
    expect(smsSize("a".repeat(307)).parts).toBe(3);
  });

  it("counts the extension characters twice", () => {
    expect(smsSize("€".repeat(80))).toEqual({ encoding: "gsm7", units: 160, parts: 1 });
    expect(smsSize(`${"a".repeat(159)}{`).parts).toBe(2);
  });

  it("makes the whole text UCS-2 for one character outside GSM-7, such as Luganda's ŋ", () => {
    expect(smsSize(`Weebale nnyo${"a".repeat(57)}ŋ`)).toEqual({ encoding: "ucs2", units: 70, parts: 1 });
    expect(smsSize(`${"a".repeat(70)}ŋ`)).toEqual({ encoding: "ucs2", units: 71, parts: 2 });
    expect(smsSize("😀".repeat(35)).units).toBe(70);
  });

  it("shortens a text to one part at a word boundary", () => {
    const long = "Rent of UGX 1,500,000 for Kampala Heights unit 4B is due on 1 December 2026. ".repeat(3);
    const fitted = fitOnePart(long);
    expect(smsSize(fitted).parts).toBe(1);
    expect(fitted.endsWith("...")).toBe(true);
    expect(fitOnePart("Short")).toBe("Short");
  });
});
