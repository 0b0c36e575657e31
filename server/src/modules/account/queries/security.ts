import { and, desc, eq, gt } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { passkeys, sessions } from "../../../db/schema";

/** The account module's SQL: one's own sessions and passkeys. */

export async function liveSessionsOf(db: DbOrTx, userId: string) {
  return db
    .select({
      publicId: sessions.publicId,
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(100);
}

/** Deletes one of the account's sessions; its hash, or undefined when it is not the account's. */
export async function deleteSessionOf(db: DbOrTx, userId: string, publicId: string) {
  const [row] = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
    .returning({ hash: sessions.tokenHash });
  return row?.hash;
}

const passkeyColumns = {
  id: passkeys.id,
  name: passkeys.name,
  deviceType: passkeys.deviceType,
  backedUp: passkeys.backedUp,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
};

export async function passkeyListOf(db: DbOrTx, userId: string) {
  return db
    .select(passkeyColumns)
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(desc(passkeys.createdAt))
    .limit(50);
}

export async function renamePasskey(db: DbOrTx, userId: string, id: string, name: string) {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning(passkeyColumns);
  return row;
}

export async function removePasskey(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}
