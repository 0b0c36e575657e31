import { VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_TTL_MINUTES } from "../../../../../common/constants";
import { msg } from "../../../../../common/i18n/message";
import type { AppDeps } from "../../../deps";
import { hashPassword } from "../../../platform/auth/passwords";
import { randomDigits } from "../../../platform/auth/tokens";
import { badRequest } from "../../../platform/errors";
import { translator } from "../../../platform/i18n";
import { deliverNotifications } from "../../notifications/deliver";
import { notify } from "../../notifications/notify";
import { findUserByEmail, outsideDemoWorlds } from "../../users/queries";
import { clearLoginFailures } from "../queries/login-failures";
import { deleteSessionsOf, setPasswordHash } from "../queries/sessions";
import { replaceVerificationCode } from "../queries/verification-codes";
import { checkCodeLimits, hashCode, spendCode } from "./verification";

const PURPOSE = "password_reset";

function resetEmail(code: string) {
  const tr = translator();
  return {
    subject: tr.t("auth.resetEmailSubject"),
    text: tr.t("auth.resetEmailText", { code, minutes: VERIFICATION_CODE_TTL_MINUTES }),
  };
}

/**
 * 'Forgot password?': a code to the account's email, under the sign-up codes' limits. Every request stores a
 * code, account or not, so the limits and the answer are the same either way; the email goes out after the answer
 * in production, so its time says nothing either. Outside production, when no mail server took it, the code comes
 * back to be shown on screen (as for sign-up).
 */
export async function requestPasswordReset(
  deps: AppDeps,
  input: { email: string; ip: string },
): Promise<{ devCode: string | null }> {
  const { db, config, mailer } = deps;
  await checkCodeLimits(deps, input.email, input.ip);
  const user = await findUserByEmail(db, input.email, outsideDemoWorlds);
  const role = user?.role ?? "tenant";
  const code = randomDigits(VERIFICATION_CODE_LENGTH);
  await replaceVerificationCode(db, {
    contact: input.email,
    role,
    purpose: PURPOSE,
    codeHash: hashCode(deps, input.email, role, code),
    ip: input.ip,
    expiresAt: new Date(Date.now() + VERIFICATION_CODE_TTL_MINUTES * 60_000),
  });
  if (config.isProduction) {
    // The mailer logs a failed delivery and never throws.
    if (user) void mailer.send({ to: input.email, ...resetEmail(code) });
    return { devCode: null };
  }
  const delivered = user ? await mailer.send({ to: input.email, ...resetEmail(code) }) : false;
  return { devCode: delivered ? null : code };
}

/**
 * Sets the new password with the emailed code. Every session of the account ends (on every instance, sockets
 * too) and the account is told by an essential notice. A code for an email without an account is refused like a
 * wrong code.
 */
export async function resetPassword(
  deps: AppDeps,
  input: { email: string; code: string; password: string },
): Promise<void> {
  const { db } = deps;
  const user = await findUserByEmail(db, input.email, outsideDemoWorlds);
  await spendCode(deps, {
    contact: input.email,
    role: user?.role ?? "tenant",
    code: input.code,
    purpose: PURPOSE,
  });
  if (!user) throw badRequest("INVALID_CODE", msg("signup.invalidCode"));
  await setNewPassword(deps, user.id, input.password, { keepSession: null, failuresOf: input.email });
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
    const notices = await notify(tx, {
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
