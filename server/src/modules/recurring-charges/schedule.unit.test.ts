import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addMonths } from "../../../../common/kampala-calendar";
import { CHARGE_FREQUENCIES, FREQUENCY_MONTHS } from "../../../../common/schemas/charges";
import { amountOf, changeBoundary, leaseDueDates, nextDueDate, postedDueDates } from "./schedule";

const always = { startDate: "2000-01-01", endDate: null };
const monthly = (firstDueDate: string, endDate: string | null = null) =>
  ({ firstDueDate, frequency: "monthly", endDate }) as const;

describe("the due dates of a recurring charge", () => {
  it("monthly from 31 January keeps to month ends: 28 Feb, then 31 Mar, 30 Apr", () => {
    expect(postedDueDates(monthly("2026-01-31"), "2026-04-10")).toEqual([
      "2026-01-31",
      "2026-02-28",
      "2026-03-31",
      "2026-04-30",
    ]);
  });

  it("quarterly and yearly step three and twelve months, always from the first", () => {
    const q = { firstDueDate: "2025-11-30", frequency: "quarterly", endDate: null } as const;
    expect(postedDueDates(q, "2026-06-01")).toEqual(["2025-11-30", "2026-02-28", "2026-05-30", "2026-08-30"]);
    const y = { firstDueDate: "2024-02-29", frequency: "yearly", endDate: null } as const;
    expect(postedDueDates(y, "2026-03-01")).toEqual(["2024-02-29", "2025-02-28", "2026-02-28", "2027-02-28"]);
  });

  it("posts what is due by today and the next one only, and nothing after the end date", () => {
    expect(postedDueDates(monthly("2026-09-01"), "2026-06-15")).toEqual(["2026-09-01"]);
    expect(postedDueDates(monthly("2026-01-01"), "2026-03-01")).toEqual([
      "2026-01-01",
      "2026-02-01",
      "2026-03-01",
      "2026-04-01",
    ]);
    expect(postedDueDates(monthly("2026-01-01", "2026-03-01"), "2026-06-01")).toEqual([
      "2026-01-01",
      "2026-02-01",
      "2026-03-01",
    ]);
    expect(nextDueDate(monthly("2026-01-01", "2026-03-01"), "2026-06-01")).toBeNull();
  });

  it("keeps to a lease: from its start, nothing from its end date on, the next one inside it", () => {
    const lease = { startDate: "2026-02-15", endDate: "2026-05-01" };
    expect(leaseDueDates(monthly("2026-01-01"), lease, "2026-03-10")).toEqual(["2026-03-01", "2026-04-01"]);
    expect(leaseDueDates(monthly("2026-01-01"), lease, "2026-09-10")).toEqual(["2026-03-01", "2026-04-01"]);
    // A lease that starts after today gets its first due date inside it, before it falls due.
    expect(
      leaseDueDates(monthly("2026-01-01"), { startDate: "2026-08-10", endDate: null }, "2026-06-01"),
    ).toEqual(["2026-09-01"]);
  });

  it("a change applies from the first due date not posted: the one after the next", () => {
    expect(changeBoundary(monthly("2026-01-05"), "2026-03-10")).toEqual({
      lastPosted: "2026-04-05",
      from: "2026-05",
    });
    expect(changeBoundary(monthly("2026-01-05", "2026-04-05"), "2026-03-10")).toEqual({
      lastPosted: "2026-04-05",
      from: null,
    });
  });

  it("the amount of a period is the last one effective by then", () => {
    const amounts = [
      { effectiveFrom: "2026-01", amount: 50_000 },
      { effectiveFrom: "2026-05", amount: 60_000 },
    ];
    expect([
      amountOf(amounts, "2026-01"),
      amountOf(amounts, "2026-04"),
      amountOf(amounts, "2026-05"),
    ]).toEqual([50_000, 50_000, 60_000]);
  });

  const day = fc
    .record({
      y: fc.integer({ min: 2020, max: 2035 }),
      m: fc.integer({ min: 1, max: 12 }),
      d: fc.integer({ min: 1, max: 31 }),
    })
    .map(
      ({ y, m, d }) =>
        addMonths(`${y}-${String(m).padStart(2, "0")}-01`, 0).slice(0, 8) +
        String(Math.min(d, 28)).padStart(2, "0"),
    );

  it("any schedule: one due date a period, in order, stepping by its frequency, the last one the only one after today", () => {
    fc.assert(
      fc.property(day, day, fc.constantFrom(...CHARGE_FREQUENCIES), (first, today, frequency) => {
        const dates = leaseDueDates({ firstDueDate: first, frequency, endDate: null }, always, today);
        const periods = dates.map((d) => d.slice(0, 7));
        expect(new Set(periods).size).toBe(dates.length);
        expect([...dates].sort()).toEqual(dates);
        expect(dates.filter((d) => d > today)).toEqual([dates.at(-1)]);
        for (const [n, d] of dates.entries())
          expect(d).toBe(addMonths(first, n * FREQUENCY_MONTHS[frequency]));
      }),
    );
  });

  it("any lease and end date: every due date lies inside both", () => {
    fc.assert(
      fc.property(day, day, day, day, fc.option(day), (first, today, start, end, chargeEnd) => {
        const s = {
          firstDueDate: first,
          frequency: "monthly" as const,
          endDate: chargeEnd && chargeEnd >= first ? chargeEnd : null,
        };
        const [earlier] = [start, end].sort();
        const lease = { startDate: earlier!, endDate: start < end ? end : null };
        for (const d of leaseDueDates(s, lease, today)) {
          expect(d >= lease.startDate && (lease.endDate === null || d < lease.endDate)).toBe(true);
          expect(s.endDate === null || d <= s.endDate).toBe(true);
        }
      }),
    );
  });
});
