import { describe, expect, it } from "vitest";
import { presetRange } from "./periods";

describe("the statement's periods", () => {
  it("end today and start on the first of this month, of the month two before, of the year", () => {
    expect(presetRange("thisMonth", "2026-03-17")).toEqual({ from: "2026-03-01", to: "2026-03-17" });
    expect(presetRange("last3Months", "2026-03-17")).toEqual({ from: "2026-01-01", to: "2026-03-17" });
    expect(presetRange("last3Months", "2026-02-28")).toEqual({ from: "2025-12-01", to: "2026-02-28" });
    expect(presetRange("thisYear", "2026-03-17")).toEqual({ from: "2026-01-01", to: "2026-03-17" });
  });
});
