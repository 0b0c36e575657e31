import { msg } from "../../../../../common/i18n/message";
import type { AppDeps } from "../../../deps";
import { notFound } from "../../../platform/errors";
import { deleteStoredPhotos } from "../../../platform/storage/photos";
import { recordActivity } from "../../activity";
import { refreshRoomOf } from "../../rooms";
import { PROPERTY_NOT_FOUND } from "../access";
import {
  archiveProperty,
  clearSelectionOf,
  deletePropertyRow,
  lockOwnedProperty,
  propertyHasMoneyHistory,
} from "../queries";
import { photoKeysOfProperty } from "../queries/photos";

/** Deletes a property without history; one with history is archived (hidden, records kept). */
export async function deleteProperty(
  deps: AppDeps,
  landlordId: string,
  id: number,
): Promise<{ outcome: "deleted" | "archived"; name: string }> {
  let photoFiles: { storageKey: string; thumbKey: string }[] = [];
  const result = await deps.db.transaction(async (tx) => {
    const property = await lockOwnedProperty(tx, landlordId, id);
    if (!property) throw notFound(PROPERTY_NOT_FOUND);
    const { name } = property;
    await clearSelectionOf(tx, id);
    if (await propertyHasMoneyHistory(tx, id)) {
      await archiveProperty(tx, id);
      await recordActivity(tx, {
        landlordId,
        propertyId: id,
        actorId: landlordId,
        kind: "property_archived",
        message: msg("properties.activityArchived", { name }),
      });
      return { outcome: "archived" as const, name };
    }
    photoFiles = await photoKeysOfProperty(tx, id);
    await deletePropertyRow(tx, id);
    await recordActivity(tx, {
      landlordId,
      propertyId: null,
      actorId: landlordId,
      kind: "property_deleted",
      message: msg("properties.activityDeleted", { name }),
    });
    return { outcome: "deleted" as const, name };
  });
  // Its photos' rows went with it; their files go once that is committed.
  await deleteStoredPhotos(deps.storage, photoFiles);
  // The property's room is gone: the sockets that followed it (its landlord's, its residents') leave it.
  await refreshRoomOf(deps, id);
  return result;
}
