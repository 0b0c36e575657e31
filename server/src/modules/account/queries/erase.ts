import { and, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import {
  chatMessages,
  invitations,
  landlordProfiles,
  leases,
  maintenanceRequests,
  marketplaceListings,
  marketplacePhotos,
  notificationSettings,
  notifications,
  outboxMessages,
  passkeys,
  paymentProofs,
  payments,
  pets,
  properties,
  rentalApplications,
  sessions,
  users,
  verificationCodes,
} from "../../../db/schema";
import { messagesOfAccount } from "./export";

// ---- the request ----

export async function deletionOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ requestedAt: users.deletionRequestedAt, isDemo: users.isDemo, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function setDeletionRequested(db: DbOrTx, userId: string, at: Date | null): Promise<void> {
  await db.update(users).set({ deletionRequestedAt: at, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** What keeps an account from being deleted: a landlord's active properties, a tenant's current lease. */
export async function deletionBlockers(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      properties: sql<boolean>`exists (select 1 from ${properties}
        where ${properties.landlordId} = ${userId} and ${properties.status} = 'active')`.mapWith(Boolean),
      lease: sql<boolean>`exists (select 1 from ${leases}
        where ${leases.tenantId} = ${userId} and ${leases.status} in ('pending', 'active'))`.mapWith(Boolean),
    })
    .from(sql`(select 1) as one`);
  return row!;
}

/** Every session of the account but the one given. */
export async function endSessionsExcept(db: DbOrTx, userId: string, keepHash: string) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.tokenHash} <> ${keepHash}`));
}

// ---- the erasure ----

/** Accounts whose cooling-off period ended before `before`, oldest request first. */
export async function accountsDueForErasure(db: DbOrTx, before: Date, limit: number) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(lt(users.deletionRequestedAt, before), isNull(users.anonymisedAt)))
    .orderBy(users.deletionRequestedAt)
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Erases the account's personal data in one transaction and returns the storage keys of its files (deleted once
 * committed). The row stays, anonymised, because payments, receipts, charges and maintenance records that
 * landlords must keep refer to it; its messages are blanked as removed, its listings, pets, applications,
 * notifications, sessions and passkeys deleted; its leases, accepted invitations and repair requests lose the
 * contacts written on them, and the SMS sent to it their number and text. Returns null when the account is not (or no longer) due:
 * `dueBefore` is checked again under the row's lock, so a cancellation at the last moment wins.
 */
export async function eraseAccount(
  tx: DbOrTx,
  userId: string,
  dueBefore: Date,
  names: { firstName: string; lastName: string },
): Promise<string[] | null> {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), lt(users.deletionRequestedAt, dueBefore), isNull(users.anonymisedAt)))
    .for("update")
    .limit(1);
  if (!user) return null;
  const listingFiles = await tx
    .select({ storageKey: marketplacePhotos.storageKey, thumbKey: marketplacePhotos.thumbKey })
    .from(marketplacePhotos)
    .innerJoin(marketplaceListings, eq(marketplaceListings.id, marketplacePhotos.listingId))
    .where(eq(marketplaceListings.sellerId, userId));
  const petFiles = await tx
    .delete(pets)
    .where(eq(pets.tenantId, userId))
    .returning({ photo: pets.photoKey, thumb: pets.photoThumbKey });
  await tx.delete(marketplaceListings).where(eq(marketplaceListings.sellerId, userId));
  await tx.delete(rentalApplications).where(eq(rentalApplications.tenantId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(passkeys).where(eq(passkeys.userId, userId));
  const contacts = [user.email, user.phone].filter((c): c is string => c !== null);
  if (contacts.length) await tx.delete(verificationCodes).where(inArray(verificationCodes.contact, contacts));
  const now = new Date();
  await tx
    .update(chatMessages)
    .set({ content: "", removedAt: sql`coalesce(${chatMessages.removedAt}, ${now})` })
    .where(eq(chatMessages.senderId, userId));
  // The photos of deposit slips and transfer messages carry names and account numbers: the files go, the payment
  // (and what was written on the slip) stays.
  const ownProofs = and(
    eq(payments.id, paymentProofs.paymentId),
    eq(payments.tenantId, userId),
    ne(paymentProofs.fileKey, ""),
  );
  const proofFiles = await tx
    .select({ file: paymentProofs.fileKey, thumb: paymentProofs.thumbKey })
    .from(paymentProofs)
    .innerJoin(payments, ownProofs);
  if (proofFiles.length)
    await tx.update(paymentProofs).set({ fileKey: "", thumbKey: null }).from(payments).where(ownProofs);
  // The money records stay, without the payer's number and name.
  await tx
    .update(payments)
    .set({ phone: null, accountName: null })
    .where(
      and(eq(payments.tenantId, userId), or(isNotNull(payments.phone), isNotNull(payments.accountName))),
    );
  // The leases the person held stay with their landlords (the money records point to them), without the name,
  // email and number the landlord typed when inviting them; so do the invitations they accepted.
  await tx
    .update(leases)
    .set({ inviteeName: null, inviteeEmail: null, inviteePhone: null })
    .where(
      and(
        eq(leases.tenantId, userId),
        or(isNotNull(leases.inviteeName), isNotNull(leases.inviteeEmail), isNotNull(leases.inviteePhone)),
      ),
    );
  await tx
    .update(invitations)
    .set({ email: null, phone: null })
    .where(
      and(
        inArray(
          invitations.leaseId,
          tx.select({ id: leases.id }).from(leases).where(eq(leases.tenantId, userId)),
        ),
        or(isNotNull(invitations.email), isNotNull(invitations.phone)),
      ),
    );
  // Their repair requests stay on the landlord's records, without the contact they left.
  await tx
    .update(maintenanceRequests)
    .set({ contact: null })
    .where(and(eq(maintenanceRequests.tenantId, userId), isNotNull(maintenanceRequests.contact)));
  // The SMS and emails sent to them (to the account, or to its number or address before it had one): the row
  // stays for the outbox's accounts (parts, cost, status), without the address, subject and text; one still
  // queued is never sent.
  await tx
    .update(outboxMessages)
    .set({
      to: "",
      subject: null,
      body: "",
      status: sql`case when ${outboxMessages.status} = 'queued' then 'failed'::message_status else ${outboxMessages.status} end`,
      failureReason: sql`case when ${outboxMessages.status} = 'queued' then 'account erased' else ${outboxMessages.failureReason} end`,
    })
    .where(
      and(
        messagesOfAccount(userId, user.phone, user.email),
        or(ne(outboxMessages.to, ""), ne(outboxMessages.body, "")),
      ),
    );
  await tx
    .update(landlordProfiles)
    .set({ companyName: null, companyRegNumber: null, companyAddress: null, businessLicenseNumber: null })
    .where(eq(landlordProfiles.userId, userId));
  await tx
    .update(users)
    .set({
      email: null,
      phone: null,
      passwordHash: null,
      firstName: names.firstName,
      lastName: names.lastName,
      profileImageUrl: null,
      nationalIdPhotoKey: null,
      dateOfBirth: null,
      nationalId: null,
      tin: null,
      emergencyContactName: null,
      emergencyContactPhone: null,
      emergencyContactRelationship: null,
      emergencyContactEmail: null,
      profilePhotoKey: null,
      profilePhotoThumbKey: null,
      occupation: null,
      monthlyIncome: null,
      anonymisedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  return [
    ...listingFiles.flatMap((f) => [f.storageKey, f.thumbKey]),
    ...petFiles.flatMap((p) => [p.photo, p.thumb]),
    ...proofFiles.flatMap((p) => [p.file, p.thumb]),
    user.nationalIdPhotoKey,
    user.profilePhotoKey,
    user.profilePhotoThumbKey,
  ].filter((k): k is string => Boolean(k));
}
