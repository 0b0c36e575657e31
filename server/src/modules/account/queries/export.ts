import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import {
  amenityBookings,
  bankStatements,
  chatMessages,
  landlordProfiles,
  leases,
  maintenancePhotos,
  maintenanceRequests,
  marketplaceListings,
  marketplacePhotos,
  notificationSettings,
  notifications,
  outboxMessages,
  passkeys,
  paymentProofs,
  payments,
  payoutAccounts,
  pets,
  properties,
  propertyPhotos,
  receipts,
  sessions,
  statementLines,
  statementMappings,
  units,
  users,
} from "../../../db/schema";

/**
 * Everything the account holds, table by table, for its data export (Data Protection and Privacy Act 2019,
 * section 24: a person's access to their data). Rows are the account's own; secrets are left out (password
 * hash, passkeys' public keys, session tokens).
 */

const CAP = 10_000;

export async function accountRows(db: DbOrTx, userId: string) {
  const [account] = await db.select().from(users).where(eq(users.id, userId));
  const [company, settings] = await Promise.all([
    db.select().from(landlordProfiles).where(eq(landlordProfiles.userId, userId)),
    db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)),
  ]);
  const [sessionRows, passkeyRows, notificationRows] = await Promise.all([
    db
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        userAgent: sessions.userAgent,
        ip: sessions.ip,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
    db
      .select({
        name: passkeys.name,
        deviceType: passkeys.deviceType,
        createdAt: passkeys.createdAt,
        lastUsedAt: passkeys.lastUsedAt,
      })
      .from(passkeys)
      .where(eq(passkeys.userId, userId)),
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt))
      .limit(CAP),
  ]);
  const sent = await db
    .select({
      id: outboxMessages.id,
      channel: outboxMessages.channel,
      to: outboxMessages.to,
      subject: outboxMessages.subject,
      // A code may still be waiting to be used: its text stays out.
      body: sql<
        string | null
      >`case when ${outboxMessages.purpose} = 'code' then null else ${outboxMessages.body} end`,
      purpose: outboxMessages.purpose,
      parts: outboxMessages.parts,
      status: outboxMessages.status,
      failureReason: outboxMessages.failureReason,
      createdAt: outboxMessages.createdAt,
      sentAt: outboxMessages.sentAt,
      deliveredAt: outboxMessages.deliveredAt,
    })
    .from(outboxMessages)
    .where(messagesOfAccount(userId, account?.phone ?? null, account?.email ?? null))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(CAP);
  return {
    account,
    messages: sent,
    company: company[0] ?? null,
    settings: settings[0] ?? null,
    sessions: sessionRows,
    passkeys: passkeyRows,
    notifications: notificationRows,
  };
}

/**
 * The SMS and emails sent to an account: those sent to it, and those sent to its number or address before it was
 * the account's (a code at sign-up, an invitation) and to no other account (outbox_messages_to_idx).
 */
export function messagesOfAccount(userId: string, phone: string | null, email: string | null): SQL {
  const contacts = [phone, email].filter((c): c is string => c !== null);
  return or(
    eq(outboxMessages.userId, userId),
    contacts.length ? and(isNull(outboxMessages.userId), inArray(outboxMessages.to, contacts)) : undefined,
  )!;
}

