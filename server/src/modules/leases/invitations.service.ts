import { and, desc, eq, gt, isNull, type SQL } from "drizzle-orm";
import type { Config } from "../../config";
import type { DbOrTx } from "../../db/client";
import { invitations, leases, properties, units, users } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { newToken, sha256 } from "../../platform/auth/tokens";
import { notFound } from "../../platform/errors";
import { recordActivity } from "../activity/record";

export const INVITATION_TTL_DAYS = 14;
const INVITATION_GONE = "This invitation is not valid any more. Please ask your landlord for a new one.";

export const invitationLink = (config: Config, code: string) =>
  `${config.publicUrl}/tenant-signup-verification?invite=${encodeURIComponent(code)}`;

/** A new invitation into a pending lease; returns the code, which exists only in the link sent out. */
export async function createInvitation(
  tx: DbOrTx,
  input: { leaseId: string; email: string | null; phone: string | null },
): Promise<string> {
  const { token, hash } = newToken();
  await tx.insert(invitations).values({
    leaseId: input.leaseId,
    email: input.email,
    phone: input.phone,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000),
  });
  return token;
}

/**
 * Emails the link. When it was not delivered (no SMTP, a failure, or no email address) the link is
 * returned for the landlord to pass on, outside production only, like the verification codes.
 */
export async function sendInvitation(
  deps: AppDeps,
  input: {
    code: string;
    email: string | null;
    tenantName: string;
    landlordName: string;
    propertyName: string;
    unitNumber: string;
  },
): Promise<{ delivered: boolean; development?: true; link?: string }> {
  const link = invitationLink(deps.config, input.code);
  const delivered = input.email
    ? await deps.mailer.send({
        to: input.email,
        subject: `Your invitation to ${input.propertyName} on Nyumba`,
        text:
          `Hello ${input.tenantName},\n\n` +
          `${input.landlordName} has added you as the tenant of unit ${input.unitNumber} at ${input.propertyName} on Nyumba. ` +
          `Create your tenant account with this link to see your lease and pay your rent:\n\n${link}\n\n` +
          `The link expires in ${INVITATION_TTL_DAYS} days. If you were not expecting it, you can ignore this email.`,
      })
    : false;
  if (delivered) return { delivered };
  if (deps.config.isProduction) return { delivered: false };
  return { delivered: false, development: true, link };
}

/**
 * Joins the invitation's landlord when a real account: a demo landlord's invitations (the template's or a demo
 * world's) never reach sign-up, so no real account joins a demo world.
 */
const fromRealLandlord = and(eq(users.id, properties.landlordId), eq(users.isDemo, false));

/** What the sign-up screens show about an open invitation; 404 when it is unknown, used, or expired. */
export async function getInvitationInfo(db: DbOrTx, code: string) {
  const [row] = await db
    .select({
      propertyName: properties.name,
      unitNumber: units.unitNumber,
      tenantName: leases.inviteeName,
      email: invitations.email,
    })
    .from(invitations)
    .innerJoin(leases, eq(leases.id, invitations.leaseId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(users, fromRealLandlord)
    .where(
      and(
        eq(invitations.tokenHash, sha256(code)),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, new Date()),
        eq(leases.status, "pending"),
        isNull(leases.tenantId),
      ),
    )
    .limit(1);
  if (!row) throw notFound(INVITATION_GONE, "INVITATION_NOT_FOUND");
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
  input: { tenantId: string; tenantName: string; email: string; inviteTokenHash: string | null },
): Promise<string | null> {
  const open = and(
    isNull(invitations.acceptedAt),
    gt(invitations.expiresAt, new Date()),
    eq(leases.status, "pending"),
    isNull(leases.tenantId),
  );
  const candidates = async (match: SQL) =>
    tx
      .select({
        invitationId: invitations.id,
        leaseId: leases.id,
        unitId: leases.unitId,
        propertyId: leases.propertyId,
        landlordId: properties.landlordId,
        unitNumber: units.unitNumber,
      })
      .from(invitations)
      .innerJoin(leases, eq(leases.id, invitations.leaseId))
      .innerJoin(units, eq(units.id, leases.unitId))
      .innerJoin(properties, eq(properties.id, leases.propertyId))
      .innerJoin(users, fromRealLandlord)
      .where(and(match, open))
      .orderBy(desc(invitations.createdAt))
      .for("update", { of: [invitations, leases] });
  const rows = [
    ...(input.inviteTokenHash ? await candidates(eq(invitations.tokenHash, input.inviteTokenHash)) : []),
    ...(await candidates(eq(invitations.email, input.email))),
  ];
  const invite = rows[0];
  if (!invite) return null;

  const now = new Date();
  await tx
    .update(leases)
    .set({ tenantId: input.tenantId, status: "active" })
    .where(eq(leases.id, invite.leaseId));
  await tx
    .update(invitations)
    .set({ acceptedAt: now })
    .where(and(eq(invitations.id, invite.invitationId), isNull(invitations.acceptedAt)));
  await recordActivity(tx, {
    landlordId: invite.landlordId,
    propertyId: invite.propertyId,
    actorId: input.tenantId,
    kind: "tenant_joined",
    message: `${input.tenantName} joined as tenant of unit ${invite.unitNumber}`,
  });
  return invite.leaseId;
}
