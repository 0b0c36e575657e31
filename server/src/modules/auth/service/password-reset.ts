import { VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_TTL_MINUTES } from "../../../../../common/constants";
import { msg } from "../../../../../common/i18n/message";
import type { AppDeps } from "../../../deps";
import { hashPassword } from "../../../platform/auth/passwords";
import { randomDigits } from "../../../platform/auth/tokens";
import { badRequest } from "../../../platform/errors";
import { deliverNotifications, notify } from "../../notifications";
import { findUserByEmail, findUserByPhone, outsideDemoWorlds } from "../../users";
import { clearLoginFailures } from "../queries/login-failures";
import { deleteSessionsOf, setPasswordHash } from "../queries/sessions";
import { replaceVerificationCode } from "../queries/verification-codes";
import { codeWentOut, isPhoneContact, queueCode } from "./codes";
import { accountFailureKey } from "./password-tries";
import { checkCodeLimits, hashCode, spendCode } from "./verification";

const PURPOSE = "password_reset";

/** The account with this email or phone (E.164), outside demo worlds. */
const accountByContact = (deps: AppDeps, contact: string) =>
  isPhoneContact(contact)
    ? findUserByPhone(deps.db, contact, outsideDemoWorlds)
    : findUserByEmail(deps.db, contact, outsideDemoWorlds);

/**
 * 'Forgot password?': a code to the account's email, or by SMS to its phone, under the sign-up codes' limits.
 * Every request stores a code, account or not, so the limits and the answer are the same either way; the
 * message (queued with the code) goes out after the answer in production, so its time says nothing either. Outside production, when
 * nothing delivered it, the code comes back to be shown on screen (as for sign-up).
 */
export async function requestPasswordReset(
  deps: AppDeps,
  input: { contact: string; ip: string; locale?: string },
): Promise<{ devCode: string | null }> {
  await checkCodeLimits(deps, input.contact, input.ip);
  const user = await accountByContact(deps, input.contact);
  const role = user?.role ?? "tenant";
  const code = randomDigits(VERIFICATION_CODE_LENGTH);
  // In the account's language, else the one of the screen that asked.
  const locale = user?.locale ?? input.locale;
  const messageId = await deps.db.transaction(async (tx) => {
    await replaceVerificationCode(tx, {
      contact: input.contact,
      role,
      purpose: PURPOSE,
      codeHash: hashCode(deps, input.contact, role, code),
      ip: input.ip,
      expiresAt: new Date(Date.now() + VERIFICATION_CODE_TTL_MINUTES * 60_000),
    });
    return user
      ? queueCode(tx, deps, { contact: input.contact, purpose: PURPOSE, code, userId: user.id, locale })
      : null;
  });
  if (deps.config.isProduction) {
    // Sent after the answer; the outbox logs a failure (with this request's id) and tries again.
    void deps.outbox.wake(messageId ? [messageId] : []);
    return { devCode: null };
  }
  return { devCode: (await codeWentOut(deps, messageId)) ? null : code };
}

/**
 * Sets the new password with the code. Every session of the account ends (on every instance, sockets too) and
 * the account is told by an essential notice. A code for a contact without an account is refused like a wrong
 * code.
 */
export async function resetPassword(
  deps: AppDeps,
  input: { contact: string; code: string; password: string },
): Promise<void> {
  const user = await accountByContact(deps, input.contact);
  await spendCode(deps, {
    contact: input.contact,
    role: user?.role ?? "tenant",
    code: input.code,
    purpose: PURPOSE,
  });
  if (!user) throw badRequest("INVALID_CODE", msg("signup.invalidCode"));
  await setNewPassword(deps, user.id, input.password, {
    keepSession: null,
    failuresOf: accountFailureKey(user.id),
  });
}

/**
 * Stores a new password: every session of the account ends but `keepSession` (the one that changed it, if any),
 * sockets too; the sign-in failures counted under `failuresOf` are cleared; the account gets an essential notice.
 * Answers how many sessions ended.
 */
export async function setNewPassword(
  deps: AppDeps,
  userId: string,
  password: string,
  opts: { keepSession: string | null; failuresOf: string },
): Promise<number> {
  const passwordHash = await hashPassword(password);
  const { ended, notices } = await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, userId, passwordHash);
    const ended = await deleteSessionsOf(tx, userId, opts.keepSession);
    await clearLoginFailures(tx, opts.failuresOf);
    const notices = await notify(tx, deps, {
      userId,
      type: "account",
      essential: true,
      priority: "high",
      title: msg("auth.passwordChangedTitle"),
      message: msg("auth.passwordChangedMessage"),
    });
    return { ended, notices };
  });
  await Promise.all(ended.map((hash) => deps.realtime.endSession(hash)));
  await deliverNotifications(deps, notices);
  return ended.length;
}
