import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Role } from "../../../../../common/constants";
import type { DbOrTx } from "../../../db/client";
import { verificationCodes } from "../../../db/schema";

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
export type CodePurpose = VerificationCodeRow["purpose"];

/** Codes asked for since `since` for one contact and from one IP address. */
export async function recentCodeCounts(
  db: DbOrTx,
  input: { contact: string; ip: string; since: Date },
): Promise<{ perContact: number; perIp: number }> {
  const [[perContact], [perIp]] = await Promise.all([
    db
      .select({ n: count() })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.contact, input.contact), gt(verificationCodes.createdAt, input.since))),
    db
      .select({ n: count() })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.ip, input.ip), gt(verificationCodes.createdAt, input.since))),
  ]);
  return { perContact: perContact?.n ?? 0, perIp: perIp?.n ?? 0 };
}

/**
 * Stores a new code for the contact and retires its earlier ones of the same purpose (in the caller's transaction,
 * with the message that sends it): only the newest code works.
 * Returns its id.
 */
export async function replaceVerificationCode(
  tx: DbOrTx,
  values: {
    contact: string;
    role: Role;
    codeHash: string;
    ip: string;
    expiresAt: Date;
    purpose?: CodePurpose;
  },
): Promise<string> {
  const purpose = values.purpose ?? "signup";
  await tx
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(verificationCodes.contact, values.contact),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    );
  const [row] = await tx.insert(verificationCodes).values(values).returning({ id: verificationCodes.id });
  return row!.id;
}

export async function deleteVerificationCode(db: DbOrTx, id: string): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

/** The newest code sent to this contact for this role and purpose. */
export async function latestVerificationCode(
  db: DbOrTx,
  contact: string,
  role: Role,
  purpose: CodePurpose = "signup",
): Promise<VerificationCodeRow | null> {
  const [latest] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.contact, contact),
        eq(verificationCodes.role, role),
        eq(verificationCodes.purpose, purpose),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return latest ?? null;
}

/** Counts one wrong try: an increment in the database, so concurrent tries each count. */
export async function countWrongTry(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, id));
}

/** Uses the code up if it is still unused and under `maxAttempts` tries; false when it was not. */
export async function consumeVerificationCode(db: DbOrTx, id: string, maxAttempts: number): Promise<boolean> {
  const consumed = await db
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.consumedAt),
        sql`${verificationCodes.attempts} < ${maxAttempts}`,
      ),
    )
    .returning({ id: verificationCodes.id });
  return consumed.length > 0;
}
