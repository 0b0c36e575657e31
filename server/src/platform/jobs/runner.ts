import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { jobs } from "../../db/schema";
import { runInContext } from "../http/request-context";

/**
 * Durable background jobs in the `jobs` table, the same on PGlite and PostgreSQL. A runner claims due rows
 * with one UPDATE ... WHERE id IN (SELECT ... FOR UPDATE SKIP LOCKED), which sets a lease (`locked_until`):
 * two runners never hold the same job, and a job whose runner died is claimed again once the lease expires.
 * Handlers must be idempotent (a job may run again after a crash between its work and being marked done).
 */

export type JobRow = typeof jobs.$inferSelect;
export type JobHandler<D> = (deps: D, payload: unknown, job: JobRow) => Promise<void>;
export type JobHandlers<D> = Record<string, JobHandler<D>>;

export interface JobLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface RunOptions {
  /** Jobs claimed per round. */
  batchSize?: number;
  /** How long a claimed job stays locked; a job running longer may be claimed again. */
  lockSeconds?: number;
  /** Delay before retry number `attempts` (1, 2, ...) of a failed job. */
  backoffMs?: (attempts: number) => number;
  /** After this many failed attempts a job is given up (marked done, its last error kept). */
  maxAttempts?: number;
  log?: JobLogger;
}

const DEFAULTS = { batchSize: 10, lockSeconds: 300, maxAttempts: 10 };
/** 30 s, 1 min, 2 min ... at most an hour. */
export const defaultBackoffMs = (attempts: number) =>
  Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));

const interval = (ms: number) => sql`cast(${`${Math.max(0, Math.round(ms))} milliseconds`} as interval)`;

/** Adds a job; with a uniqueKey a second enqueue of the same key does nothing. Returns the new id or null. */
export async function enqueueJob(
  db: DbOrTx,
  input: { name: string; payload?: unknown; runAt?: Date; uniqueKey?: string },
): Promise<string | null> {
  const rows = await db
    .insert(jobs)
    .values({
      name: input.name,
      payload: input.payload ?? {},
      uniqueKey: input.uniqueKey ?? null,
      ...(input.runAt ? { runAt: input.runAt } : {}),
    })
    .onConflictDoNothing({ target: jobs.uniqueKey })
    .returning({ id: jobs.id });
  return rows[0]?.id ?? null;
}

/** Claims up to `limit` due jobs for `lockSeconds` (and counts the attempt). */
export async function claimDueJobs(db: Db, limit: number, lockSeconds: number): Promise<JobRow[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        isNull(jobs.doneAt),
        lte(jobs.runAt, sql`now()`),
        or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(jobs.runAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(jobs)
    .set({ lockedUntil: sql`now() + ${interval(lockSeconds * 1000)}`, attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, due))
    .returning();
}

const errorText = (err: unknown) =>
  (err instanceof Error ? err.stack || err.message : String(err)).slice(0, 4000);

/** One round: claims due jobs and runs each; returns how many it ran (successfully or not). */
export async function runDueJobs<D extends { db: Db }>(
  deps: D,
  handlers: JobHandlers<D>,
  opts: RunOptions = {},
): Promise<number> {
  const batchSize = opts.batchSize ?? DEFAULTS.batchSize;
  const maxAttempts = opts.maxAttempts ?? DEFAULTS.maxAttempts;
  const backoff = opts.backoffMs ?? defaultBackoffMs;
  const claimed = await claimDueJobs(deps.db, batchSize, opts.lockSeconds ?? DEFAULTS.lockSeconds);
  for (const job of claimed) {
    try {
      const handler = handlers[job.name];
      if (!handler) throw new Error(`no handler for job "${job.name}"`);
      // What the job logs or queues names it, as a request's does its id.
      await runInContext({ id: `job:${job.name}:${job.id}`, log: opts.log }, () =>
        handler(deps, job.payload, job),
      );
      await deps.db
        .update(jobs)
        .set({ doneAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(eq(jobs.id, job.id));
    } catch (err) {
      const giveUp = job.attempts >= maxAttempts;
      opts.log?.error({ err, job: job.name, jobId: job.id, attempts: job.attempts, giveUp }, "job failed");
      await deps.db
        .update(jobs)
        .set({
          lastError: errorText(err),
          lockedUntil: null,
          ...(giveUp ? { doneAt: sql`now()` } : { runAt: sql`now() + ${interval(backoff(job.attempts))}` }),
        })
        .where(eq(jobs.id, job.id));
    }
  }
  return claimed.length;
}

export interface JobRunner {
  /** Stops claiming and waits for the round under way. */
  stop(): Promise<void>;
}

/**
 * Runs due jobs every `intervalMs` (a full batch is followed by another round at once). `beforeRound`
 * enqueues scheduled jobs. Errors are logged, never thrown: the runner keeps going.
 */
export function startJobRunner<D extends { db: Db }>(
  deps: D,
  handlers: JobHandlers<D>,
  opts: RunOptions & { intervalMs: number; beforeRound?: () => Promise<void> },
): JobRunner {
  const batchSize = opts.batchSize ?? DEFAULTS.batchSize;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;

  const round = async () => {
    try {
      await opts.beforeRound?.();
      let ran = batchSize;
      // A full batch means more may be due: keep going until a round comes back short.
      while (!stopped && ran === batchSize) ran = await runDueJobs(deps, handlers, { ...opts, batchSize });
    } catch (err) {
      opts.log?.error({ err }, "job runner round failed");
    }
  };
  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      current = round().finally(() => {
        current = undefined;
        if (!stopped) schedule(opts.intervalMs);
      });
    }, delay);
    timer.unref();
  };
  schedule(0);

  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
