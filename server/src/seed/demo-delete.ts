import { and, eq, inArray, isNotNull, or } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import {
  leases,
  maintenancePhotos,
  marketplacePhotos,
  meterReadings,
  meters,
  paymentProofs,
  pets,
  properties,
  propertyPhotos,
  rentalApplications,
  users,
} from "../db/schema";
import type { Storage } from "../platform/storage/storage";
import { deleteDemoMaintenance } from "./demo-maintenance";
import { listingPhotoKeys } from "./demo-marketplace";
import { deleteDemoPaymentsOutside } from "./demo-payments-outside";
import { deleteDemoRecurring } from "./demo-recurring";
import { deleteDemoRent } from "./demo-rent";

/**
 * Deletes demo accounts and everything under them: their properties with units, leases, applications,
 * requests and rent (proofs and bank statements too), their own leases and payments, then the accounts (sessions,
 * notifications and activity cascade). Returns the storage keys of their files, for deleteUnreferencedFiles once the transaction has
 * committed (a rolled back deletion keeps its files).
 */
export async function deleteDemoAccounts(tx: DbOrTx, userIds: string[]): Promise<string[]> {
  if (!userIds.length) return [];
  const owned = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(inArray(properties.landlordId, userIds));
  const propertyIds = owned.map((p) => p.id);
  const photos = await deleteDemoMaintenance(tx, propertyIds, userIds);
  const petPhotos = await petPhotoKeys(tx, propertyIds, userIds);
  const listingPhotos = await listingPhotoKeys(tx, propertyIds, userIds);
  const frontPhotos = propertyIds.length
    ? await tx
        .select({ storageKey: propertyPhotos.storageKey, thumbKey: propertyPhotos.thumbKey })
        .from(propertyPhotos)
        .where(inArray(propertyPhotos.propertyId, propertyIds))
    : [];
  const proofFiles = await deleteDemoPaymentsOutside(tx, propertyIds, userIds);
  const meterPhotos = await meterPhotoKeys(tx, propertyIds);
  await deleteDemoRecurring(tx, propertyIds, userIds);
  await deleteDemoRent(tx, propertyIds, userIds);
  if (propertyIds.length) {
    await tx.delete(leases).where(inArray(leases.propertyId, propertyIds));
    await tx.delete(rentalApplications).where(inArray(rentalApplications.propertyId, propertyIds));
    await tx.delete(properties).where(inArray(properties.id, propertyIds));
  }
  await tx.delete(leases).where(inArray(leases.tenantId, userIds));
  const deleted = await tx.delete(users).where(inArray(users.id, userIds)).returning({
    idPhoto: users.nationalIdPhotoKey,
    photo: users.profilePhotoKey,
    thumb: users.profilePhotoThumbKey,
  });
  return [
    ...[...photos, ...frontPhotos].flatMap((p) => [p.storageKey, p.thumbKey]),
    ...petPhotos,
    ...listingPhotos,
    ...proofFiles,
    ...meterPhotos,
    ...deleted.flatMap((u) => [u.idPhoto, u.photo, u.thumb].filter((k): k is string => k !== null)),
  ];
}

/**
 * Deletes the files no remaining row refers to: demo worlds share the template's photos by reference, so a
 * world's deletion leaves them (and a template reset leaves those the worlds still show).
 */
export async function deleteUnreferencedFiles(db: DbOrTx, storage: Storage, keys: string[]): Promise<void> {
  if (!keys.length) return;
  const [photos, idPhotos, petPhotos, listingPhotos, proofs, readings] = await Promise.all([
    db
      .select({ storageKey: maintenancePhotos.storageKey, thumbKey: maintenancePhotos.thumbKey })
      .from(maintenancePhotos)
      .where(or(inArray(maintenancePhotos.storageKey, keys), inArray(maintenancePhotos.thumbKey, keys))),
    db
      .select({ key: users.nationalIdPhotoKey })
      .from(users)
      .where(and(isNotNull(users.nationalIdPhotoKey), inArray(users.nationalIdPhotoKey, keys))),
    db
      .select({ photo: pets.photoKey, thumb: pets.photoThumbKey })
      .from(pets)
      .where(or(inArray(pets.photoKey, keys), inArray(pets.photoThumbKey, keys))),
    db
      .select({ storageKey: marketplacePhotos.storageKey, thumbKey: marketplacePhotos.thumbKey })
      .from(marketplacePhotos)
      .where(or(inArray(marketplacePhotos.storageKey, keys), inArray(marketplacePhotos.thumbKey, keys))),
    db
      .select({ fileKey: paymentProofs.fileKey, thumbKey: paymentProofs.thumbKey })
      .from(paymentProofs)
      .where(or(inArray(paymentProofs.fileKey, keys), inArray(paymentProofs.thumbKey, keys))),
    db
      .select({ photo: meterReadings.photoKey, thumb: meterReadings.photoThumbKey })
      .from(meterReadings)
      .where(or(inArray(meterReadings.photoKey, keys), inArray(meterReadings.photoThumbKey, keys))),
  ]);
  const inUse = new Set([
    ...[...photos, ...listingPhotos].flatMap((p) => [p.storageKey, p.thumbKey]),
    ...idPhotos.map((u) => u.key),
    ...petPhotos.flatMap((p) => [p.photo, p.thumb]),
    ...proofs.flatMap((p) => [p.fileKey, p.thumbKey]),
    ...readings.flatMap((r) => [r.photo, r.thumb]),
  ]);
  await Promise.all(keys.filter((k) => k && !inUse.has(k)).map((k) => storage.delete(k)));
}

/** The photo files of the pets of these properties or accounts (the rows go with their leases and accounts). */
async function petPhotoKeys(tx: DbOrTx, propertyIds: number[], userIds: string[]): Promise<string[]> {
  const rows = await tx
    .select({ photo: pets.photoKey, thumb: pets.photoThumbKey })
    .from(pets)
    .where(
      or(
        propertyIds.length ? inArray(pets.propertyId, propertyIds) : undefined,
        inArray(pets.tenantId, userIds),
      ),
    );
  return rows.flatMap((r) => [r.photo, r.thumb]).filter((k): k is string => k !== null);
}

/** The photo files of the meter readings of these properties (the rows go with their properties). */
async function meterPhotoKeys(tx: DbOrTx, propertyIds: number[]): Promise<string[]> {
  if (!propertyIds.length) return [];
  const rows = await tx
    .select({ photo: meterReadings.photoKey, thumb: meterReadings.photoThumbKey })
    .from(meterReadings)
    .innerJoin(meters, eq(meters.id, meterReadings.meterId))
    .where(inArray(meters.propertyId, propertyIds));
  return [...new Set(rows.flatMap((r) => [r.photo, r.thumb]))];
}
