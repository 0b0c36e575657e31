import { VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_TTL_MINUTES } from "../../../../../common/constants";
import { msg } from "../../../../../common/i18n/message";
import type { ProfileView } from "../../../../../common/schemas/profile";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { randomDigits } from "../../../platform/auth/tokens";
import { AppError, conflict, forbidden } from "../../../platform/errors";
import { translator } from "../../../platform/i18n";
import { replaceVerificationCode } from "../../auth/queries/verification-codes";
import { checkCodeLimits, hashCode, spendCode } from "../../auth/service/verification";
import { isUniqueViolation } from "../../leases/queries";
import { deliverNotifications } from "../../notifications/deliver";
import { notify } from "../../notifications/notify";
import { findUserByEmail, outsideDemoWorlds } from "../../users/queries";
import { accountOf, updateAccount } from "../queries";
import { readProfile } from "./view";

const PURPOSE = "email_change";

/** The new email must be free and not the current one; a demo account keeps its email. */
async function checkNewEmail(deps: AppDeps, caller: SessionUser, email: string) {
  const row = await accountOf(deps.db, caller.id);
  if (!row || row.u.isDemo) throw forbidden(msg("profile.demoReadOnly"));
  if (row.u.email === email) throw conflict("EMAIL_TAKEN", msg("profile.emailSame"));
  if (await findUserByEmail(deps.db, email, outsideDemoWorlds))
    throw conflict("EMAIL_TAKEN", msg("profile.emailInUse"));
  return row.u;
}

/**
 * POST /api/profile/email: a code to the new address, under the sign-up codes' limits. The account keeps its
 * email until the code is entered. Outside production, when no mail server took it, the code comes back.
 */
export async function requestEmailChange(
  deps: AppDeps,
  caller: SessionUser,
  input: { email: string; ip: string },
): Promise<{ devCode: string | null }> {
  await checkNewEmail(deps, caller, input.email);
  await checkCodeLimits(deps, input.email, input.ip);
  const code = randomDigits(VERIFICATION_CODE_LENGTH);
  await replaceVerificationCode(deps.db, {
    contact: input.email,
    role: caller.role,
    purpose: PURPOSE,
    codeHash: hashCode(deps, input.email, caller.role, code),
    ip: input.ip,
    expiresAt: new Date(Date.now() + VERIFICATION_CODE_TTL_MINUTES * 60_000),
  });
  const tr = translator();
  const delivered = await deps.mailer.send({
    to: input.email,
    subject: tr.t("signup.codeEmailSubject"),
    text: tr.t("signup.codeEmailText", { code, minutes: VERIFICATION_CODE_TTL_MINUTES }),
  });
  if (delivered) return { devCode: null };
  if (deps.config.isProduction) throw new AppError(502, "DELIVERY_FAILED", msg("signup.deliveryFailed"));
  return { devCode: code };
}

/**
 * POST /api/profile/email/confirm: with the code the new email becomes the account's; the old address is told
 * (an essential notice, so a stolen session cannot move the account quietly).
 */
export async function confirmEmailChange(
  deps: AppDeps,
  caller: SessionUser,
  input: { email: string; code: string },
): Promise<ProfileView> {
  const before = await checkNewEmail(deps, caller, input.email);
  await spendCode(deps, { contact: input.email, role: caller.role, code: input.code, purpose: PURPOSE });
  const notices = await deps.db.transaction(async (tx) => {
    try {
      await updateAccount(tx, caller.id, { email: input.email });
    } catch (e) {
      // Another account took the address between the check and now.
      if (isUniqueViolation(e, "users_email_key")) throw conflict("EMAIL_TAKEN", msg("profile.emailInUse"));
      throw e;
    }
    return notify(tx, {
      userId: caller.id,
      type: "account",
      essential: true,
      priority: "high",
      title: msg("profile.emailChangedNoticeTitle"),
      message: msg("profile.emailChangedNotice", { email: input.email }),
    });
  });
  // Told at the old address too: the notice's own email goes to the new one.
  if (before.email) {
    const tr = translator();
    await deps.mailer.send({
      to: before.email,
      subject: tr.t("profile.emailChangedNoticeTitle"),
      text: tr.t("profile.emailChangedNotice", { email: input.email }),
    });
  }
  await deliverNotifications(deps, notices);
  return readProfile(deps, caller.id);
}
