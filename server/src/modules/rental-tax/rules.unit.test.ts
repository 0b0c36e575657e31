import { describe, expect, it } from "vitest";
import {
  estimateTax,
  noticeDay,
  regimeOf,
  returnDeadlines,
  returnsToNotify,
  taxYear,
  taxYearOf,
} from "./rules";

const regime = regimeOf(taxYear(2025))!;

describe("the year of income", () => {
  it("runs 1 July to 30 June", () => {
    expect(taxYearOf("2026-06-30")).toMatchObject({
      label: "2025/26",
      start: "2025-07-01",
      end: "2026-07-01",
    });
    expect(taxYearOf("2026-07-01")).toMatchObject({
      label: "2026/27",
      start: "2026-07-01",
      end: "2027-07-01",
    });
    expect(taxYear(2099).label).toBe("2099/00");
  });

  it("knows the regime from 2022/23 on, and none before", () => {
    expect(regimeOf(taxYear(2022))).not.toBeNull();
    expect(regimeOf(taxYear(2021))).toBeNull();
  });
});

describe("individuals: 12% of gross rental income above UGX 2,820,000", () => {
  it("owes nothing at the threshold and 12% of each shilling above it", () => {
    expect(estimateTax(regime, "individual", 2_820_000, 0).taxDue).toBe(0);
    expect(estimateTax(regime, "individual", 2_820_001, 0).taxDue).toBe(0); // 0.12 rounds down
    expect(estimateTax(regime, "individual", 2_820_005, 0).taxDue).toBe(1); // 0.6 rounds up
    expect(estimateTax(regime, "individual", 12_820_000, 0)).toMatchObject({
      chargeableIncome: 10_000_000,
      taxDue: 1_200_000,
    });
    expect(estimateTax(regime, "individual", 0, 0).taxDue).toBe(0);
  });

  it("deducts no expenses", () => {
    expect(estimateTax(regime, "individual", 12_820_000, 5_000_000).taxDue).toBe(1_200_000);
  });
});

describe("non-individuals: 30% of income less expenses, expenses at most half the income", () => {
  it("deducts expenses up to half the income and carries the rest forward", () => {
    expect(estimateTax(regime, "non_individual", 10_000_000, 2_000_000)).toMatchObject({
      allowedExpenses: 2_000_000,
      carriedForward: 0,
      chargeableIncome: 8_000_000,
      taxDue: 2_400_000,
    });
    expect(estimateTax(regime, "non_individual", 10_000_000, 5_000_000).allowedExpenses).toBe(5_000_000);
    expect(estimateTax(regime, "non_individual", 10_000_000, 5_000_001)).toMatchObject({
      allowedExpenses: 5_000_000,
      carriedForward: 1,
      taxDue: 1_500_000,
    });
  });

  it("has no threshold", () => {
    expect(estimateTax(regime, "non_individual", 100_000, 0).taxDue).toBe(30_000);
  });
});

describe("returns", () => {
  it("an individual's provisional return by 30 September, a company's by 31 December; the final by 31 December after the year", () => {
    expect(returnDeadlines(taxYear(2025), "individual")).toEqual({
      provisional: "2025-09-30",
      final: "2026-12-31",
    });
    expect(returnDeadlines(taxYear(2025), "non_individual")).toEqual({
      provisional: "2025-12-31",
      final: "2026-12-31",
    });
  });

  it("tells the landlord 14 days before", () => {
    expect(noticeDay("2025-09-30")).toBe("2025-09-16");
  });
});

describe("which return deadlines to tell a landlord of", () => {
  const names = (today: string, kind: "individual" | "non_individual") =>
    returnsToNotify(today, kind).map((r) => `${r.taxReturn} ${r.year.label} ${r.deadline}`);

  it("from 14 days before the deadline to the deadline itself", () => {
    expect(names("2026-09-15", "individual")).toEqual([]);
    expect(names("2026-09-16", "individual")).toEqual(["provisional 2026/27 2026-09-30"]);
    expect(names("2026-09-30", "individual")).toEqual(["provisional 2026/27 2026-09-30"]);
    expect(names("2026-10-01", "individual")).toEqual([]);
  });

  it("the final return of the year that ended, and a company's provisional return in December", () => {
    expect(names("2026-12-17", "individual")).toEqual(["final 2025/26 2026-12-31"]);
    expect(names("2026-12-17", "non_individual")).toEqual([
      "final 2025/26 2026-12-31",
      "provisional 2026/27 2026-12-31",
    ]);
    expect(names("2026-12-16", "non_individual")).toEqual([]);
  });

  it("never for a year without known rules", () => {
    expect(names("2022-12-20", "individual")).toEqual([]); // 2021/22's final return: no rules known for it
  });
});
