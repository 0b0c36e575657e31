import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { sessions, users } from "../../../db/schema";

/** Ends every session of the account; answers their hashes (their sockets are closed after the commit). */
export async function deleteSessionsOf(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ hash: sessions.tokenHash });
  return rows.map((r) => r.hash);
}

export async function setPasswordHash(db: DbOrTx, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
