import { describe, expect, it } from "vitest";
import {
  BIRTH_OUTSIDE,
  DATE_RANGES,
  type DateRangeName,
  dateRefusal,
  daysOf,
  MOVE_IN_OUTSIDE,
  monthRefusal,
  monthsOf,
} from "./date-ranges";
import { msg } from "./i18n/message";
import { kampalaDay } from "./kampala-calendar";
import { leaseCreateInput } from "./schemas/leases";

describe("the ranges of the dates people enter", () => {
  it("are counted from today, both ends included, months clamped to short months", () => {
    expect(daysOf("leaseStart", "2026-11-29")).toEqual({ from: "2025-11-28", to: "2027-11-29" });
    expect(daysOf("leaseEnd", "2026-11-29")).toEqual({ from: "2025-11-28", to: "2036-11-29" });
    expect(daysOf("birth", "2024-02-29")).toEqual({ from: "1904-02-29", to: "2006-02-28" });
    expect(daysOf("paidOn", "2026-03-01")).toEqual({ from: "2025-02-28", to: "2026-03-01" });
    expect(monthsOf("reportMonth", "2026-11-29")).toEqual({ from: "2016-11", to: "2026-11" });
  });

  it("each begins before it ends, on any day", () => {
    for (const today of ["2026-11-29", "2024-02-29", "2027-12-31", "2028-01-01"])
      for (const name of Object.keys(DATE_RANGES) as DateRangeName[]) {
        const { from, to } = daysOf(name, today);
        expect(from < to || (from === to && name === "paidOn"), `${name} on ${today}`).toBe(true);
      }
  });

  it("a date outside is refused with the range's own words, else a message naming the range", () => {
    const today = kampalaDay(new Date());
    const lease = daysOf("leaseStart");
    expect(dateRefusal(today, "leaseStart")).toBeNull();
    expect(dateRefusal("0001-01-01", "leaseStart")).toBe(msg("validation.dateOutside", lease));
    expect(dateRefusal("9999-12-31", "moveIn", MOVE_IN_OUTSIDE)).toBe(msg("listings.moveInTooFar"));
    expect(dateRefusal("2000-01-01", "moveIn", MOVE_IN_OUTSIDE)).toBe(msg("listings.moveInPast"));
    expect(dateRefusal("9999-12-31", "birth", BIRTH_OUTSIDE)).toBe(msg("signup.dateOfBirthPast"));
    // Born ten years ago: in the past, but under 18: the range is named.
    const tenYearsAgo = `${Number(today.slice(0, 4)) - 10}${today.slice(4)}`;
    expect(dateRefusal(tenYearsAgo, "birth", BIRTH_OUTSIDE)).toBe(
      msg("validation.dateOutside", daysOf("birth")),
    );
    expect(monthRefusal("0001-01", "reportMonth")).toBe(
      msg("validation.monthOutside", monthsOf("reportMonth")),
    );
    expect(monthRefusal(today.slice(0, 7), "reportMonth")).toBeNull();
  });

  it("the issue's lease, 0001-01-01 to 9999-12-31, is refused by the contract's schema", () => {
    const r = leaseCreateInput.safeParse({
      unitId: 1,
      tenantName: "Brenda Achan",
      email: "brenda@example.com",
      startDate: "0001-01-01",
      endDate: "9999-12-31",
      monthlyRent: 1_200_000,
      currency: "UGX",
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["startDate", msg("validation.dateOutside", daysOf("leaseStart"))],
      ["endDate", msg("validation.dateOutside", daysOf("leaseEnd"))],
    ]);
  });
});
