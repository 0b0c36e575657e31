import { msg } from "../../../../../common/i18n/message";
import type { MaintenanceRequestDetail } from "../../../../../common/schemas/maintenance";
import type { DbOrTx } from "../../../db/client";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { notFound } from "../../../platform/errors";
import type { Translator } from "../../../platform/i18n";
import type { StoredObject } from "../../../platform/storage/storage";
import { maintenanceCostOf } from "../../expenses";
import { findVisiblePhoto, findVisibleRequest, type Selected, selectHistory, selectPhotos } from "../queries";
import { toDetail } from "./dto";

/** The request if the viewer may see it (locked for the caller's transaction with `lock`); else 404. */
export async function requireVisible(
  db: DbOrTx,
  viewer: SessionUser,
  id: string,
  options: { lock?: boolean } = {},
): Promise<Selected> {
  const row = await findVisibleRequest(db, viewer, id, options);
  if (!row) throw notFound(msg("maintenance.requestNotFound"));
  return row;
}

/** One request with its history and photos, for the tenant who filed it and that property's landlord. */
export async function getRequest(
  deps: AppDeps,
  viewer: SessionUser,
  id: string,
  tr: Translator,
): Promise<MaintenanceRequestDetail> {
  const row = await requireVisible(deps.db, viewer, id);
  const [history, photos, cost] = await Promise.all([
    selectHistory(deps.db, id),
    selectPhotos(deps.db, id),
    viewer.role === "landlord" ? maintenanceCostOf(deps, id) : null,
  ]);
  return toDetail(row, history, photos, cost, tr);
}

/** A photo or its thumbnail, for the tenant who filed the request and that property's landlord; else 404. */
export async function readPhoto(
  deps: AppDeps,
  viewer: SessionUser,
  requestId: string,
  photoId: string,
  thumb: boolean,
): Promise<StoredObject> {
  const row = await findVisiblePhoto(deps.db, viewer, requestId, photoId);
  const file = row && (await deps.storage.get(thumb ? row.thumbKey : row.storageKey));
  if (!file) throw notFound(msg("maintenance.photoNotFound"));
  return file;
}
