import type { z } from "zod";
import { msg } from "../../../../../common/i18n/message";
import type { maintenanceUpdateInput } from "../../../../../common/schemas/maintenance";
import {
  canTransition,
  MAINTENANCE_TRANSITIONS,
  type MaintenanceRequestDetail,
  type MaintenanceStatus,
  toStoredPriority,
  transitionError,
} from "../../../../../common/schemas/maintenance";
import type { DbOrTx } from "../../../db/client";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { AppError, conflict, forbidden } from "../../../platform/errors";
import type { Translator } from "../../../platform/i18n";
import { recordActivity } from "../../activity";
import { deliverNotifications, type MessageDeps, notify, type StoredNotification } from "../../notifications";
import {
  currentStatus,
  insertHistory,
  moveStatus,
  type RequestFields,
  type Selected,
  updateRequestFields,
} from "../queries";
import { cancelledNotice, statusActivity, updatedNotice } from "./notices";
import { getRequest, requireVisible } from "./read";

type UpdateInput = z.output<typeof maintenanceUpdateInput>;

/** Throws unless the actor may move the request from one status to the other. */
function checkTransition(viewer: SessionUser, from: MaintenanceStatus, to: MaintenanceStatus) {
  if (canTransition(from, to, viewer.role)) return;
  const someoneMay = (MAINTENANCE_TRANSITIONS[from][to]?.length ?? 0) > 0;
  if (someoneMay) {
    throw forbidden(
      msg(
        viewer.role === "tenant" ? "maintenance.onlyLandlordChangesStatus" : "maintenance.onlyTenantCancels",
      ),
    );
  }
  throw conflict("INVALID_TRANSITION", transitionError(from, to));
}

/**
 * Moves the request to a new status inside the caller's transaction: a conditional update (WHERE status = from)
 * so two editors at once cannot both win, a history row, a notification and an activity entry.
 */
async function applyStatusChange(
  tx: DbOrTx,
  deps: MessageDeps,
  viewer: SessionUser,
  current: Selected,
  to: MaintenanceStatus,
  note: string | null,
  extra: RequestFields = {},
): Promise<StoredNotification[]> {
  const from = current.r.status;
  checkTransition(viewer, from, to);
  const now = new Date();
  const moved = await moveStatus(tx, current.r.id, from, {
    ...extra,
    status: to,
    updatedAt: now,
    ...(to === "completed" ? { completedAt: now } : {}),
  });
  if (!moved) {
    throw conflict(
      "INVALID_TRANSITION",
      transitionError((await currentStatus(tx, current.r.id)) ?? from, to),
    );
  }
  await insertHistory(tx, {
    requestId: current.r.id,
    fromStatus: from,
    toStatus: to,
    actorId: viewer.id,
    note,
  });
  const { title } = current.r;
  const notice =
    viewer.role === "tenant"
      ? cancelledNotice({
          landlordId: current.landlordId,
          tenantName: `${current.firstName} ${current.lastName}`,
          unitNumber: current.unitNumber,
          title,
        })
      : updatedNotice({ tenantId: current.r.tenantId, title, status: to, note });
  const stored = await notify(tx, deps, notice);
  await recordActivity(tx, {
    landlordId: current.landlordId,
    propertyId: current.r.propertyId,
    actorId: viewer.id,
    kind: "maintenance_status_changed",
    message: statusActivity(current.unitNumber, title, to),
  });
  return stored;
}

export async function changeStatus(
  deps: AppDeps,
  viewer: SessionUser,
  id: string,
  to: MaintenanceStatus,
  note: string | undefined,
  tr: Translator,
): Promise<MaintenanceRequestDetail> {
  const stored = await deps.db.transaction(async (tx) => {
    const current = await requireVisible(tx, viewer, id, { lock: true });
    return applyStatusChange(tx, deps, viewer, current, to, note ?? null);
  });
  await deliverNotifications(deps, stored);
  return getRequest(deps, viewer, id, tr);
}

/** The landlord's edit of a request; status changes pass the same transition check as the status route. */
export async function updateRequest(
  deps: AppDeps,
  landlord: SessionUser,
  id: string,
  input: UpdateInput,
  tr: Translator,
): Promise<MaintenanceRequestDetail> {
  const stored = await deps.db.transaction(async (tx): Promise<StoredNotification[]> => {
    const current = await requireVisible(tx, landlord, id, { lock: true });
    if (input.expectedUpdatedAt) {
      const expected = new Date(input.expectedUpdatedAt).getTime();
      if (current.r.updatedAt.getTime() !== expected)
        throw new AppError(409, "STALE_UPDATE", msg("maintenance.staleEdit"));
    }
    const fields: RequestFields = {};
    if (input.priority !== undefined) fields.priority = toStoredPriority(input.priority);
    if (input.plannedFixDate !== undefined) fields.plannedFixDate = input.plannedFixDate;
    if (input.notes !== undefined) fields.notes = input.notes;
    if (input.assigneeName !== undefined) fields.assigneeName = input.assigneeName || null;
    if (input.assigneePhone !== undefined) fields.assigneePhone = input.assigneePhone || null;
    if (input.status !== undefined && input.status !== current.r.status) {
      return applyStatusChange(tx, deps, landlord, current, input.status, null, fields);
    }
    if (Object.keys(fields).length) await updateRequestFields(tx, id, { ...fields, updatedAt: new Date() });
    return [];
  });
  await deliverNotifications(deps, stored);
  return getRequest(deps, landlord, id, tr);
}