/** A tenant's leases, payments, receipts, requests, messages, listings, pets and bookings. */
export async function tenantRows(db: DbOrTx, userId: string) {
  const leaseRows = await db
    .select({ lease: leases, propertyName: properties.name, unitNumber: units.unitNumber })
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .where(eq(leases.tenantId, userId));
  const [paymentRows, requestRows, messageRows, listingRows, petRows, bookingRows] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(eq(payments.tenantId, userId))
      .orderBy(desc(payments.createdAt))
      .limit(CAP),
    db.select().from(maintenanceRequests).where(eq(maintenanceRequests.tenantId, userId)).limit(CAP),
    db
      .select({
        conversationId: chatMessages.conversationId,
        content: chatMessages.content,
        createdAt: chatMessages.createdAt,
      })
      .from(chatMessages)
      .where(eq(chatMessages.senderId, userId))
      .orderBy(desc(chatMessages.createdAt))
      .limit(CAP),
    db.select().from(marketplaceListings).where(eq(marketplaceListings.sellerId, userId)).limit(CAP),
    db.select().from(pets).where(eq(pets.tenantId, userId)).limit(CAP),
    db.select().from(amenityBookings).where(eq(amenityBookings.userId, userId)).limit(CAP),
  ]);
  const paymentIds = paymentRows.map((p) => p.id);
  const [receiptRows, proofRows, requestPhotos, listingPhotos] = await Promise.all([
    paymentIds.length ? db.select().from(receipts).where(inArray(receipts.paymentId, paymentIds)) : [],
    paymentIds.length
      ? db.select().from(paymentProofs).where(inArray(paymentProofs.paymentId, paymentIds))
      : [],
    requestRows.length
      ? db
          .select({ storageKey: maintenancePhotos.storageKey, requestId: maintenancePhotos.requestId })
          .from(maintenancePhotos)
          .where(
            inArray(
              maintenancePhotos.requestId,
              requestRows.map((r) => r.id),
            ),
          )
      : [],
    listingRows.length
      ? db
          .select({ storageKey: marketplacePhotos.storageKey, listingId: marketplacePhotos.listingId })
          .from(marketplacePhotos)
          .where(
            inArray(
              marketplacePhotos.listingId,
              listingRows.map((l) => l.id),
            ),
          )
      : [],
  ]);
  return {
    leases: leaseRows,
    payments: paymentRows,
    receipts: receiptRows,
    paymentProofs: proofRows,
    maintenanceRequests: requestRows,
    chatMessages: messageRows,
    marketplaceListings: listingRows,
    pets: petRows,
    amenityBookings: bookingRows,
    files: [
      ...requestPhotos.map((p) => ({ key: p.storageKey, folder: `maintenance/${p.requestId}` })),
      ...listingPhotos.map((p) => ({ key: p.storageKey, folder: `marketplace/${p.listingId}` })),
      ...petRows.flatMap((p) => (p.photoKey ? [{ key: p.photoKey, folder: `pets/${p.id}` }] : [])),
      ...proofRows.flatMap((p) =>
        p.fileKey ? [{ key: p.fileKey, folder: `payment-proofs/${p.paymentId}` }] : [],
      ),
    ],
  };
}

/**
 * A landlord's properties with their units and photos, their payout details, and their bank statements with
 * their lines and the column mappings remembered for each bank.
 */
export async function landlordRows(db: DbOrTx, userId: string) {
  const propertyRows = await db.select().from(properties).where(eq(properties.landlordId, userId)).limit(CAP);
  const propertyIds = propertyRows.map((p) => p.id);
  const [unitRows, photoRows, payout, mappings, statements, lines] = await Promise.all([
    propertyIds.length ? db.select().from(units).where(inArray(units.propertyId, propertyIds)) : [],
    propertyIds.length
      ? db
          .select()
          .from(propertyPhotos)
          .where(inArray(propertyPhotos.propertyId, propertyIds))
          .orderBy(asc(propertyPhotos.propertyId), asc(propertyPhotos.position))
      : [],
    db.select().from(payoutAccounts).where(eq(payoutAccounts.landlordId, userId)),
    db.select().from(statementMappings).where(eq(statementMappings.landlordId, userId)),
    db
      .select()
      .from(bankStatements)
      .where(eq(bankStatements.landlordId, userId))
      .orderBy(desc(bankStatements.createdAt))
      .limit(CAP),
    db
      .select()
      .from(statementLines)
      .where(eq(statementLines.landlordId, userId))
      .orderBy(desc(statementLines.valueDate))
      .limit(CAP),
  ]);
  return {
    properties: propertyRows,
    units: unitRows,
    propertyPhotos: photoRows,
    payoutAccounts: payout,
    statementMappings: mappings,
    bankStatements: statements,
    statementLines: lines,
    files: photoRows.map((p) => ({ key: p.storageKey, folder: `properties/${p.propertyId}` })),
  };
}
