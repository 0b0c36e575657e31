import { and, eq, gt, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { signupTickets } from "../../../db/schema";

export type SignupTicketRow = typeof signupTickets.$inferSelect;

export async function insertSignupTicket(
  db: DbOrTx,
  values: typeof signupTickets.$inferInsert,
): Promise<void> {
  await db.insert(signupTickets).values(values);
}

/** The unused, unexpired ticket whose token has this SHA-256. */
export async function findLiveSignupTicket(db: DbOrTx, tokenHash: string): Promise<SignupTicketRow | null> {
  const [ticket] = await db
    .select()
    .from(signupTickets)
    .where(
      and(
        eq(signupTickets.tokenHash, tokenHash),
        isNull(signupTickets.usedAt),
        gt(signupTickets.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return ticket ?? null;
}

export async function updateSignupTicket(
  db: DbOrTx,
  tokenHash: string,
  set: Pick<Partial<SignupTicketRow>, "passwordHash" | "inviteTokenHash">,
): Promise<void> {
  await db.update(signupTickets).set(set).where(eq(signupTickets.tokenHash, tokenHash));
}

/** Marks the ticket used; false when it already was (a replayed or concurrent registration). */
export async function markSignupTicketUsed(db: DbOrTx, tokenHash: string): Promise<boolean> {
  const used = await db
    .update(signupTickets)
    .set({ usedAt: new Date() })
    .where(and(eq(signupTickets.tokenHash, tokenHash), isNull(signupTickets.usedAt)))
    .returning({ tokenHash: signupTickets.tokenHash });
  return used.length > 0;
}
