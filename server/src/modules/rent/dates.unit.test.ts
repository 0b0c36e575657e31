import { describe, expect, it } from "vitest";
import {
  addMonths,
  daysBetween,
  kampalaDay,
  kampalaMonthRange,
  longDate,
  monthLabel,
} from "../../../../common/kampala-calendar";
import { nextScheduledDueDate, periodOf, rentDueDates } from "./dates";

describe("Kampala calendar days", () => {
  it("turns over at midnight in Kampala (UTC+3), not UTC", () => {
    expect(kampalaDay(new Date("2026-11-21T20:59:59Z"))).toBe("2026-11-21");
    expect(kampalaDay(new Date("2026-11-21T21:00:00Z"))).toBe("2026-11-22");
    expect(kampalaDay(new Date("2026-12-31T22:00:00Z"))).toBe("2027-01-01");
  });

  it("gives the month of a day as instants", () => {
    const { from, to } = kampalaMonthRange("2026-11-21");
    expect(from.toISOString()).toBe("2026-10-31T21:00:00.000Z");
    expect(to.toISOString()).toBe("2026-11-30T21:00:00.000Z");
    expect(kampalaMonthRange("2026-12-05").to.toISOString()).toBe("2026-12-31T21:00:00.000Z");
  });
});

describe("addMonths", () => {
  it("keeps the day of the month, clamped to shorter months", () => {
    expect(addMonths("2026-01-15", 1)).toBe("2026-02-15");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-01-31", 2)).toBe("2026-03-31");
    expect(addMonths("2026-11-30", 3)).toBe("2027-02-28");
    expect(addMonths("2026-12-01", 1)).toBe("2027-01-01");
    expect(addMonths("2026-03-31", -1)).toBe("2026-02-28");
    expect(addMonths("2026-01-10", -2)).toBe("2025-11-10");
  });

  it("counts days and names months", () => {
    expect(daysBetween("2026-11-01", "2026-11-21")).toBe(20);
    expect(daysBetween("2026-02-27", "2026-03-01")).toBe(2);
    expect(daysBetween("2026-03-01", "2026-02-27")).toBe(-2);
    expect(periodOf("2026-11-30")).toBe("2026-11");
    expect(monthLabel("2026-11")).toBe("November 2026");
    expect(longDate("2026-01-05")).toBe("5 January 2026");
  });
});

describe("rentDueDates", () => {
  it("starts one month after the lease start and runs monthly, up to today plus the next one", () => {
    expect(rentDueDates("2026-08-01", null, "2026-11-21")).toEqual([
      "2026-09-01",
      "2026-10-01",
      "2026-11-01",
      "2026-12-01",
    ]);
  });

  it("has only the first upcoming charge before it falls due", () => {
    expect(rentDueDates("2026-11-10", null, "2026-11-21")).toEqual(["2026-12-10"]);
    expect(rentDueDates("2027-01-01", null, "2026-11-21")).toEqual(["2027-02-01"]);
  });

  it("treats a charge due today as due (and adds the next)", () => {
    expect(rentDueDates("2026-10-21", null, "2026-11-21")).toEqual(["2026-11-21", "2026-12-21"]);
  });

  it("follows the start's day of the month through short months", () => {
    expect(rentDueDates("2026-01-31", null, "2026-05-01")).toEqual([
      "2026-02-28",
      "2026-03-31",
      "2026-04-30",
      "2026-05-31",
    ]);
  });

  it("stops at the lease's end date", () => {
    // A year from 1 January: the first month is paid at signing, eleven charges follow.
    const year = rentDueDates("2026-01-01", "2027-01-01", "2030-01-01");
    expect(year).toHaveLength(11);
    expect(year.at(0)).toBe("2026-02-01");
    expect(year.at(-1)).toBe("2026-12-01");
    expect(rentDueDates("2026-01-01", "2026-03-15", "2026-11-21")).toEqual(["2026-02-01", "2026-03-01"]);
    expect(rentDueDates("2026-01-01", "2026-02-01", "2026-11-21")).toEqual([]);
  });

  it("finds the next scheduled due date", () => {
    expect(nextScheduledDueDate("2026-01-15", null, null)).toBe("2026-02-15");
    expect(nextScheduledDueDate("2026-01-15", null, "2026-05-15")).toBe("2026-06-15");
    expect(nextScheduledDueDate("2026-01-15", null, "2026-05-20")).toBe("2026-06-15");
    expect(nextScheduledDueDate("2026-01-15", "2026-06-01", "2026-05-15")).toBeNull();
  });
});
