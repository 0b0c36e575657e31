import { msg } from "../../../../../common/i18n/message";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { notFound } from "../../../platform/errors";
import { prepareDocument } from "../../../platform/storage/documents";
import { newStorageKey, type StoredObject } from "../../../platform/storage/storage";
import { landlordHadTenant } from "../../leases";
import { nationalIdPhotoKey, replaceNationalIdPhotoKey } from "../queries";

const FILE_MESSAGES = {
  EMPTY_FILE: msg("tenants.fileEmpty"),
  UNSUPPORTED_FILE_TYPE: msg("tenants.fileTypeUnsupported"),
  UNREADABLE_PDF: msg("tenants.pdfUnreadable"),
  UNREADABLE_IMAGE: msg("tenants.imageUnreadable"),
};

/**
 * Stores the tenant's national ID photo: the type is read from the bytes, images are re-encoded (no
 * metadata, at most 1600 px), PDFs must parse and are kept as they are. The previous file is deleted once
 * replaced.
 */
export async function saveNationalIdPhoto(deps: AppDeps, tenantId: string, bytes: Buffer): Promise<void> {
  const doc = await prepareDocument(bytes, { field: "file", messages: FILE_MESSAGES });
  const key = newStorageKey(`national-id/${tenantId}`, doc.ext);
  await deps.storage.put(key, doc.bytes, doc.contentType);
  let previous: string | null;
  try {
    previous = await deps.db.transaction((tx) => replaceNationalIdPhotoKey(tx, tenantId, key));
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
  const photoNotFound = () => notFound(msg("tenants.photoNotFound"));
  const allowed =
    (viewer.role === "tenant" && viewer.id === tenantId) ||
    (viewer.role === "landlord" && (await landlordHadTenant(deps.db, viewer.id, tenantId)));
  if (!allowed) throw photoNotFound();
  const key = await nationalIdPhotoKey(deps.db, tenantId);
  const file = key ? await deps.storage.get(key) : null;
  if (!file) throw photoNotFound();
  return file;
}
