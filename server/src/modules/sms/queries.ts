import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { smsMessages } from "../../db/schema";

export type SmsRow = typeof smsMessages.$inferSelect;
export type NewSms = typeof smsMessages.$inferInsert;
export type SmsPurpose = NewSms["purpose"];

/** The new message's id; null when a message with its dedupe key exists already. */
export async function insertSms(db: DbOrTx, values: NewSms): Promise<string | null> {
  const [row] = await db
    .insert(smsMessages)
    .values(values)
    .onConflictDoNothing({ target: smsMessages.dedupeKey, where: sql`${smsMessages.dedupeKey} is not null` })
    .returning({ id: smsMessages.id });
  return row?.id ?? null;
}

/**
 * Claims one queued message for an attempt (due now, locked so two workers never send it twice) and counts the
 * attempt in the same statement; null when it is not queued, not due, or another worker holds it.
 */
export async function claimSms(db: DbOrTx, id: string, now: Date): Promise<SmsRow | null> {
  const [row] = await db
    .update(smsMessages)
    .set({ attempts: sql`${smsMessages.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + 120_000) })
    .where(
      and(
        eq(smsMessages.id, id),
        eq(smsMessages.status, "queued"),
        lte(smsMessages.nextAttemptAt, now),
        sql`${smsMessages.id} in (select ${smsMessages.id} from ${smsMessages}
          where ${smsMessages.id} = ${id} for update skip locked)`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Queued messages due now, oldest first. */
export async function dueSmsIds(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(and(eq(smsMessages.status, "queued"), lte(smsMessages.nextAttemptAt, now)))
    .orderBy(asc(smsMessages.nextAttemptAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function updateSms(db: DbOrTx, id: string, values: Partial<NewSms>): Promise<void> {
  await db.update(smsMessages).set(values).where(eq(smsMessages.id, id));
}

/** A delivery report: the message by the provider's id; a final status is not changed again. */
export async function reportDelivery(
  db: DbOrTx,
  provider: string,
  providerMessageId: string,
  values: Pick<NewSms, "status" | "failureReason" | "deliveredAt">,
): Promise<boolean> {
  const rows = await db
    .update(smsMessages)
    .set(values)
    .where(
      and(
        eq(smsMessages.provider, provider),
        eq(smsMessages.providerMessageId, providerMessageId),
        eq(smsMessages.status, "accepted"),
      ),
    )
    .returning({ id: smsMessages.id });
  return rows.length > 0;
}

export async function findSms(db: DbOrTx, id: string): Promise<SmsRow | null> {
  const [row] = await db.select().from(smsMessages).where(eq(smsMessages.id, id)).limit(1);
  return row ?? null;
}
