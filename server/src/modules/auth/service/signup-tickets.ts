import type { Role } from "../../../../../common/constants";
import { msg } from "../../../../../common/i18n/message";
import type { DbOrTx } from "../../../db/client";
import { newToken, sha256 } from "../../../platform/auth/tokens";
import { unauthorized } from "../../../platform/errors";
import { invitationForSignup } from "../../leases";
import { findLiveSignupTicket, insertSignupTicket } from "../queries/signup-tickets";

export const SIGNUP_TICKET_TTL_SECONDS = 30 * 60;

/** The 401 that sends the person back to the start of sign-up. */
export const noSignupTicket = () => unauthorized(msg("signup.noTicket"), "NO_SIGNUP_TICKET");

export async function issueSignupTicket(
  db: DbOrTx,
  input: { contact: string; contactMethod: "email" | "phone"; role: Role },
): Promise<string> {
  const { token, hash } = newToken();
  await insertSignupTicket(db, {
    tokenHash: hash,
    ...input,
    expiresAt: new Date(Date.now() + SIGNUP_TICKET_TTL_SECONDS * 1000),
  });
  return token;
}

/** The live ticket behind the sign-up cookie, or a 401 asking the person to start over. */
export async function requireSignupTicket(db: DbOrTx, token: string | undefined) {
  if (!token) throw noSignupTicket();
  const ticket = await findLiveSignupTicket(db, sha256(token));
  if (!ticket) throw noSignupTicket();
  return ticket;
}

/** This browser's sign-up as its screens show it: the verified contact, the step, and a tenant's invitation. */
export async function signupTicketView(db: DbOrTx, token: string | undefined) {
  const ticket = await requireSignupTicket(db, token);
  return {
    role: ticket.role,
    contactMethod: ticket.contactMethod,
    email: ticket.contact,
    step: ticket.passwordHash ? ("password_set" as const) : ("verified" as const),
    invitation: ticket.role === "tenant" ? await invitationForSignup(db, ticket) : null,
  };
}
