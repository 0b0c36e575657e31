import { type Message, msg } from "./i18n/message";
import { addDays, addMonths, kampalaDay } from "./kampala-calendar";

/**
 * The range of every date a person enters, in one place (issue 31: a lease from 0001-01-01 to 9999-12-31 was
 * accepted and charged "Rent for March 96"). Each range is counted from today in Kampala, both ends included;
 * the schemas refuse a date outside it with a message naming the range (`dayWithin`, `monthWithin` in
 * common/schemas/shared.ts) and the forms offer only days inside it (their inputs' min and max).
 */

/** Months and days from today: negative before it. */
export interface Offset {
  months?: number;
  days?: number;
}
export interface DateRange {
  earliest: Offset;
  latest: Offset;
}

const YEARS = 12;
const TODAY: Offset = { days: 0 };
/**
 * A year back and a day: money received or paid outside the app is recorded for the last year only (older rent
 * is settled between the people, not in the app), and so a lease the app charges from its start.
 */
const LAST_YEAR: Offset = { days: -366 };

export const DATE_RANGES = {
  /**
   * A person's birth: at least 18 years ago, Uganda's age of majority (tenants and landlords sign contracts),
   * and at most 120 years ago (older than anyone alive).
   */
  birth: { earliest: { months: -120 * YEARS }, latest: { months: -18 * YEARS } },
  /**
   * A lease's start: within the last year (every month from the start is charged, and older rent is not the
   * app's) or up to a year ahead (a lease signed early).
   */
  leaseStart: { earliest: LAST_YEAR, latest: { months: YEARS } },
  /** A lease's end: up to ten years ahead; a longer one is a land lease, not a tenancy the app runs. */
  leaseEnd: { earliest: LAST_YEAR, latest: { months: 10 * YEARS } },
  /** Rent received or paid outside the app: today or within the last year. */
  paidOn: { earliest: LAST_YEAR, latest: TODAY },
  /** The move-in an applicant asks for: from today to a year ahead (a day and a year: the same date next year). */
  moveIn: { earliest: TODAY, latest: { days: 366 } },
  /** When a repair is planned: not in the past, and within a year. */
  plannedFix: { earliest: TODAY, latest: { months: YEARS } },
  /** A pet's last vaccination: not in the future; 25 years back is longer than any pet lives. */
  vaccination: { earliest: { months: -25 * YEARS }, latest: TODAY },
  /** A day an amenity is closed: from today to two years ahead (the booking calendar's farthest reach). */
  amenityClosure: { earliest: TODAY, latest: { months: 2 * YEARS } },
  /** A day of amenity bookings looked at: two years either way. */
  bookingDay: { earliest: { months: -2 * YEARS }, latest: { months: 2 * YEARS } },
  /** An announcement's expiry: from today to two years ahead (a notice for longer is not news). */
  announcementExpiry: { earliest: TODAY, latest: { months: 2 * YEARS } },
  /** A meter reading: today or within the last year (older readings are settled, not recorded). */
  meterReading: { earliest: LAST_YEAR, latest: TODAY },
  /** A meter's installation: up to today, and no more than 30 years back (older meters are long replaced). */
  meterInstalled: { earliest: { months: -30 * YEARS }, latest: TODAY },
  /**
   * A recurring charge's first due date: from today (a charge is announced before it falls due, never back-dated
   * onto accounts) to a year ahead; a one-off charge's due date the same.
   */
  chargeStart: { earliest: TODAY, latest: { months: YEARS } },
  /** A recurring charge's end: from today to ten years ahead, as a lease's end. */
  chargeEnd: { earliest: TODAY, latest: { months: 10 * YEARS } },
  /**
   * What a landlord spent on a property: not in the future (an expense is money already paid), and two years back
   * (the tax year just closed and the one before, whose returns may still be amended).
   */
  expense: { earliest: { months: -2 * YEARS }, latest: TODAY },
  /** A month of payments or a monthly statement: from ten years back (older is no one's question) to this month. */
  reportMonth: { earliest: { months: -10 * YEARS }, latest: TODAY },
  /** The day the landlord's arrears are aged at: the same ten years back, to today. */
  reportDay: { earliest: { months: -10 * YEARS }, latest: TODAY },
  /**
   * The period of a statement of account: from ten years back (as the monthly statements) to a year ahead (the
   * charges already posted for the coming months).
   */
  accountStatement: { earliest: { months: -10 * YEARS }, latest: { months: YEARS } },
} as const satisfies Record<string, DateRange>;

export type DateRangeName = keyof typeof DATE_RANGES;

const shift = (day: string, by: Offset) => addDays(addMonths(day, by.months ?? 0), by.days ?? 0);

/** The first and last day of the range (inclusive), counted from `today`. */
export function daysOf(name: DateRangeName, today = kampalaDay(new Date())): { from: string; to: string } {
  const range: DateRange = DATE_RANGES[name];
  return { from: shift(today, range.earliest), to: shift(today, range.latest) };
}

/** The first and last month of the range (inclusive), as 'YYYY-MM'. */
export function monthsOf(name: DateRangeName, today = kampalaDay(new Date())): { from: string; to: string } {
  const { from, to } = daysOf(name, today);
  return { from: from.slice(0, 7), to: to.slice(0, 7) };
}

/** What a date outside its range is told: the range's own words, or the catalogue's naming the range. */
export interface OutsideMessages {
  early?: Message;
  late?: Message;
  /** A date after today, where the range ends before it (a birth date: the spec's "must be in the past"). */
  future?: Message;
  /** A day that does not exist (2026-02-30); the shape's message otherwise. */
  unreal?: Message;
}

/** A birth date after today is the spec's own message (sign-up, profile). */
export const BIRTH_OUTSIDE: OutsideMessages = { future: msg("signup.dateOfBirthPast") };
/** A move-in asked for, in the listings' words (sign-up asks the same). */
export const MOVE_IN_OUTSIDE: OutsideMessages = {
  early: msg("listings.moveInPast"),
  late: msg("listings.moveInTooFar"),
};
/** A planned fix in the past says so. */
export const PLANNED_FIX_OUTSIDE: OutsideMessages = { early: msg("maintenance.pastFixDate") };

/**
 * Why the 'YYYY-MM-DD' day `value` is refused: its range's own words or the catalogue's naming the range (a
 * message made by `msg`); null inside the range. Forms that check in plain code use it as the schemas do.
 */
export function dateRefusal(
  value: string,
  name: DateRangeName,
  outside: OutsideMessages = {},
): Message | null {
  const today = kampalaDay(new Date());
  const { from, to } = daysOf(name, today);
  if (value >= from && value <= to) return null;
  if (outside.future && value > today) return outside.future;
  return (value < from ? outside.early : outside.late) ?? msg("validation.dateOutside", { from, to });
}

/** Why the 'YYYY-MM' month `value` is refused (a message naming the range); null inside the range. */
export function monthRefusal(value: string, name: DateRangeName): string | null {
  const { from, to } = monthsOf(name);
  return value >= from && value <= to ? null : msg("validation.monthOutside", { from, to });
}
