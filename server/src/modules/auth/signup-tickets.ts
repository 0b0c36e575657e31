import { and, eq, gt, isNull } from "drizzle-orm";
import type { Role } from "../../../../common/constants";
import type { DbOrTx } from "../../db/client";
import { signupTickets } from "../../db/schema";
import { newToken, sha256 } from "../../platform/auth/tokens";
import { unauthorized } from "../../platform/errors";

export const SIGNUP_TICKET_TTL_SECONDS = 30 * 60;
export const NO_TICKET_MESSAGE = "Verification data not found. Please start over.";

export async function issueSignupTicket(
  db: DbOrTx,
  input: { contact: string; contactMethod: "email" | "phone"; role: Role },
): Promise<string> {
  const { token, hash } = newToken();
  await db.insert(signupTickets).values({
    tokenHash: hash,
    ...input,
    expiresAt: new Date(Date.now() + SIGNUP_TICKET_TTL_SECONDS * 1000),
  });
  return token;
}

/** The live ticket behind the sign-up cookie, or a 401 asking the person to start over. */
export async function requireSignupTicket(db: DbOrTx, token: string | undefined) {
  if (!token) throw unauthorized(NO_TICKET_MESSAGE, "NO_SIGNUP_TICKET");
  const [ticket] = await db
    .select()
    .from(signupTickets)
    .where(
      and(
        eq(signupTickets.tokenHash, sha256(token)),
        isNull(signupTickets.usedAt),
        gt(signupTickets.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!ticket) throw unauthorized(NO_TICKET_MESSAGE, "NO_SIGNUP_TICKET");
  return ticket;
}
