import type { z } from "zod";
import { msg } from "../../../../../common/i18n/message";
import {
  defaultDescription,
  type MaintenanceRequestDetail,
  maintenanceCreateInput,
  toStoredPriority,
} from "../../../../../common/schemas/maintenance";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { forbidden } from "../../../platform/errors";
import { fileDigest, refuseOtherRequest, requestFingerprint } from "../../../platform/http/idempotency";
import { parseFields } from "../../../platform/http/parse-fields";
import type { Translator } from "../../../platform/i18n";
import { deleteStoredPhotos, preparePhotos, storePhotos } from "../../../platform/storage/photos";
import { recordActivity } from "../../activity";
import { tenantActiveLease } from "../../leases";
import { deliverNotifications, notify, type StoredNotification } from "../../notifications";
import { insertHistory, insertPhotoRows, insertRequest, requestByKey } from "../queries";
import { filedActivity, filedNotice } from "./notices";
import { getRequest, requireVisible } from "./read";

export type CreateInput = z.output<typeof maintenanceCreateInput>;

/** The multipart or JSON fields of a new request, parsed with the shared schema. */
export const parseCreateInput = (raw: unknown): CreateInput => parseFields(maintenanceCreateInput, raw);

/**
 * A tenant files a request for the unit of their active lease, with up to five photos. A preset issue is
 * stored as its key (see PRESET_ISSUES); the landlord is notified in-app and by email, and the activity recorded.
 */
export async function createRequest(
  deps: AppDeps,
  tenant: SessionUser,
  input: CreateInput,
  files: Buffer[],
  tr: Translator,
  idempotencyKey?: string,
): Promise<MaintenanceRequestDetail> {
  // A request sent again with its key (queued offline, a retry after a lost answer) is the one filed before;
  // the key sent with another request is refused (decision 0006).
  const fingerprint = requestFingerprint(["maintenance", input, files.map(fileDigest)]);
  const filedBefore = async () => {
    const earlier = idempotencyKey ? await requestByKey(deps.db, tenant.id, idempotencyKey) : null;
    if (!earlier) return null;
    refuseOtherRequest(earlier.requestFingerprint, fingerprint);
    return getRequest(deps, tenant, earlier.id, tr);
  };
  const earlier = await filedBefore();
  if (earlier) return earlier;
  const lease = await tenantActiveLease(deps.db, tenant.id);
  if (!lease) throw forbidden(msg("maintenance.noActiveLease"), "NO_ACTIVE_LEASE");

  // Every photo is checked before anything is saved: a bad one rejects the whole request.
  const prepared = await preparePhotos(files);
  const id = crypto.randomUUID();
  const stored = await storePhotos(deps.storage, `maintenance/${id}`, prepared);
  const title = input.title ?? input.issue ?? "";
  const description =
    input.description ??
    (input.issue && input.category ? defaultDescription(input.issue, input.category) : title);
  const priority = toStoredPriority(input.priority);
  let notices: StoredNotification[];
  try {
    notices = await deps.db.transaction(async (tx) => {
      const now = new Date();
      await insertRequest(tx, {
        id,
        propertyId: lease.propertyId,
        unitId: lease.unitId,
        tenantId: tenant.id,
        title,
        description,
        category: input.category ?? null,
        issue: input.issue ?? null,
        priority,
        contact: input.contact ?? null,
        idempotencyKey: idempotencyKey ?? null,
        requestFingerprint: idempotencyKey ? fingerprint : null,
        createdAt: now,
        updatedAt: now,
      });
      await insertPhotoRows(tx, id, stored);
      await insertHistory(tx, { requestId: id, fromStatus: null, toStatus: "open", actorId: tenant.id });
      const filed = await requireVisible(tx, tenant, id);
      const n = filedNotice({
        landlordId: lease.landlordId,
        tenantName: `${filed.firstName} ${filed.lastName}`.trim(),
        unitNumber: lease.unitNumber,
        propertyName: lease.propertyName,
        title,
        priority,
      });
      const notified = await notify(tx, deps, n);
      await recordActivity(tx, {
        landlordId: lease.landlordId,
        propertyId: lease.propertyId,
        actorId: tenant.id,
        kind: "maintenance_requested",
        message: filedActivity(lease.unitNumber, title),
      });
      return notified;
    });
  } catch (e) {
    await deleteStoredPhotos(deps.storage, stored);
    // The same key sent twice at once: the other one filed it.
    const winner = await filedBefore();
    if (winner) return winner;
    throw e;
  }
  await deliverNotifications(deps, notices);
  return getRequest(deps, tenant, id, tr);
}
