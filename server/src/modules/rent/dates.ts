/**
 * Calendar dates of the rent ledger. `date` columns are 'YYYY-MM-DD' strings and stay strings here: no time
 * zone can shift them. "Today" is the calendar day in Africa/Kampala (EAT, UTC+3, no daylight saving).
 */

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

const parse = (date: string) => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return { y, m, d };
};
const pad = (n: number, width = 2) => String(n).padStart(width, "0");

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `date` plus `months` calendar months, the day clamped to the month's end (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const { y, m, d } = parse(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(d, daysInMonth(year, month)))}`;
}

/** The calendar date `days` after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = parse(from);
  const b = parse(to);
  return Math.round((Date.UTC(b.y, b.m - 1, b.d) - Date.UTC(a.y, a.m - 1, a.d)) / 86_400_000);
}

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
  const { y, m, d } = parse(date);
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
