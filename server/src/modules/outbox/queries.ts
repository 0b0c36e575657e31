import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { outboxMessages } from "../../db/schema";

export type MessageRow = typeof outboxMessages.$inferSelect;
export type NewMessage = typeof outboxMessages.$inferInsert;
export type MessagePurpose = NewMessage["purpose"];
export type MessageChannel = NewMessage["channel"];

/** The new message's id; null when a message with its dedupe key exists already. */
export async function insertMessage(db: DbOrTx, values: NewMessage): Promise<string | null> {
  const [row] = await db
    .insert(outboxMessages)
    .values(values)
    .onConflictDoNothing({
      target: outboxMessages.dedupeKey,
      where: sql`${outboxMessages.dedupeKey} is not null`,
    })
    .returning({ id: outboxMessages.id });
  return row?.id ?? null;
}

/**
 * Claims one queued message for an attempt (due now, locked so two workers never send it twice) and counts the
 * attempt in the same statement: its next try moves two minutes on, so a process that dies while sending leaves
 * it to be tried again then. Null when it is not queued, not due, or another worker holds it.
 */
export async function claimMessage(db: DbOrTx, id: string, now: Date): Promise<MessageRow | null> {
  const [row] = await db
    .update(outboxMessages)
    .set({ attempts: sql`${outboxMessages.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + 120_000) })
    .where(
      and(
        eq(outboxMessages.id, id),
        eq(outboxMessages.status, "queued"),
        lte(outboxMessages.nextAttemptAt, now),
        sql`${outboxMessages.id} in (select ${outboxMessages.id} from ${outboxMessages}
          where ${outboxMessages.id} = ${id} for update skip locked)`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Queued messages due now, oldest first (outbox_messages_due_idx). */
export async function dueMessageIds(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.status, "queued"), lte(outboxMessages.nextAttemptAt, now)))
    .orderBy(asc(outboxMessages.nextAttemptAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function updateMessage(db: DbOrTx, id: string, values: Partial<NewMessage>): Promise<void> {
  await db.update(outboxMessages).set(values).where(eq(outboxMessages.id, id));
}

export async function findMessage(db: DbOrTx, id: string): Promise<MessageRow | null> {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id)).limit(1);
  return row ?? null;
}
