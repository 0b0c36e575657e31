import { and, asc, eq, max, sql } from "drizzle-orm";
import type { ListingPhoto } from "../../../../../common/schemas/listings";
import type { DbOrTx } from "../../../db/client";
import { preparedPerDb } from "../../../db/prepared";
import { propertyPhotos } from "../../../db/schema";
import type { StoredPhoto } from "../../../platform/storage/photos";

export const MAX_PROPERTY_PHOTOS = 10;

type PhotoRow = Pick<typeof propertyPhotos.$inferSelect, "id" | "propertyId" | "width" | "height">;

/** The API form of a property photo: its file and thumbnail behind the property's photo routes. */
export function toListingPhoto(p: PhotoRow): ListingPhoto {
  const url = `/api/properties/${p.propertyId}/photos/${p.id}`;
  return { id: p.id, url, thumbUrl: `${url}/thumb`, width: p.width, height: p.height };
}

/** The photos of these properties in the landlord's order, by property. */
export async function photosOfProperties(db: DbOrTx, propertyIds: number[]) {
  const out = new Map<number, ListingPhoto[]>();
  if (!propertyIds.length) return out;
  const rows = await photoRows(db).execute({ ids: propertyIds });
  for (const r of rows) out.set(r.propertyId, [...(out.get(r.propertyId) ?? []), toListingPhoto(r)]);
  return out;
}

const photoRows = preparedPerDb((db) =>
  db
    .select({
      id: propertyPhotos.id,
      propertyId: propertyPhotos.propertyId,
      width: propertyPhotos.width,
      height: propertyPhotos.height,
    })
    .from(propertyPhotos)
    .where(sql`${propertyPhotos.propertyId} = any(${sql.placeholder("ids")})`)
    .orderBy(asc(propertyPhotos.propertyId), asc(propertyPhotos.position), asc(propertyPhotos.id))
    .prepare("photos_of_properties"),
);

export async function findPropertyPhoto(db: DbOrTx, propertyId: number, photoId: number) {
  const [row] = await db
    .select()
    .from(propertyPhotos)
    .where(and(eq(propertyPhotos.id, photoId), eq(propertyPhotos.propertyId, propertyId)))
    .limit(1);
  return row ?? null;
}

/** Appends stored photos after the property's last one. */
export async function appendPropertyPhotos(db: DbOrTx, propertyId: number, photos: StoredPhoto[]) {
  if (!photos.length) return;
  const [last] = await db
    .select({ position: max(propertyPhotos.position) })
    .from(propertyPhotos)
    .where(eq(propertyPhotos.propertyId, propertyId));
  const start = (last?.position ?? -1) + 1;
  await db.insert(propertyPhotos).values(
    photos.map((p, i) => ({
      propertyId,
      position: start + i,
      storageKey: p.storageKey,
      thumbKey: p.thumbKey,
      contentType: p.contentType,
      width: p.width,
      height: p.height,
      bytes: p.bytes,
    })),
  );
}

export async function deletePropertyPhotoRow(db: DbOrTx, propertyId: number, photoId: number) {
  const [row] = await db
    .delete(propertyPhotos)
    .where(and(eq(propertyPhotos.id, photoId), eq(propertyPhotos.propertyId, propertyId)))
    .returning({ storageKey: propertyPhotos.storageKey, thumbKey: propertyPhotos.thumbKey });
  return row ?? null;
}

/** The storage keys of a property's photos (to delete the files once the property is gone). */
export async function photoKeysOfProperty(db: DbOrTx, propertyId: number) {
  return db
    .select({ storageKey: propertyPhotos.storageKey, thumbKey: propertyPhotos.thumbKey })
    .from(propertyPhotos)
    .where(eq(propertyPhotos.propertyId, propertyId));
}
