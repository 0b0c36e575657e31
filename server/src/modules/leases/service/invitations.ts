import { msg } from "../../../../../common/i18n/message";
import type { Config } from "../../../config";
import type { DbOrTx } from "../../../db/client";
import type { AppDeps } from "../../../deps";
import { newToken, sha256 } from "../../../platform/auth/tokens";
import { notFound } from "../../../platform/errors";
import { type Translator, translator } from "../../../platform/i18n";
import { pagePath } from "../../../platform/pages";
import { recordActivity } from "../../activity/record";
import { sendSmsNow } from "../../sms/service/outbox";
import { acceptInvitation, insertInvitation, lockOpenInvitationsFor, openInvitationInfo } from "../queries";

const INVITATION_TTL_DAYS = 14;

/** The longest property name an invitation SMS carries. */
const PROPERTY_IN_SMS = 40;

const invitationLink = (config: Config, code: string) =>
  `${config.publicUrl}${pagePath("/tenant-signup-verification", { query: { invite: code } })}`;

/** A new invitation into a pending lease; returns the code, which exists only in the link sent out. */
export async function createInvitation(
  tx: DbOrTx,
  input: { leaseId: string; email: string | null; phone: string | null },
): Promise<string> {
  const { token, hash } = newToken();
  await insertInvitation(tx, {
    ...input,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000),
  });
  return token;
}

/**
 * Emails the link, or sends it by SMS to a tenant who has only a phone number. An SMS in the quiet hours waits in
 * the outbox until 07:00: the answer says when it goes (`scheduledFor`). When it was not delivered (no SMTP or SMS
 * provider, a failure) the link is returned for the landlord to pass on, outside production only, like the
 * verification codes.
 */
export async function sendInvitation(
  deps: AppDeps,
  input: {
    code: string;
    email: string | null;
    /** E.164: the SMS goes there when there is no email. */
    phone?: string | null;
    tenantName: string;
    landlordName: string;
    propertyName: string;
    unitNumber: string;
  },
  now = new Date(),
): Promise<{ delivered: boolean; scheduledFor?: string; development?: true; link?: string }> {
  const link = invitationLink(deps.config, input.code);
  // English until accounts have a language.
  const tr = translator();
  const sent = input.email
    ? await deps.mailer.send({
        to: input.email,
        subject: tr.t("leases.invitationEmailSubject", { property: input.propertyName }),
        text: tr.t("leases.invitationEmailBody", {
          name: input.tenantName,
          landlord: input.landlordName,
          unit: input.unitNumber,
          property: input.propertyName,
          link,
          days: INVITATION_TTL_DAYS,
        }),
      })
    : input.phone?.startsWith("+256") && deps.sms
      ? await textInvitation(deps, input.phone, link, input.propertyName, tr, now)
      : false;
  if (sent instanceof Date) return { delivered: false, scheduledFor: sent.toISOString() };
  if (sent) return { delivered: true };
  if (deps.config.isProduction) return { delivered: false };
  return { delivered: false, development: true, link };
}

/** What the sign-up screens show about an open invitation; 404 when it is unknown, used, or expired. */
export async function getInvitationInfo(db: DbOrTx, code: string) {
  const row = await openInvitationInfo(db, sha256(code));
  if (!row) throw notFound(msg("leases.invitationGone"), "INVITATION_NOT_FOUND");
  return { ...row, tenantName: row.tenantName ?? "" };
}

/**
 * Links a tenant who just registered (inside the registration's transaction) to an open invitation: the one
 * whose code came through sign-up first, otherwise the newest one sent to the verified email. A tenant holds
 * one current lease, so at most one invitation is accepted; others stay open for their landlords to end.
 * The selected rows are locked, so an invitation is never accepted twice.
 * Returns the id of the lease it linked, or null. An invalid, expired or used code is ignored (never fails
 * sign-up).
 */
export async function linkInvitationsOnSignup(
  tx: DbOrTx,
  input: {
    tenantId: string;
    tenantName: string;
    email: string | null;
    phone: string | null;
    inviteTokenHash: string | null;
  },
): Promise<string | null> {
  const [invite] = await lockOpenInvitationsFor(tx, {
    tokenHash: input.inviteTokenHash,
    email: input.email,
    phone: input.phone,
  });
  if (!invite) return null;
  await acceptInvitation(tx, invite, input.tenantId, new Date());
  await recordActivity(tx, {
    landlordId: invite.landlordId,
    propertyId: invite.propertyId,
    actorId: input.tenantId,
    kind: "tenant_joined",
    message: msg("leases.activityTenantJoined", { name: input.tenantName, unit: invite.unitNumber }),
  });
  return invite.leaseId;
}

/**
 * The invitation by SMS, with the link to sign up by phone (the number is the one invited). The link must arrive
 * whole, so this one message may take two parts; a long property name is shortened instead. True when the
 * provider took it (or will be tried again), the time it goes when the quiet hours hold it, else false.
 */
async function textInvitation(
  deps: AppDeps,
  phone: string,
  link: string,
  property: string,
  tr: Translator,
  now: Date,
): Promise<boolean | Date> {
  const name = property.length > PROPERTY_IN_SMS ? `${property.slice(0, PROPERTY_IN_SMS - 3)}...` : property;
  const { outcome, sendsAt } = await sendSmsNow(
    { db: deps.db, sms: deps.sms },
    { to: phone, body: tr.t("leases.invitationSms", { property: name, link }), purpose: "invitation" },
    now,
  );
  if (outcome === "held" && sendsAt) return sendsAt;
  return outcome === "accepted" || outcome === "retry";
}
