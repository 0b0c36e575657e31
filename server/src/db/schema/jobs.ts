import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * Durable background jobs, one mechanism for PGlite and PostgreSQL: workers claim due rows with
 * FOR UPDATE SKIP LOCKED; a job that crashes is retried after its lock expires. Jobs must be idempotent.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** Deduplicates scheduled runs, e.g. 'generate-charges:2026-11-21'. */
    uniqueKey: text("unique_key"),
    payload: jsonb("payload").notNull().default({}),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    doneAt: timestamp("done_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("jobs_unique_key").on(t.uniqueKey), index("jobs_due_idx").on(t.doneAt, t.runAt)],
);
