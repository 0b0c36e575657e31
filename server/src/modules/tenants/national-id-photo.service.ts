import { and, eq } from "drizzle-orm";
import { leases, properties, users } from "../../db/schema";
import type { AppDeps } from "../../deps";
import type { SessionUser } from "../../platform/auth/session";
import { badRequest, notFound } from "../../platform/errors";
import {
  CONTENT_TYPES,
  fileTooLarge,
  MAX_UPLOAD_BYTES,
  reencodeImage,
  sniffFileType,
  UnreadableImageError,
} from "../../platform/storage/images";
import { checkReadablePdf, UnreadablePdfError } from "../../platform/storage/pdf";
import { newStorageKey, type StoredObject } from "../../platform/storage/storage";

export const PHOTO_NOT_FOUND = "National ID photo not found.";
const WRONG_TYPE = "Please upload a PNG, JPEG or WebP image, or a PDF.";
const UNREADABLE_IMAGE = "This image could not be read. Please upload another photo.";
const UNREADABLE_PDF =
  "This PDF could not be read (damaged or password-protected). Please upload another file.";

/**
 * Stores the tenant's national ID photo: the type is read from the bytes, images are re-encoded (no
 * metadata, at most 1600 px), PDFs must parse and are kept as they are. The previous file is deleted once
 * replaced.
 */
export async function saveNationalIdPhoto(deps: AppDeps, tenantId: string, bytes: Buffer): Promise<void> {
  if (bytes.length === 0)
    throw badRequest("EMPTY_FILE", "The file is empty.", { file: "The file is empty." });
  if (bytes.length > MAX_UPLOAD_BYTES) throw fileTooLarge();
  const type = sniffFileType(bytes);
  if (!type) throw badRequest("UNSUPPORTED_FILE_TYPE", WRONG_TYPE, { file: WRONG_TYPE });
  let stored = bytes;
  if (type === "pdf") {
    try {
      await checkReadablePdf(bytes);
    } catch (e) {
      if (!(e instanceof UnreadablePdfError)) throw e;
      throw badRequest("UNREADABLE_PDF", UNREADABLE_PDF, { file: UNREADABLE_PDF });
    }
  } else {
    try {
      stored = await reencodeImage(bytes, type);
    } catch (e) {
      if (!(e instanceof UnreadableImageError)) throw e;
      throw badRequest("UNREADABLE_IMAGE", UNREADABLE_IMAGE, { file: UNREADABLE_IMAGE });
    }
  }
  const key = newStorageKey(`national-id/${tenantId}`, type === "jpeg" ? "jpg" : type);
  await deps.storage.put(key, stored, CONTENT_TYPES[type]);
  let previous: string | null;
  try {
    // The row lock makes two uploads at once replace each other in order: no file is left behind.
    previous = await deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ key: users.nationalIdPhotoKey })
        .from(users)
        .where(eq(users.id, tenantId))
        .for("update");
      await tx
        .update(users)
        .set({ nationalIdPhotoKey: key, updatedAt: new Date() })
        .where(eq(users.id, tenantId));
      return before?.key ?? null;
    });
  } catch (e) {
    await deps.storage.delete(key);
    throw e;
  }
  if (previous && previous !== key) await deps.storage.delete(previous);
}

/**
 * The photo, for the tenant themself or a landlord who has (or had) a lease with them in one of their
 * properties. Anyone else gets the same 404 as for a tenant without a photo.
 */
export async function readNationalIdPhoto(
  deps: AppDeps,
  viewer: SessionUser,
  tenantId: string,
): Promise<StoredObject> {
  let allowed = viewer.role === "tenant" && viewer.id === tenantId;
  if (!allowed && viewer.role === "landlord") {
    const [lease] = await deps.db
      .select({ id: leases.id })
      .from(leases)
      .innerJoin(properties, eq(properties.id, leases.propertyId))
      .where(and(eq(leases.tenantId, tenantId), eq(properties.landlordId, viewer.id)))
      .limit(1);
    allowed = Boolean(lease);
  }
  if (!allowed) throw notFound(PHOTO_NOT_FOUND);
  const [user] = await deps.db
    .select({ key: users.nationalIdPhotoKey })
    .from(users)
    .where(and(eq(users.id, tenantId), eq(users.role, "tenant")))
    .limit(1);
  if (!user?.key) throw notFound(PHOTO_NOT_FOUND);
  const file = await deps.storage.get(user.key);
  if (!file) throw notFound(PHOTO_NOT_FOUND);
  return file;
}
