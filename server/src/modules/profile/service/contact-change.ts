import { msg } from "../../../../../common/i18n/message";
import { formatUgandanPhone } from "../../../../../common/phone";
import type { ProfileView } from "../../../../../common/schemas/profile";
import { isUniqueViolation } from "../../../db/errors";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { conflict, forbidden } from "../../../platform/errors";
import { translator } from "../../../platform/i18n";
import { issueCode, spendCode } from "../../auth";
import { deliverNotifications, notify } from "../../notifications";
import { queueEmail } from "../../outbox";
import { findUserByEmail, findUserByPhone, outsideDemoWorlds } from "../../users";
import { accountOf, updateAccount } from "../queries";
import { readProfile } from "./view";

/** The two contacts an account signs in with; each changes only with a code sent to the new one. */
export type ContactKind = "email" | "phone";

const RULES = {
  email: {
    purpose: "email_change",
    taken: "EMAIL_TAKEN",
    inUse: "profile.emailInUse",
    same: "profile.emailSame",
    index: "users_email_key",
    find: findUserByEmail,
    shown: (v: string) => v,
    noticeTitle: "profile.emailChangedNoticeTitle",
    notice: "profile.emailChangedNotice",
  },
  phone: {
    purpose: "phone_change",
    taken: "PHONE_TAKEN",
    inUse: "profile.phoneInUse",
    same: "profile.phoneSame",
    index: "users_phone_key",
    find: findUserByPhone,
    shown: formatUgandanPhone,
    noticeTitle: "profile.phoneChangedNoticeTitle",
    notice: "profile.phoneChangedNotice",
  },
} as const;

/** The new contact must be free and not the current one; a demo account keeps its contacts. */
async function checkNewContact(deps: AppDeps, caller: SessionUser, kind: ContactKind, value: string) {
  const rule = RULES[kind];
  const row = await accountOf(deps.db, caller.id);
  if (!row || row.u.isDemo) throw forbidden(msg("profile.demoReadOnly"));
  if (row.u[kind] === value) throw conflict(rule.taken, msg(rule.same));
  if (await rule.find(deps.db, value, outsideDemoWorlds)) throw conflict(rule.taken, msg(rule.inUse));
  return row.u;
}

/**
 * POST /api/profile/email and /api/profile/phone: a code to the new address or number (by SMS), under the
 * sign-up codes' limits. The account keeps its contact until the code is entered. Outside production, when
 * nothing delivered it, the code comes back.
 */
export async function requestContactChange(
  deps: AppDeps,
  caller: SessionUser,
  input: { kind: ContactKind; value: string; ip: string },
): Promise<{ devCode: string | null }> {
  const account = await checkNewContact(deps, caller, input.kind, input.value);
  return issueCode(deps, {
    contact: input.value,
    role: caller.role,
    purpose: RULES[input.kind].purpose,
    ip: input.ip,
    userId: caller.id,
    locale: account.locale ?? undefined,
  });
}

/**
 * With the code the new contact becomes the account's; the old email is told too (an essential notice, so a
 * stolen session cannot move the account quietly).
 */
export async function confirmContactChange(
  deps: AppDeps,
  caller: SessionUser,
  input: { kind: ContactKind; value: string; code: string },
): Promise<ProfileView> {
  const rule = RULES[input.kind];
  const before = await checkNewContact(deps, caller, input.kind, input.value);
  await spendCode(deps, { contact: input.value, role: caller.role, code: input.code, purpose: rule.purpose });
  const shown = rule.shown(input.value);
  const notices = await deps.db.transaction(async (tx) => {
    try {
      await updateAccount(tx, caller.id, { [input.kind]: input.value });
    } catch (e) {
      // Another account took it between the check and now.
      if (isUniqueViolation(e, rule.index)) throw conflict(rule.taken, msg(rule.inUse));
      throw e;
    }
    const stored = await notify(tx, deps, {
      userId: caller.id,
      type: "account",
      essential: true,
      priority: "high",
      title: msg(rule.noticeTitle),
      message: msg(rule.notice, { [input.kind]: shown }),
    });
    // A changed email is told at the old address too (the notice's own email goes to the new one), in the
    // account's language.
    if (input.kind === "email" && before.email && deps.mailer.enabled) {
      const tr = translator(before.locale ?? undefined);
      const queued = await queueEmail(tx, {
        to: before.email,
        userId: caller.id,
        purpose: "account",
        subject: tr.t(rule.noticeTitle),
        text: tr.t(rule.notice, { email: shown }),
      });
      // An account notice is always stored (essential); were it not, the outbox job would send this one.
      if (queued) stored[0]?.messageIds.push(queued.id);
    }
    return stored;
  });
  await deliverNotifications(deps, notices);
  return readProfile(deps, caller.id);
}
