import {
  type Role,
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_MAX_CODES_PER_HOUR,
} from "../../../../../common/constants";
import { msg } from "../../../../../common/i18n/message";
import type { AppDeps } from "../../../deps";
import { keyedHash, safeEqualHex, sha256 } from "../../../platform/auth/tokens";
import { badRequest, tooMany } from "../../../platform/errors";
import { updateSignupTicket } from "../queries/signup-tickets";
import {
  type CodePurpose,
  consumeVerificationCode,
  countWrongTry,
  latestVerificationCode,
  recentCodeCounts,
} from "../queries/verification-codes";
import { isPhoneContact, issueCode } from "./codes";
import { issueSignupTicket } from "./signup-tickets";

const HOUR_MS = 3_600_000;
/** Codes asked for from one address in an hour, across all contacts. */
const MAX_CODES_PER_IP_PER_HOUR = 20;

export const hashCode = (deps: AppDeps, contact: string, role: Role, code: string) =>
  keyedHash(deps.config.sessionSecret, `${role}:${contact}:${code}`);

const noActiveCode = () => badRequest("INVALID_CODE", msg("signup.noActiveCode"));

/**
 * The answer to "send me a code": the message, and outside production the code itself when no mail server took
 * it (the screens show it, as development mode).
 */
export function codeSentAnswer(message: string, devCode: string | null) {
  return devCode === null
    ? { success: true as const, message }
    : { success: true as const, message, development: true, code: devCode };
}

/** At most VERIFICATION_MAX_CODES_PER_HOUR codes to one contact, and MAX_CODES_PER_IP_PER_HOUR from one address. */
export async function checkCodeLimits(deps: AppDeps, contact: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - HOUR_MS);
  const counts = await recentCodeCounts(deps.db, { contact, ip, since });
  if (counts.perContact >= VERIFICATION_MAX_CODES_PER_HOUR) {
    throw tooMany("CODE_LIMIT", msg("signup.codeLimit"));
  }
  if (counts.perIp >= MAX_CODES_PER_IP_PER_HOUR) {
    throw tooMany("IP_CODE_LIMIT", msg("signup.ipCodeLimit"));
  }
}

/**
 * Sends a new sign-up code to the email or phone (E.164). Returns the code itself only when it could not be
 * delivered outside production (development mode shows it on screen); null when it was sent.
 */
export function sendVerificationCode(
  deps: AppDeps,
  input: { contact: string; role: Role; ip: string; locale?: string },
): Promise<{ devCode: string | null }> {
  return issueCode(deps, { ...input, purpose: "signup" });
}

/**
 * Uses up the newest code of this contact, role and purpose when `code` is it: wrong tries are counted (at most
 * VERIFICATION_MAX_ATTEMPTS), an expired or used code is refused, and a code is used once even when two
 * requests bring it together.
 */
export async function spendCode(
  deps: AppDeps,
  input: { contact: string; role: Role; code: string; purpose: CodePurpose },
): Promise<void> {
  const { db } = deps;
  const latest = await latestVerificationCode(db, input.contact, input.role, input.purpose);
  if (!latest || latest.consumedAt) throw noActiveCode();
  if (latest.attempts >= VERIFICATION_MAX_ATTEMPTS) {
    throw tooMany("TOO_MANY_ATTEMPTS", msg("signup.tooManyTries"));
  }
  if (latest.expiresAt.getTime() <= Date.now()) {
    throw badRequest("CODE_EXPIRED", msg("signup.codeExpired"));
  }
  if (!safeEqualHex(latest.codeHash, hashCode(deps, input.contact, input.role, input.code))) {
    await countWrongTry(db, latest.id);
    throw badRequest("INVALID_CODE", msg("signup.invalidCode"));
  }
  if (!(await consumeVerificationCode(db, latest.id, VERIFICATION_MAX_ATTEMPTS))) throw noActiveCode();
}

export async function verifyCode(
  deps: AppDeps,
  input: { contact: string; role: Role; code: string; inviteCode?: string },
) {
  const { db } = deps;
  await spendCode(deps, { contact: input.contact, role: input.role, code: input.code, purpose: "signup" });
  const token = await issueSignupTicket(db, {
    contact: input.contact,
    contactMethod: isPhoneContact(input.contact) ? "phone" : "email",
    role: input.role,
  });
  if (input.inviteCode && input.role === "tenant") {
    // Only the code's hash is kept; registration links the invitation if it is still open then.
    await updateSignupTicket(db, sha256(token), { inviteTokenHash: sha256(input.inviteCode) });
  }
  return { token };
}
