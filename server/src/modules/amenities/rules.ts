import { addDays, kampalaDay, kampalaDayStart, kampalaWallClock } from "../../../../common/kampala-calendar";
import { clockMinutes } from "../../../../common/schemas/amenities";
import type { ErrorCode } from "../../../../common/schemas/errors";

/**
 * The booking rules of an amenity, as pure functions of its settings and the clock (unit tested). Times are
 * Kampala time (Africa/Kampala, UTC+3, no daylight saving): slots are computed on the Kampala clock and stored
 * as instants.
 */

export interface AmenityRules {
  hours: { weekday: number; open: string; close: string }[];
  slotMinutes: number;
  maxDaysAhead: number;
  minMinutesBefore: number;
  maxSlotsPerBooking: number;
  weeklyLimit: number;
  cancelCutoffMinutes: number;
}

export interface SlotTime {
  startsAt: Date;
  endsAt: Date;
  /** "HH:MM" in Kampala. */
  time: string;
}

const MINUTE = 60_000;
const pad = (n: number) => String(n).padStart(2, "0");
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The instant of a Kampala clock time on a Kampala date. */
export function kampalaInstant(date: string, minutes: number): Date {
  return new Date(kampalaDayStart(date).getTime() + minutes * MINUTE);
}

/** Minutes after Kampala midnight of an instant. */
export function kampalaMinutes(at: Date): number {
  const shifted = kampalaWallClock(at);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

/** ISO weekday of a calendar date: 1 = Monday .. 7 = Sunday. */
export function isoWeekday(date: string): number {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** The Monday and the next Monday of the Kampala week (Mon-Sun) of an instant, as a half-open range. */
export function kampalaWeek(at: Date): { from: Date; to: Date } {
  const date = kampalaDay(at);
  const monday = addDays(date, 1 - isoWeekday(date));
  return { from: kampalaInstant(monday, 0), to: kampalaInstant(addDays(monday, 7), 0) };
}

/** The slots of a Kampala day: from opening, one every slotMinutes, the last ending by closing time. */
export function slotsOfDay(rules: Pick<AmenityRules, "hours" | "slotMinutes">, date: string): SlotTime[] {
  const hours = rules.hours.find((h) => h.weekday === isoWeekday(date));
  if (!hours || rules.slotMinutes <= 0) return [];
  const open = clockMinutes(hours.open);
  const close = clockMinutes(hours.close);
  const slots: SlotTime[] = [];
  for (let start = open; start + rules.slotMinutes <= close; start += rules.slotMinutes) {
    slots.push({
      startsAt: kampalaInstant(date, start),
      endsAt: kampalaInstant(date, start + rules.slotMinutes),
      time: clock(start),
    });
  }
  return slots;
}

/** The last moment a slot may be booked. */
export const lastMomentToBook = (rules: Pick<AmenityRules, "minMinutesBefore">, startsAt: Date) =>
  new Date(startsAt.getTime() - rules.minMinutesBefore * MINUTE);

/** The starts of the `slots` consecutive slots of a booking that starts at `startsAt`. */
export function slotStarts(rules: Pick<AmenityRules, "slotMinutes">, startsAt: Date, slots: number): Date[] {
  return Array.from(
    { length: slots },
    (_, i) => new Date(startsAt.getTime() + i * rules.slotMinutes * MINUTE),
  );
}

export type RuleBreak = Extract<
  ErrorCode,
  | "OUTSIDE_OPENING_HOURS"
  | "AMENITY_CLOSED"
  | "BOOKING_IN_PAST"
  | "BOOKING_TOO_FAR_AHEAD"
  | "BOOKING_TOO_LONG"
>;

/**
 * Why a booking of `slots` slots from `startsAt` breaks the amenity's rules, or null when it keeps them: at most
 * maxSlotsPerBooking slots, not past the last moment to book, within maxDaysAhead Kampala days, not on a closed
 * date, and every slot one of the day's slots (so inside the opening hours and on the slot grid).
 */
export function bookingBreak(
  rules: AmenityRules,
  closedDates: ReadonlySet<string>,
  startsAt: Date,
  slots: number,
  now: Date,
): RuleBreak | null {
  if (slots > rules.maxSlotsPerBooking) return "BOOKING_TOO_LONG";
  if (lastMomentToBook(rules, startsAt).getTime() < now.getTime()) return "BOOKING_IN_PAST";
  const date = kampalaDay(startsAt);
  if (date > addDays(kampalaDay(now), rules.maxDaysAhead)) return "BOOKING_TOO_FAR_AHEAD";
  if (closedDates.has(date)) return "AMENITY_CLOSED";
  const day = new Set(slotsOfDay(rules, date).map((s) => s.startsAt.getTime()));
  for (const start of slotStarts(rules, startsAt, slots)) {
    if (!day.has(start.getTime())) return "OUTSIDE_OPENING_HOURS";
  }
  return null;
}

/** May the resident still cancel a booking that starts at `startsAt` (until cancelCutoffMinutes before it)? */
export function canCancel(
  rules: Pick<AmenityRules, "cancelCutoffMinutes">,
  startsAt: Date,
  now: Date,
): boolean {
  return now.getTime() <= startsAt.getTime() - rules.cancelCutoffMinutes * MINUTE;
}

/** Over the weekly limit once one more booking is added to `activeThisWeek`? */
export const overWeeklyLimit = (rules: Pick<AmenityRules, "weeklyLimit">, activeThisWeek: number) =>
  activeThisWeek + 1 > rules.weeklyLimit;

/** The waitlist's order: first come, first served (created_at, then id). */
export function waitlistOrder<W extends { createdAt: Date; id: string }>(entries: readonly W[]): W[] {
  return [...entries].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/**
 * Who gets the places a cancel frees: the first `freed` of the waitlist, in order. (The database does the same
 * with ORDER BY created_at, id under a lock; this is the rule it follows.)
 */
export function promotions<W extends { createdAt: Date; id: string }>(
  waitlist: readonly W[],
  freed: number,
): W[] {
  return waitlistOrder(waitlist).slice(0, Math.max(0, freed));
}
