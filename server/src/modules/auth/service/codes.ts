import {
  type Role,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_TTL_MINUTES,
} from "../../../../../common/constants";
import { msg } from "../../../../../common/i18n/message";
import { smsSize } from "../../../../../common/sms-parts";
import type { AppDeps } from "../../../deps";
import { randomDigits } from "../../../platform/auth/tokens";
import { AppError } from "../../../platform/errors";
import { translator } from "../../../platform/i18n";
import { sendSmsNow } from "../../sms/service/outbox";
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

/** Sends the code by SMS or email. True when the provider or mail server took it (the outbox retries an SMS). */
export async function deliverCode(
  deps: AppDeps,
  input: { contact: string; purpose: CodePurpose; code: string; userId?: string | null; locale?: string },
): Promise<boolean> {
  if (!isPhoneContact(input.contact))
    return deps.mailer.send({ to: input.contact, ...codeEmail(input.purpose, input.code, input.locale) });
  if (!deps.sms) return false;
  const { outcome } = await sendSmsNow(
    { db: deps.db, sms: deps.sms },
    {
      to: input.contact,
      body: codeSms(input.purpose, input.code, input.locale),
      purpose: "code",
      userId: input.userId ?? null,
    },
  );
  return outcome === "accepted" || outcome === "retry";
}

/**
 * A new code for the contact (the newest is the only one that works), under the codes' limits, sent by SMS or
 * email. Outside production a code nobody could deliver comes back to be shown on screen (development mode); in
 * production that is a 502 and the code is dropped.
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
  const id = await replaceVerificationCode(deps.db, {
    contact: input.contact,
    role: input.role,
    purpose: input.purpose,
    codeHash: hashCode(deps, input.contact, input.role, code),
    ip: input.ip,
    expiresAt: new Date(Date.now() + VERIFICATION_CODE_TTL_MINUTES * 60_000),
  });
  if (await deliverCode(deps, { ...input, code })) return { devCode: null };
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
