/**
 * The rent schedule of a lease, on the Kampala calendar (common/kampala-calendar.ts). `date` columns are
 * 'YYYY-MM-DD' strings and stay strings here: no time zone can shift them.
 */

import { addMonths } from "../../../../common/kampala-calendar";

/** A lease longer than this many monthly charges is a data error, not a reason to loop forever. */
const MAX_MONTHS = 1200;

/** The rent period of a due date: the month it falls in, 'YYYY-MM'. */
export const periodOf = (dueDate: string): string => dueDate.slice(0, 7);

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
