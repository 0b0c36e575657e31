import { type DateRangeName, daysOf, monthsOf } from "@common/date-ranges";

/**
 * The `min` and `max` of a date input: the range the server accepts for that date (common/date-ranges.ts), so
 * the browser's picker offers only days inside it. A typed date outside it is refused with the range's message.
 */
export function dayBounds(range: DateRangeName): { min: string; max: string } {
  const { from, to } = daysOf(range);
  return { min: from, max: to };
}

/** The same for a `month` input ('YYYY-MM'). */
export function monthBounds(range: DateRangeName): { min: string; max: string } {
  const { from, to } = monthsOf(range);
  return { min: from, max: to };
}

/** The same for a `datetime-local` input: from the first day's start to the last day's end. */
export function dateTimeBounds(range: DateRangeName): { min: string; max: string } {
  const { from, to } = daysOf(range);
  return { min: `${from}T00:00`, max: `${to}T23:59` };
}
