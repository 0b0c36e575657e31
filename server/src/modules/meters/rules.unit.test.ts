import { describe, expect, it } from "vitest";
import { parseReading, readingText } from "../../../../common/meters/kinds";
import { consumptionOf, readingAmount, s12Chargeable } from "./rules";

describe("s.12: only a unit's own meter is charged to its tenant", () => {
  it("charges a meter of a unit, never a shared meter (the boundary: a unit or none)", () => {
    expect(s12Chargeable({ unitId: 1 })).toBe(true);
    expect(s12Chargeable({ unitId: null })).toBe(false);
  });
});

describe("consumption", () => {
  it("is the value less the same meter's previous reading; the first reading is the baseline", () => {
    expect(consumptionOf(null, 1_204_000)).toEqual({ kind: "baseline" });
    expect(consumptionOf(1_204_000, 1_216_400)).toEqual({ kind: "used", milli: 12_400 });
    expect(consumptionOf(1_204_000, 1_204_000)).toEqual({ kind: "used", milli: 0 });
    expect(consumptionOf(1_204_000, 1_203_999)).toEqual({ kind: "lower", previousMilli: 1_204_000 });
  });
});

describe("the amount of a reading", () => {
  it("is consumption × tariff rounded half up to the shilling, or the flat amount; the baseline costs nothing", () => {
    const used = (milli: number) => ({ kind: "used" as const, milli });
    expect(readingAmount("per_unit", 3_516, used(12_400))).toBe(43_598); // 43,598.4
    expect(readingAmount("per_unit", 1, used(500))).toBe(1); // 0.5 rounds up
    expect(readingAmount("per_unit", 1, used(499))).toBe(0);
    expect(readingAmount("per_unit", 3, used(1_500))).toBe(5); // 4.5, exact in integers
    expect(readingAmount("per_unit", 10_000_000, used(99_999_999_999))).toBe(999_999_999_990_000);
    expect(readingAmount("flat", 20_000, used(0))).toBe(20_000);
    expect(readingAmount("flat", 20_000, { kind: "baseline" })).toBe(0);
    expect(readingAmount("per_unit", 3_516, { kind: "baseline" })).toBe(0);
  });
});

describe("a reading typed as text", () => {
  it("is kept exactly in thousandths, and anything else is refused", () => {
    expect(parseReading("1216.4")).toBe(1_216_400);
    expect(parseReading(" 1,216.400 ")).toBe(1_216_400);
    expect(parseReading("0.001")).toBe(1);
    expect(parseReading("0.1")).toBe(100);
    for (const bad of ["-1", "1.2345", "1e5", "", "abc", "1.2.3", "100000000000", "Infinity", "0x10"])
      expect(parseReading(bad), bad).toBeNull();
    expect(readingText(1_216_400)).toBe("1216.4");
    expect(readingText(1_204_000)).toBe("1204.0");
    expect(readingText(125)).toBe("0.125");
  });
});
