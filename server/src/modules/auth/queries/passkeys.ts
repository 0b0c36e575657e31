import { and, count, eq, gt } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { authChallenges, passkeys } from "../../../db/schema";

export type ChallengePurpose = "register" | "authenticate";
export type PasskeyRow = typeof passkeys.$inferSelect;

/** Stores a WebAuthn challenge; returns its id (the challenge cookie's value). */
export async function insertChallenge(
  db: DbOrTx,
  input: { challenge: string; purpose: ChallengePurpose; userId?: string; expiresAt: Date },
): Promise<string> {
  const [row] = await db.insert(authChallenges).values(input).returning({ id: authChallenges.id });
  return row!.id;
}

/** Deletes and returns the live challenge of this id and purpose: a challenge is used once. */
export async function takeLiveChallenge(db: DbOrTx, id: string, purpose: ChallengePurpose) {
  const [row] = await db
    .delete(authChallenges)
    .where(
      and(
        eq(authChallenges.id, id),
        eq(authChallenges.purpose, purpose),
        gt(authChallenges.expiresAt, new Date()),
      ),
    )
    .returning();
  return row ?? null;
}

export async function passkeysOf(db: DbOrTx, userId: string) {
  return db
    .select({ id: passkeys.id, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
}

/** Adds a passkey; registering the same credential twice keeps the first. */
export async function insertPasskey(db: DbOrTx, values: typeof passkeys.$inferInsert): Promise<void> {
  await db.insert(passkeys).values(values).onConflictDoNothing();
}

export async function countPasskeys(db: DbOrTx, userId: string): Promise<number> {
  const [n] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return n?.n ?? 0;
}

export async function findPasskey(db: DbOrTx, id: string): Promise<PasskeyRow | null> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.id, id)).limit(1);
  return row ?? null;
}

export async function recordPasskeyUse(db: DbOrTx, id: string, counter: number): Promise<void> {
  await db.update(passkeys).set({ counter, lastUsedAt: new Date() }).where(eq(passkeys.id, id));
}
