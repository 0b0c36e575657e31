/**
 * The Kampala calendar, one module for the server and the client: calendar days as 'YYYY-MM-DD' strings (no time
 * zone can shift them), their arithmetic, and Kampala's clock (Africa/Kampala, EAT, UTC+3 without daylight saving
 * since 1948). "Today" is the calendar day in Kampala.
 */

import { SOURCE_LOCALE } from "./i18n/keys";

export const KAMPALA_TZ = "Africa/Kampala";
/** EAT has been UTC+3 without daylight saving since 1948. */
export const KAMPALA_OFFSET_MS = 3 * 3_600_000;
const KAMPALA_OFFSET = "+03:00";

/** The year, month and day of 'YYYY-MM-DD'. */
export const parseDay = (date: string) => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return { y, m, d };
};
const pad = (n: number, width = 2) => String(n).padStart(width, "0");

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `date` plus `months` calendar months, the day clamped to the month's end (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const { y, m, d } = parseDay(date);
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
  const a = parseDay(from);
  const b = parseDay(to);
  return Math.round((Date.UTC(b.y, b.m - 1, b.d) - Date.UTC(a.y, a.m - 1, a.d)) / 86_400_000);
}

/**
 * The calendar day in Kampala at the instant `at`, as 'YYYY-MM-DD'. Arithmetic, not Intl: a fixed offset needs no
 * time zone data, and creating the first Intl.DateTimeFormat of a page costs a phone tens of milliseconds.
 */
export function kampalaDay(at: Date): string {
  return kampalaWallClock(at).toISOString().slice(0, 10);
}

export const kampalaToday = (): string => kampalaDay(new Date());

/** `at` moved by Kampala's offset: its UTC fields (getUTCHours, toISOString...) read Kampala's wall clock. */
export const kampalaWallClock = (at: Date): Date => new Date(at.getTime() + KAMPALA_OFFSET_MS);

/** The instant of Kampala's clock at `time` ('HH:MM:SS') on the calendar day `date`. */
export function kampalaInstant(date: string, time = "00:00:00"): Date {
  return new Date(`${date}T${time}${KAMPALA_OFFSET}`);
}

/** The instant a Kampala calendar day begins. */
export const kampalaDayStart = (date: string): Date => kampalaInstant(date);

/** The first day of the Kampala month of `date` and of the month after it (a half-open range). */
export function kampalaMonthRange(date: string): { from: Date; to: Date } {
  const first = `${date.slice(0, 7)}-01`;
  return { from: kampalaDayStart(first), to: kampalaDayStart(addMonths(first, 1)) };
}

let whenFormat: Intl.DateTimeFormat | undefined;

/** "Tue 24 Nov, 18:00" of an instant, in Kampala time: slots and bookings wherever the reader is. */
export function kampalaWhen(at: Date | string): string {
  whenFormat ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: KAMPALA_TZ,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  });
  return whenFormat.format(typeof at === "string" ? new Date(at) : at);
}

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
