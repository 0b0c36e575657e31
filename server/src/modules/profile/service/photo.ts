import { msg } from "../../../../../common/i18n/message";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { notFound } from "../../../platform/errors";
import type { StoredObject } from "../../../platform/storage/storage";
import { photoKeysOf, sharesAHome } from "../queries";

/** GET /api/users/{id}/photo: for the owner, their landlord and their neighbours; anyone else a 404. */
export async function readUserPhoto(
  deps: AppDeps,
  viewer: SessionUser,
  ownerId: string,
  thumb: boolean,
): Promise<StoredObject> {
  const missing = () => notFound(msg("profile.photoNotFound"));
  if (!(await sharesAHome(deps.db, viewer.id, ownerId))) throw missing();
  const keys = await photoKeysOf(deps.db, ownerId);
  const key = thumb ? keys?.thumb : keys?.photo;
  const file = key && (await deps.storage.get(key));
  if (!file) throw missing();
  return file;
}
