import {
  type Role,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_TTL_MINUTES,
} from "../../../../../common/constants";
import { msg } from "../../../../../common/i18n/message";
import { smsSize } from "../../../../../common/sms-parts";
import type { DbOrTx } from "../../../db/client";
import type { AppDeps } from "../../../deps";
import { randomDigits } from "../../../platform/auth/tokens";
import { AppError } from "../../../platform/errors";
import { translator } from "../../../platform/i18n";
import { queueEmail, queueSms } from "../../outbox";
import {
  type CodePurpose,
  deleteVerificationCode,
  replaceVerificationCode,
} from "../queries/verification-codes";
import { checkCodeLimits, hashCode } from "./verification";

/** A contact is a phone number in E.164 (SMS) or an email address (mail). */
export const isPhoneContact = (contact: string) => contact.startsWith("+");

/** The email of a code: a reset code says what it resets, any other code what it verifies. */
function codeEmail(purpose: CodePurpose, code: string, locale?: string) {
  const tr = translator(locale);
  const minutes = VERIFICATION_CODE_TTL_MINUTES;
  return purpose === "password_reset"
    ? { subject: tr.t("auth.resetEmailSubject"), text: tr.t("auth.resetEmailText", { code, minutes }) }
    : { subject: tr.t("signup.codeEmailSubject"), text: tr.t("signup.codeEmailText", { code, minutes }) };
}

/** The SMS of a code: one part, GSM-7, whatever the purpose. */
export function codeSms(purpose: CodePurpose, code: string, locale?: string): string {
  const tr = translator(locale);
  const minutes = VERIFICATION_CODE_TTL_MINUTES;
  const text =
    purpose === "password_reset"
      ? tr.t("auth.resetSms", { code, minutes })
      : tr.t("signup.codeSms", { code, minutes });
  if (smsSize(text).parts > 1) throw new Error(`the ${purpose} code SMS takes more than one part`);
  return text;
}

/**
 * Queues the code's SMS or email in the transaction that stores the code (nothing when no SMS provider or mail
 * server is set up). Returns the message's id, or null.
 */
export async function queueCode(
  tx: DbOrTx,
  deps: Pick<AppDeps, "mailer" | "sms">,
  input: { contact: string; purpose: CodePurpose; code: string; userId?: string | null; locale?: string },
): Promise<string | null> {
  const userId = input.userId ?? null;
  if (!isPhoneContact(input.contact)) {
    if (!deps.mailer.enabled) return null;
    const { subject, text } = codeEmail(input.purpose, input.code, input.locale);
    return (await queueEmail(tx, { to: input.contact, subject, text, purpose: "code", userId }))?.id ?? null;
  }
  if (!deps.sms) return null;
  const body = codeSms(input.purpose, input.code, input.locale);
  return (await queueSms(tx, { to: input.contact, body, purpose: "code", userId }))?.id ?? null;
}

/**
 * Wakes the outbox for a code's message and waits for its try: true when the provider or mail server took it or
 * it is tried again (an SMS provider's passing failure), false when nothing will deliver it.
 */
export async function codeWentOut(deps: Pick<AppDeps, "outbox">, messageId: string | null): Promise<boolean> {
  if (!messageId) return false;
  const outcome = (await deps.outbox.wake([messageId])).get(messageId);
  return outcome === "accepted" || outcome === "retry";
}

/**
 * A new code for the contact (the newest is the only one that works), under the codes' limits, sent by SMS or
 * email: the code and its message are stored in one transaction, then the outbox sends it at once. Outside
 * production a code nobody could deliver comes back to be shown on screen (development mode); in production that
 * is a 502 and the code is dropped.
 */
export async function issueCode(
  deps: AppDeps,
  input: {
    contact: string;
    role: Role;
    purpose: CodePurpose;
    ip: string;
    userId?: string | null;
    /** The language of the screen that asked (the email or SMS is written in it). */
    locale?: string;
  },
): Promise<{ devCode: string | null }> {
  if (isPhoneContact(input.contact) && !deps.sms && deps.config.isProduction)
    throw new AppError(503, "PHONE_UNAVAILABLE", msg("signup.phoneUnavailable"));
  await checkCodeLimits(deps, input.contact, input.ip);
  const code = randomDigits(VERIFICATION_CODE_LENGTH);
  const { id, messageId } = await deps.db.transaction(async (tx) => ({
    id: await replaceVerificationCode(tx, {
      contact: input.contact,
      role: input.role,
      purpose: input.purpose,
      codeHash: hashCode(deps, input.contact, input.role, code),
      ip: input.ip,
      expiresAt: new Date(Date.now() + VERIFICATION_CODE_TTL_MINUTES * 60_000),
    }),
    messageId: await queueCode(tx, deps, { ...input, code }),
  }));
  if (await codeWentOut(deps, messageId)) return { devCode: null };
  if (deps.config.isProduction) {
    await deleteVerificationCode(deps.db, id);
    throw new AppError(
      502,
      "DELIVERY_FAILED",
      msg(isPhoneContact(input.contact) ? "signup.smsDeliveryFailed" : "signup.deliveryFailed"),
    );
  }
  return { devCode: code };
}
