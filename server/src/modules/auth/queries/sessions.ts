import { and, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { sessions, users } from "../../../db/schema";

/**
 * Ends every session of the account but `keep` (null: all); answers their hashes (their sockets are closed after
 * the commit).
 */
export async function deleteSessionsOf(db: DbOrTx, userId: string, keep: string | null): Promise<string[]> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keep === null ? undefined : ne(sessions.tokenHash, keep)))
    .returning({ hash: sessions.tokenHash });
  return rows.map((r) => r.hash);
}

export async function setPasswordHash(db: DbOrTx, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
