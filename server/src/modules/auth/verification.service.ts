import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import {
  type Role,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_TTL_MINUTES,
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_MAX_CODES_PER_HOUR,
} from "../../../../common/constants";
import { signupTickets, verificationCodes } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { keyedHash, randomDigits, safeEqualHex, sha256 } from "../../platform/auth/tokens";
import { AppError, badRequest, tooMany } from "../../platform/errors";
import { issueSignupTicket } from "./signup-tickets";

const HOUR_MS = 3_600_000;
/** Codes asked for from one address in an hour, across all contacts. */
export const MAX_CODES_PER_IP_PER_HOUR = 20;

const hashCode = (deps: AppDeps, contact: string, role: Role, code: string) =>
  keyedHash(deps.config.sessionSecret, `${role}:${contact}:${code}`);

export async function sendVerificationCode(deps: AppDeps, input: { email: string; role: Role; ip: string }) {
  const { db, config, mailer } = deps;
  const since = new Date(Date.now() - HOUR_MS);
  const [[perContact], [perIp]] = await Promise.all([
    db
      .select({ n: count() })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.contact, input.email), gt(verificationCodes.createdAt, since))),
    db
      .select({ n: count() })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.ip, input.ip), gt(verificationCodes.createdAt, since))),
  ]);
  if ((perContact?.n ?? 0) >= VERIFICATION_MAX_CODES_PER_HOUR) {
    throw tooMany("CODE_LIMIT", "Too many codes were requested for this email. Please try again in an hour.");
  }
  if ((perIp?.n ?? 0) >= MAX_CODES_PER_IP_PER_HOUR) {
    throw tooMany(
      "IP_CODE_LIMIT",
      "Too many verification requests from your network. Please try again later.",
    );
  }

  const code = randomDigits(VERIFICATION_CODE_LENGTH);
  const [row] = await db.transaction(async (tx) => {
    // Only the newest code of a contact works.
    await tx
      .update(verificationCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(verificationCodes.contact, input.email), isNull(verificationCodes.consumedAt)));
    return tx
      .insert(verificationCodes)
      .values({
        contact: input.email,
        role: input.role,
        codeHash: hashCode(deps, input.email, input.role, code),
        ip: input.ip,
        expiresAt: new Date(Date.now() + VERIFICATION_CODE_TTL_MINUTES * 60_000),
      })
      .returning({ id: verificationCodes.id });
  });

  const delivered = await mailer.send({
    to: input.email,
    subject: "Your Nyumba verification code",
    text: `Your Nyumba verification code is ${code}. It expires in ${VERIFICATION_CODE_TTL_MINUTES} minutes.\n\nIf you did not ask for it, ignore this email.`,
  });
  const message = `A 4-digit verification code has been sent to ${input.email}`;
  if (delivered) return { success: true as const, message };
  if (config.isProduction) {
    await db.delete(verificationCodes).where(eq(verificationCodes.id, row!.id));
    throw new AppError(
      502,
      "DELIVERY_FAILED",
      "We could not send the verification code. Please try again later.",
    );
  }
  return { success: true as const, message, development: true, code };
}

export async function verifyCode(
  deps: AppDeps,
  input: { email: string; role: Role; code: string; inviteCode?: string },
) {
  const { db } = deps;
  const [latest] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.contact, input.email), eq(verificationCodes.role, input.role)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!latest || latest.consumedAt) {
    throw badRequest("INVALID_CODE", "No active code for this email. Please request a new code.");
  }
  if (latest.attempts >= VERIFICATION_MAX_ATTEMPTS) {
    throw tooMany("TOO_MANY_ATTEMPTS", "Too many wrong tries. Please request a new code.");
  }
  if (latest.expiresAt.getTime() <= Date.now()) {
    throw badRequest("CODE_EXPIRED", "This code has expired. Please request a new code.");
  }
  if (!safeEqualHex(latest.codeHash, hashCode(deps, input.email, input.role, input.code))) {
    // The conditional update counts each wrong try once, even under concurrent requests.
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, latest.id));
    throw badRequest("INVALID_CODE", "Invalid verification code. Please try again.");
  }
  const consumed = await db
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(verificationCodes.id, latest.id),
        isNull(verificationCodes.consumedAt),
        sql`${verificationCodes.attempts} < ${VERIFICATION_MAX_ATTEMPTS}`,
      ),
    )
    .returning({ id: verificationCodes.id });
  if (consumed.length === 0) {
    throw badRequest("INVALID_CODE", "No active code for this email. Please request a new code.");
  }
  const token = await issueSignupTicket(db, {
    contact: input.email,
    contactMethod: "email",
    role: input.role,
  });
  if (input.inviteCode && input.role === "tenant") {
    // Only the code's hash is kept; registration links the invitation if it is still open then.
    await db
      .update(signupTickets)
      .set({ inviteTokenHash: sha256(input.inviteCode) })
      .where(eq(signupTickets.tokenHash, sha256(token)));
  }
  return { token };
}
