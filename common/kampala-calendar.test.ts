import { describe, expect, it } from "vitest";
import {
  addMonths,
  daysBetween,
  kampalaDay,
  kampalaInstant,
  kampalaMonthRange,
  kampalaWallClock,
  longDate,
  monthLabel,
} from "./kampala-calendar";

const byIntl = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Africa/Kampala",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

describe("kampalaDay", () => {
  it("is the day Intl's Africa/Kampala gives, hour by hour over two years and at each midnight's edges", () => {
    const start = Date.UTC(2025, 0, 1);
    for (let t = start; t < start + 2 * 366 * 86_400_000; t += 3_600_000) {
      const at = new Date(t);
      expect(kampalaDay(at), at.toISOString()).toBe(byIntl.format(at));
    }
    for (const iso of ["2026-02-28T20:59:59.999Z", "2026-02-28T21:00:00.000Z", "2024-12-31T21:00:00Z"]) {
      expect(kampalaDay(new Date(iso)), iso).toBe(byIntl.format(new Date(iso)));
    }
    expect(kampalaDay(new Date("2026-02-28T21:00:00.000Z"))).toBe("2026-03-01");
  });
});

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
    expect(monthLabel("2026-11")).toBe("November 2026");
    expect(longDate("2026-01-05")).toBe("5 January 2026");
  });
});

describe("Kampala's clock", () => {
  it("gives the instant of a Kampala day and time, and reads an instant's Kampala wall clock", () => {
    expect(kampalaInstant("2026-11-21", "12:00:00").toISOString()).toBe("2026-11-21T09:00:00.000Z");
    expect(kampalaInstant("2026-11-21").toISOString()).toBe("2026-11-20T21:00:00.000Z");
    const late = kampalaWallClock(new Date("2026-11-21T21:30:00Z"));
    expect([late.getUTCDate(), late.getUTCHours(), late.getUTCMinutes()]).toEqual([22, 0, 30]);
  });
});
