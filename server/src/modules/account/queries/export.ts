import { desc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import {
  amenityBookings,
  chatMessages,
  landlordProfiles,
  leases,
  maintenancePhotos,
  maintenanceRequests,
  marketplaceListings,
  marketplacePhotos,
  notificationSettings,
  notifications,
  passkeys,
  paymentProofs,
  payments,
  payoutAccounts,
  pets,
  properties,
  receipts,
  sessions,
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
  return {
    account,
    company: company[0] ?? null,
    settings: settings[0] ?? null,
    sessions: sessionRows,
    passkeys: passkeyRows,
    notifications: notificationRows,
  };
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

/** A landlord's properties with their units, and their payout details. */
export async function landlordRows(db: DbOrTx, userId: string) {
  const propertyRows = await db.select().from(properties).where(eq(properties.landlordId, userId)).limit(CAP);
  const [unitRows, payout] = await Promise.all([
    propertyRows.length
      ? db
          .select()
          .from(units)
          .where(
            inArray(
              units.propertyId,
              propertyRows.map((p) => p.id),
            ),
          )
      : [],
    db.select().from(payoutAccounts).where(eq(payoutAccounts.landlordId, userId)),
  ]);
  return { properties: propertyRows, units: unitRows, payoutAccounts: payout };
}
