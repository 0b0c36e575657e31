import { msg } from "../../../../../common/i18n/message";
import type { Config } from "../../../config";
import type { DbOrTx } from "../../../db/client";
import type { AppDeps } from "../../../deps";
import { newToken, sha256 } from "../../../platform/auth/tokens";
import { notFound } from "../../../platform/errors";
import { type Translator, translator } from "../../../platform/i18n";
import { pagePath } from "../../../platform/pages";
import { recordActivity } from "../../activity";
import { type Queued, queueEmail, queueSms } from "../../outbox";
import { acceptInvitation, insertInvitation, openInvitationInfo, openInvitationsFor } from "../queries";

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

/** The message of a new lease, queued in its transaction: its id (none: nothing could send it) and when it goes. */
export interface QueuedLeaseMessage {
  messageId: string | null;
  sendsAt: Date | null;
  /** The invitation's link, which the answer carries outside production when nothing could send it. */
  link: string | null;
}

/**
 * Queues the invitation (in the lease's transaction): an email with the link, or an SMS to a tenant who has only
 * a phone number. English until the invitee has an account with a language.
 */
export async function queueInvitation(
  tx: DbOrTx,
  deps: Pick<AppDeps, "config" | "mailer" | "sms">,
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
): Promise<QueuedLeaseMessage> {
  const link = invitationLink(deps.config, input.code);
  const tr = translator();
  let queued: Queued | null = null;
  if (input.email && deps.mailer.enabled)
    queued = await queueEmail(
      tx,
      {
        to: input.email,
        purpose: "invitation",
        subject: tr.t("leases.invitationEmailSubject", { property: input.propertyName }),
        text: tr.t("leases.invitationEmailBody", {
          name: input.tenantName,
          landlord: input.landlordName,
          unit: input.unitNumber,
          property: input.propertyName,
          link,
          days: INVITATION_TTL_DAYS,
        }),
      },
      now,
    );
  else if (!input.email && input.phone?.startsWith("+256") && deps.sms)
    queued = await queueSms(
      tx,
      { to: input.phone, purpose: "invitation", body: invitationSms(tr, input, link) },
      now,
    );
  return { messageId: queued?.id ?? null, sendsAt: queued?.sendsAt ?? null, link };
}

/**
 * After the commit: wakes the outbox for the lease's message and says what became of it. An SMS in the quiet hours
 * waits in the outbox until 07:00: the answer says when it goes (`scheduledFor`). When nothing could send it (no
 * mail server or SMS provider, a refusal) the invitation's link is returned for the landlord to pass on, outside
 * production only, like the verification codes.
 */
export async function leaseMessageAnswer(
  deps: Pick<AppDeps, "config" | "outbox">,
  queued: QueuedLeaseMessage,
  now = new Date(),
): Promise<{ delivered: boolean; scheduledFor?: string; development?: true; link?: string }> {
  if (queued.messageId && queued.sendsAt && queued.sendsAt > now) {
    return { delivered: false, scheduledFor: queued.sendsAt.toISOString() };
  }
  const outcome = queued.messageId
    ? (await deps.outbox.wake([queued.messageId], now)).get(queued.messageId)
    : null;
  if (outcome === "accepted" || outcome === "retry") return { delivered: true };
  if (deps.config.isProduction || !queued.link) return { delivered: false };
  return { delivered: false, development: true, link: queued.link };
}

/** What the sign-up screens show about an open invitation; 404 when it is unknown, used, or expired. */
export async function getInvitationInfo(db: DbOrTx, code: string) {
  const row = await openInvitationInfo(db, sha256(code));
  if (!row) throw notFound(msg("leases.invitationGone"), "INVITATION_NOT_FOUND");
  return { ...row, tenantName: row.tenantName ?? "" };
}

/**
 * The invitation a tenant's sign-up will accept, as the registration form shows it: the one whose code came
 * through verification, else the newest sent to the verified email or phone. A number typed on the form may
 * still find one at registration.
 */
export async function invitationForSignup(
  db: DbOrTx,
  ticket: { inviteTokenHash: string | null; contact: string; contactMethod: "email" | "phone" },
): Promise<{ propertyName: string; unitNumber: string } | null> {
  const byPhone = ticket.contactMethod === "phone";
  const [invite] = await openInvitationsFor(
    db,
    {
      tokenHash: ticket.inviteTokenHash,
      email: byPhone ? null : ticket.contact,
      phone: byPhone ? ticket.contact : null,
    },
    { lock: false },
  );
  return invite ? { propertyName: invite.propertyName, unitNumber: invite.unitNumber } : null;
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
  const [invite] = await openInvitationsFor(
    tx,
    { tokenHash: input.inviteTokenHash, email: input.email, phone: input.phone },
    { lock: true },
  );
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
 * whole, so this one message may take two parts; a long property name is shortened instead.
 */
function invitationSms(tr: Translator, input: { propertyName: string }, link: string): string {
  const property = input.propertyName;
  const name = property.length > PROPERTY_IN_SMS ? `${property.slice(0, PROPERTY_IN_SMS - 3)}...` : property;
  return tr.t("leases.invitationSms", { property: name, link });
}
