/**
 * Calendar dates of the rent ledger. `date` columns are 'YYYY-MM-DD' strings and stay strings here: no time
 * zone can shift them. "Today" is the calendar day in Africa/Kampala (EAT, UTC+3, no daylight saving).
 */

import { addMonths, parseDay } from "../../../../common/calendar-days";
import { SOURCE_LOCALE } from "../../../../common/i18n/keys";
import { kampalaDay } from "../../../../common/kampala-time";

export const KAMPALA_TZ = "Africa/Kampala";
/** EAT has been UTC+3 without daylight saving since 1948. */
const KAMPALA_OFFSET = "+03:00";
/** A lease longer than this many monthly charges is a data error, not a reason to loop forever. */
const MAX_MONTHS = 1200;

/** The calendar day in Kampala at the instant `at`, as 'YYYY-MM-DD'. */
export const kampalaDate = kampalaDay;

export const kampalaToday = (): string => kampalaDate(new Date());

/** The instant a Kampala calendar day begins. */
export function kampalaDayStart(date: string): Date {
  return new Date(`${date}T00:00:00${KAMPALA_OFFSET}`);
}

/** The first day of the Kampala month of `date` and of the month after it (a half-open range). */
export function kampalaMonthRange(date: string): { from: Date; to: Date } {
  const first = `${date.slice(0, 7)}-01`;
  return { from: kampalaDayStart(first), to: kampalaDayStart(addMonths(first, 1)) };
}

export { addDays, addMonths, daysBetween, daysInMonth } from "../../../../common/calendar-days";

/** The rent period of a due date: the month it falls in, 'YYYY-MM'. */
export const periodOf = (dueDate: string): string => dueDate.slice(0, 7);

/** Our languages as Intl writes their dates: English the British way ('21 November 2026'). */
const intlLocale = (locale: string) => (locale === SOURCE_LOCALE ? "en-GB" : locale);
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar date in words in `locale`, with or without its day (no time zone can shift it). */
function inWords(date: string, locale: string, withDay: boolean): string {
  const key = `${locale}:${withDay}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      ...(withDay ? { day: "numeric" } : {}),
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    dateFormats.set(key, format);
  }
  const { y, m, d } = parseDay(date);
  const at = new Date(0);
  at.setUTCFullYear(y, m - 1, d);
  return format.format(at);
}

/** 'November 2026' for '2026-11' (or any date in it); in another language, its month's name. */
export function monthLabel(period: string, locale: string = SOURCE_LOCALE): string {
  return inWords(`${period.slice(0, 7)}-01`, locale, false);
}

/** '21 November 2026'. */
export function longDate(date: string, locale: string = SOURCE_LOCALE): string {
  return inWords(date, locale, true);
}

/**
 * The n-th rent due date of a lease (n >= 1): the start date plus n months, on the start's day of the month
 * (clamped to shorter months, always from the start so 31 Jan gives 28 Feb and then 31 Mar).
 */
export const dueDateOf = (startDate: string, n: number): string => addMonths(startDate, n);

/** Whether a charge due on `dueDate` falls inside the lease: a lease charges nothing from its end date on. */
const withinLease = (dueDate: string, endDate: string | null) => endDate === null || dueDate < endDate;

/**
 * The rent due dates of a lease that exist on `today`: every one due up to `today`, plus the next upcoming
 * one, all before the lease's end date. The first is the start date plus one month (spec section 9).
 */
export function rentDueDates(startDate: string, endDate: string | null, today: string): string[] {
  const dates: string[] = [];
  for (let n = 1; n <= MAX_MONTHS; n++) {
    const due = dueDateOf(startDate, n);
    if (!withinLease(due, endDate)) break;
    dates.push(due);
    if (due > today) break;
  }
  return dates;
}

/** The first scheduled due date after `after` (or the first one at all), or null when the lease ends first. */
export function nextScheduledDueDate(
  startDate: string,
  endDate: string | null,
  after: string | null,
): string | null {
  for (let n = 1; n <= MAX_MONTHS; n++) {
    const due = dueDateOf(startDate, n);
    if (!withinLease(due, endDate)) return null;
    if (after === null || due > after) return due;
  }
  return null;
}
