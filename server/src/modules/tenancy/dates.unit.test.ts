import { describe, expect, it } from "vitest";
import { nextScheduledDueDate, periodOf, rentDueDates } from "./dates";

describe("rentDueDates", () => {
  it("names a due date's period by its month", () => {
    expect(periodOf("2026-11-30")).toBe("2026-11");
  });

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
