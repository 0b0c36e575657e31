import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { users, ussdActions } from "../../db/schema";

/** The real (not demo) tenant account of this number, with its language. */
export async function tenantByPhone(db: DbOrTx, phone: string) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      locale: users.locale,
    })
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.role, "tenant"), eq(users.isDemo, false)))
    .limit(1);
  return row ?? null;
}

/** Claims the session's action: true the first time, false when it was done already. */
export async function claimUssdAction(db: DbOrTx, sessionId: string, action: string): Promise<boolean> {
  const rows = await db
    .insert(ussdActions)
    .values({ sessionId, action })
    .onConflictDoNothing()
    .returning({ sessionId: ussdActions.sessionId });
  return rows.length > 0;
}

export async function setUssdReply(db: DbOrTx, sessionId: string, action: string, reply: string) {
  await db
    .update(ussdActions)
    .set({ reply })
    .where(and(eq(ussdActions.sessionId, sessionId), eq(ussdActions.action, action)));
}

export async function ussdReplyOf(db: DbOrTx, sessionId: string, action: string) {
  const [row] = await db
    .select({ reply: ussdActions.reply })
    .from(ussdActions)
    .where(and(eq(ussdActions.sessionId, sessionId), eq(ussdActions.action, action)))
    .limit(1);
  return row?.reply ?? null;
}
