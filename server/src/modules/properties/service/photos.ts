import { msg } from "../../../../../common/i18n/message";
import type { ListingPhoto } from "../../../../../common/schemas/listings";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { notFound } from "../../../platform/errors";
import {
  deleteStoredPhotos,
  preparePhotos,
  storePhotos,
  tooManyPhotos,
} from "../../../platform/storage/photos";
import type { StoredObject } from "../../../platform/storage/storage";
import { PROPERTY_NOT_FOUND, requireOwnedProperty } from "../access";
import { lockOwnedProperty, ownsProperty, tenantLivesAt } from "../queries";
import { findListedProperty } from "../queries/listed";
import {
  appendPropertyPhotos,
  deletePropertyPhotoRow,
  findPropertyPhoto,
  MAX_PROPERTY_PHOTOS,
  photosOfProperties,
} from "../queries/photos";

const photosOf = async (deps: AppDeps, propertyId: number): Promise<ListingPhoto[]> =>
  (await photosOfProperties(deps.db, [propertyId])).get(propertyId) ?? [];

/**
 * Adds photos to the landlord's property, up to MAX_PROPERTY_PHOTOS in all. Every file is checked and re-encoded
 * before anything is stored; the count is checked again under the property's lock, so two uploads at once cannot
 * pass the limit together (the loser's files are deleted again).
 */
export async function addPropertyPhotos(
  deps: AppDeps,
  landlordId: string,
  propertyId: number,
  files: Buffer[],
) {
  await requireOwnedProperty(deps.db, landlordId, propertyId);
  if ((await photosOf(deps, propertyId)).length + files.length > MAX_PROPERTY_PHOTOS)
    throw tooManyPhotos(MAX_PROPERTY_PHOTOS);
  const stored = await storePhotos(deps.storage, `properties/${propertyId}`, await preparePhotos(files));
  try {
    await deps.db.transaction(async (tx) => {
      if (!(await lockOwnedProperty(tx, landlordId, propertyId))) throw notFound(PROPERTY_NOT_FOUND);
      const count = (await photosOfProperties(tx, [propertyId])).get(propertyId)?.length ?? 0;
      if (count + stored.length > MAX_PROPERTY_PHOTOS) throw tooManyPhotos(MAX_PROPERTY_PHOTOS);
      await appendPropertyPhotos(tx, propertyId, stored);
    });
  } catch (e) {
    await deleteStoredPhotos(deps.storage, stored);
    throw e;
  }
  return { photos: await photosOf(deps, propertyId) };
}

export async function removePropertyPhoto(
  deps: AppDeps,
  landlordId: string,
  propertyId: number,
  photoId: number,
) {
  await requireOwnedProperty(deps.db, landlordId, propertyId);
  const removed = await deletePropertyPhotoRow(deps.db, propertyId, photoId);
  if (!removed) throw notFound(msg("listings.photoNotFound"));
  await deleteStoredPhotos(deps.storage, [removed]);
  return { photos: await photosOf(deps, propertyId) };
}

/** Who may see a property's photos: its landlord, its tenants, and anyone while it is listed. */
async function maySeePhotos(deps: AppDeps, viewer: SessionUser | null, propertyId: number) {
  if (await findListedProperty(deps.db, { withDemo: deps.config.demoMode }, propertyId)) return true;
  if (!viewer) return false;
  return viewer.role === "landlord"
    ? ownsProperty(deps.db, viewer.id, propertyId)
    : tenantLivesAt(deps.db, viewer.id, propertyId);
}

export async function readPropertyPhoto(
  deps: AppDeps,
  viewer: SessionUser | null,
  propertyId: number,
  photoId: number,
  thumb: boolean,
): Promise<StoredObject> {
  const gone = notFound(msg("listings.photoNotFound"));
  if (!(await maySeePhotos(deps, viewer, propertyId))) throw gone;
  const photo = await findPropertyPhoto(deps.db, propertyId, photoId);
  const file = photo && (await deps.storage.get(thumb ? photo.thumbKey : photo.storageKey));
  if (!file) throw gone;
  return file;
}
