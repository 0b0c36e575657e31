import { and, isNotNull, lt, sql } from "drizzle-orm";
import { KAMPALA_TZ } from "../../../../common/kampala-calendar";
import type { DbOrTx } from "../../db/client";
import { jobs } from "../../db/schema";
import { enqueueJob } from "./runner";

/**
 * Recurring jobs: each period gets one job row, deduplicated by its unique key (`generate-charges:2026-11-21`),
 * so any number of processes, restarts and rounds enqueue it once. Days are Kampala calendar days.
 */

export interface Schedule {
  name: string;
  every: "day" | "hour" | "minute";
}

/** The recurring jobs of the product; main.ts schedules those it has a handler for. */
export const SCHEDULES: Schedule[] = [
  { name: "generate-charges", every: "day" },
  { name: "rent-reminders", every: "day" },
  { name: "reconcile-payments", every: "minute" },
  { name: "deliver-outbox", every: "minute" },
  { name: "delete-expired-demo-worlds", every: "hour" },
  { name: "delete-expired-sessions", every: "day" },
  { name: "pet-vaccination-reminders", every: "day" },
  { name: "erase-deleted-accounts", every: "day" },
  { name: "rental-tax-notices", every: "day" },
];

/** Finished jobs are kept this long for inspection, then deleted. */
export const KEEP_DONE_JOBS_DAYS = 7;

const kampalaDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: KAMPALA_TZ,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The key of the schedule's period that contains `now`. */
export function scheduleKey(schedule: Schedule, now: Date): string {
  const period =
    schedule.every === "day"
      ? kampalaDay.format(now)
      : now.toISOString().slice(0, schedule.every === "hour" ? 13 : 16);
  return `${schedule.name}:${period}`;
}

/**
 * Enqueues the current period's job of each schedule (nothing when it exists already). When a new day's job
 * is added, finished jobs older than a week are pruned. Returns how many jobs were added.
 */
export async function enqueueScheduledJobs(
  db: DbOrTx,
  schedules: readonly Schedule[],
  now: Date = new Date(),
): Promise<number> {
  let added = 0;
  let newDay = false;
  for (const s of schedules) {
    const id = await enqueueJob(db, { name: s.name, uniqueKey: scheduleKey(s, now), runAt: now });
    if (id) {
      added += 1;
      if (s.every === "day") newDay = true;
    }
  }
  if (newDay) await pruneDoneJobs(db, KEEP_DONE_JOBS_DAYS);
  return added;
}

export async function pruneDoneJobs(db: DbOrTx, olderThanDays: number): Promise<void> {
  await db
    .delete(jobs)
    .where(
      and(
        isNotNull(jobs.doneAt),
        lt(jobs.doneAt, sql`now() - cast(${`${Math.max(1, Math.floor(olderThanDays))} days`} as interval)`),
      ),
    );
}
