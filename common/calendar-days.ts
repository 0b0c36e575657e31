/**
 * Calendar days as 'YYYY-MM-DD' strings: no time zone can shift them. Shared by the server's rent ledger
 * (server/src/modules/rent/dates.ts) and the ranges of the dates people enter (common/date-ranges.ts).
 */

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
