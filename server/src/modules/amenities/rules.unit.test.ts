import { describe, expect, it } from "vitest";
import {
  type AmenityRules,
  bookingBreak,
  canCancel,
  kampalaInstant,
  kampalaWeek,
  overWeeklyLimit,
  promotions,
  slotsOfDay,
} from "./rules";

const rules: AmenityRules = {
  // Monday to Friday 06:00-08:30, Saturday 10:00-12:00, closed on Sunday.
  hours: [1, 2, 3, 4, 5]
    .map((weekday) => ({ weekday, open: "06:00", close: "08:30" }))
    .concat({
      weekday: 6,
      open: "10:00",
      close: "12:00",
    }),
  slotMinutes: 60,
  maxDaysAhead: 7,
  minMinutesBefore: 30,
  maxSlotsPerBooking: 2,
  weeklyLimit: 2,
  cancelCutoffMinutes: 120,
};
// 2026-11-23 is a Monday.
const MONDAY = "2026-11-23";

describe("slots of a day", () => {
  it("start at opening, one per slot length, the last ending by closing time; none on a closed weekday", () => {
    expect(slotsOfDay(rules, MONDAY).map((s) => s.time)).toEqual(["06:00", "07:00"]);
    expect(slotsOfDay(rules, "2026-11-28").map((s) => s.time)).toEqual(["10:00", "11:00"]);
    expect(slotsOfDay(rules, "2026-11-29")).toEqual([]);
    expect(slotsOfDay(rules, MONDAY)[0]!.startsAt.toISOString()).toBe("2026-11-23T03:00:00.000Z");
  });
});

describe("a booking's rules", () => {
  const now = kampalaInstant(MONDAY, 5 * 60); // 05:00 Kampala
  const at = (date: string, hh: number) => kampalaInstant(date, hh * 60);
  it("keeps a slot on the grid, in hours, in the window, not too long, not closed", () => {
    expect(bookingBreak(rules, new Set(), at(MONDAY, 6), 2, now)).toBeNull();
    expect(bookingBreak(rules, new Set(), at(MONDAY, 7), 2, now)).toBe("OUTSIDE_OPENING_HOURS");
    expect(bookingBreak(rules, new Set(), kampalaInstant(MONDAY, 6 * 60 + 30), 1, now)).toBe(
      "OUTSIDE_OPENING_HOURS",
    );
    expect(bookingBreak(rules, new Set(), at(MONDAY, 6), 3, now)).toBe("BOOKING_TOO_LONG");
    // 05:45 is past the last moment to book 06:00 (30 minutes before).
    expect(bookingBreak(rules, new Set(), at(MONDAY, 6), 1, kampalaInstant(MONDAY, 5 * 60 + 45))).toBe(
      "BOOKING_IN_PAST",
    );
    expect(bookingBreak(rules, new Set(), at("2026-12-01", 6), 1, now)).toBe("BOOKING_TOO_FAR_AHEAD");
    expect(bookingBreak(rules, new Set(["2026-11-24"]), at("2026-11-24", 6), 1, now)).toBe("AMENITY_CLOSED");
  });
  it("cancels until the cut-off, counts the weekly limit, and weeks run Monday to Sunday in Kampala", () => {
    expect(canCancel(rules, at(MONDAY, 8), kampalaInstant(MONDAY, 6 * 60))).toBe(true);
    expect(canCancel(rules, at(MONDAY, 8), kampalaInstant(MONDAY, 6 * 60 + 1))).toBe(false);
    expect(overWeeklyLimit(rules, 1)).toBe(false);
    expect(overWeeklyLimit(rules, 2)).toBe(true);
    const week = kampalaWeek(kampalaInstant("2026-11-29", 23 * 60)); // Sunday night
    expect(week.from.toISOString()).toBe(kampalaInstant(MONDAY, 0).toISOString());
    expect(week.to.toISOString()).toBe(kampalaInstant("2026-11-30", 0).toISOString());
  });
});

describe("waitlist promotion", () => {
  it("gives freed places to the earliest, ties by id", () => {
    const t0 = new Date("2026-11-23T08:00:00Z");
    const list = [
      { id: "c", createdAt: new Date(t0.getTime() + 1000) },
      { id: "b", createdAt: t0 },
      { id: "a", createdAt: t0 },
    ];
    expect(promotions(list, 2).map((w) => w.id)).toEqual(["a", "b"]);
    expect(promotions(list, 0)).toEqual([]);
  });
});
