import { and, eq } from "drizzle-orm";
import {
  canTransition,
  MAINTENANCE_TRANSITIONS,
  type MaintenanceRequestDetail,
  type MaintenanceStatus,
  STATUS_LABELS,
  toStoredPriority,
  transitionError,
} from "../../../../common/schemas/maintenance";
import type { DbOrTx } from "../../db/client";
import { maintenanceRequests, maintenanceStatusHistory } from "../../db/schema";
import type { AppDeps } from "../../deps";
import type { SessionUser } from "../../platform/auth/session";
import { AppError, badRequest, conflict, forbidden } from "../../platform/errors";
import { recordActivity } from "../activity/record";
import { emailNotifications } from "../notifications/email";
import { type NewNotification, notify } from "../notifications/notify";
import { kampalaToday } from "../rent/dates";
import { getRequest, requireVisible, type Selected, type UpdateInput } from "./queries";

export const STALE_EDIT = "This request was changed by someone else. Reload it and try again.";
export const PAST_FIX_DATE = "The planned fix date cannot be in the past.";

/** Throws unless the actor may move the request from one status to the other. */
function checkTransition(viewer: SessionUser, from: MaintenanceStatus, to: MaintenanceStatus) {
  if (canTransition(from, to, viewer.role)) return;
  const someoneMay = (MAINTENANCE_TRANSITIONS[from][to]?.length ?? 0) > 0;
  if (someoneMay) {
    throw forbidden(
      viewer.role === "tenant"
        ? "Only the landlord can change the status of a request."
        : "Only the tenant who filed a request can cancel it.",
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
  viewer: SessionUser,
  current: Selected,
  to: MaintenanceStatus,
  note: string | null,
  extra: Partial<typeof maintenanceRequests.$inferInsert> = {},
): Promise<NewNotification> {
  const from = current.r.status;
  checkTransition(viewer, from, to);
  const now = new Date();
  const updated = await tx
    .update(maintenanceRequests)
    .set({ ...extra, status: to, updatedAt: now, ...(to === "completed" ? { completedAt: now } : {}) })
    .where(and(eq(maintenanceRequests.id, current.r.id), eq(maintenanceRequests.status, from)))
    .returning({ id: maintenanceRequests.id });
  if (!updated.length) {
    const [fresh] = await tx
      .select({ status: maintenanceRequests.status })
      .from(maintenanceRequests)
      .where(eq(maintenanceRequests.id, current.r.id));
    throw conflict("INVALID_TRANSITION", transitionError(fresh?.status ?? from, to));
  }
  await tx
    .insert(maintenanceStatusHistory)
    .values({ requestId: current.r.id, fromStatus: from, toStatus: to, actorId: viewer.id, note });
  const label = STATUS_LABELS[to];
  const notice: NewNotification =
    viewer.role === "tenant"
      ? {
          userId: current.landlordId,
          type: "maintenance",
          title: "Maintenance request cancelled",
          message: `${current.firstName} ${current.lastName} (unit ${current.unitNumber}) cancelled: ${current.r.title}.`,
          link: "/maintenance-overview",
        }
      : {
          userId: current.r.tenantId,
          type: "maintenance",
          title: "Maintenance request updated",
          message: `Your request "${current.r.title}" is now ${label}.${note ? ` ${note}` : ""}`,
          link: "/tenant-dashboard",
        };
  await notify(tx, notice);
  await recordActivity(tx, {
    landlordId: current.landlordId,
    propertyId: current.r.propertyId,
    actorId: viewer.id,
    kind: "maintenance_status_changed",
    message: `Unit ${current.unitNumber}: ${current.r.title} is now ${label}`,
  });
  return notice;
}

export async function changeStatus(
  deps: AppDeps,
  viewer: SessionUser,
  id: string,
  to: MaintenanceStatus,
  note?: string,
): Promise<MaintenanceRequestDetail> {
  const notice = await deps.db.transaction(async (tx) => {
    const current = await requireVisible(tx, viewer, id, { lock: true });
    return applyStatusChange(tx, viewer, current, to, note ?? null);
  });
  await emailNotifications(deps, [notice]);
  return getRequest(deps, viewer, id);
}

/** The landlord's edit of a request; status changes pass the same transition check as the status route. */
export async function updateRequest(
  deps: AppDeps,
  landlord: SessionUser,
  id: string,
  input: UpdateInput,
): Promise<MaintenanceRequestDetail> {
  if (input.plannedFixDate && input.plannedFixDate < kampalaToday()) {
    throw badRequest("VALIDATION_ERROR", PAST_FIX_DATE, { plannedFixDate: PAST_FIX_DATE });
  }
  const notices = await deps.db.transaction(async (tx): Promise<NewNotification[]> => {
    const current = await requireVisible(tx, landlord, id, { lock: true });
    if (input.expectedUpdatedAt) {
      const expected = new Date(input.expectedUpdatedAt).getTime();
      if (current.r.updatedAt.getTime() !== expected) throw new AppError(409, "STALE_UPDATE", STALE_EDIT);
    }
    const fields: Partial<typeof maintenanceRequests.$inferInsert> = {};
    if (input.priority !== undefined) fields.priority = toStoredPriority(input.priority);
    if (input.plannedFixDate !== undefined) fields.plannedFixDate = input.plannedFixDate;
    if (input.notes !== undefined) fields.notes = input.notes;
    if (input.assigneeName !== undefined) fields.assigneeName = input.assigneeName || null;
    if (input.assigneePhone !== undefined) fields.assigneePhone = input.assigneePhone || null;
    if (input.status !== undefined && input.status !== current.r.status) {
      return [await applyStatusChange(tx, landlord, current, input.status, null, fields)];
    }
    if (Object.keys(fields).length) {
      await tx
        .update(maintenanceRequests)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(maintenanceRequests.id, id));
    }
    return [];
  });
  await emailNotifications(deps, notices);
  return getRequest(deps, landlord, id);
}
