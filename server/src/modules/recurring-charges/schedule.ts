/**
 * The due dates of a recurring charge on the Kampala calendar ('YYYY-MM-DD' strings, decision 0062): from its first
 * due date every 1, 3 or 12 months, each counted from the first (31 Jan monthly gives 28 Feb, then 31 Mar: the
 * rent schedule's rule, tenancy/dates.ts), none after its end date.
 */

import { addMonths } from "../../../../common/kampala-calendar";
import { type ChargeFrequency, FREQUENCY_MONTHS } from "../../../../common/schemas/charges";
import { periodOf } from "../tenancy";

/** More due dates than a century of months is a data error, not a reason to loop forever. */
const MAX_DUE_DATES = 1200;

export interface ChargeSchedule {
  firstDueDate: string;
  frequency: ChargeFrequency;
  endDate: string | null;
}

/** A lease's bounds: it is charged from its start date on, and nothing from its end date on. */
export interface LeaseBounds {
  startDate: string;
  endDate: string | null;
}

const ALWAYS: LeaseBounds = { startDate: "0000-01-01", endDate: null };

/** The n-th due date (n >= 0: the first due date itself). */
export const nthDueDate = (s: ChargeSchedule, n: number): string =>
  addMonths(s.firstDueDate, n * FREQUENCY_MONTHS[s.frequency]);

/**
 * The due dates a lease is charged on `today`: every one inside the lease that is due by today, plus the next one
 * after today (so it is on the account before it falls due), none after the charge's end date.
 */
export function leaseDueDates(s: ChargeSchedule, lease: LeaseBounds, today: string): string[] {
  const dates: string[] = [];
  for (let n = 0; n < MAX_DUE_DATES; n++) {
    const due = nthDueDate(s, n);
    if (s.endDate !== null && due > s.endDate) break;
    if (lease.endDate !== null && due >= lease.endDate) break;
    if (due < lease.startDate) continue;
    dates.push(due);
    if (due > today) break;
  }
  return dates;
}

/** The due dates that are posted on `today` whatever the lease: those due by today and the next one. */
export const postedDueDates = (s: ChargeSchedule, today: string): string[] => leaseDueDates(s, ALWAYS, today);

/** The first due date after `after`, or null when the charge ends first. */
export function dueDateAfter(s: ChargeSchedule, after: string): string | null {
  for (let n = 0; n < MAX_DUE_DATES; n++) {
    const due = nthDueDate(s, n);
    if (s.endDate !== null && due > s.endDate) return null;
    if (due > after) return due;
  }
  return null;
}

/** The next due date after today, or null once the charge has ended. */
export const nextDueDate = (s: ChargeSchedule, today: string) => dueDateAfter(s, today);

/**
 * Where a change of amount or end date starts: the first due date not posted yet (the one after the next one),
 * and the last one posted, which it may not touch. `from` is null when the charge posts nothing more.
 */
export function changeBoundary(
  s: ChargeSchedule,
  today: string,
): { lastPosted: string | null; from: string | null } {
  const posted = postedDueDates(s, today);
  const lastPosted = posted.at(-1) ?? null;
  const from = lastPosted === null ? s.firstDueDate : dueDateAfter(s, lastPosted);
  return { lastPosted, from: from === null ? null : periodOf(from) };
}

/** An amount from a period on: the charge's amounts over time. */
export interface AmountFrom {
  effectiveFrom: string;
  amount: number;
}

/** The amount of a period: the last one effective from it or before (amounts sorted oldest first). */
export function amountOf(amounts: readonly AmountFrom[], period: string): number {
  let found = amounts[0]?.amount ?? 0;
  for (const a of amounts) if (a.effectiveFrom <= period) found = a.amount;
  return found;
}
