import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  canTransition,
  defaultDescription,
  MAINTENANCE_TRANSITIONS,
  type MaintenancePriority,
  type MaintenanceRequestDetail,
  type MaintenanceRequestDto,
  type MaintenanceStatus,
  maintenanceCreateInput,
  type maintenanceListQuery,
  type maintenanceUpdateInput,
  STATUS_LABELS,
  toStoredPriority,
  transitionError,
} from "../../../../common/schemas/maintenance";
import type { DbOrTx } from "../../db/client";
import {
  activityLog,
  leases,
  maintenancePhotos,
  maintenanceRequests,
  maintenanceStatusHistory,
  properties,
  units,
  users,
} from "../../db/schema";
import type { AppDeps } from "../../deps";
import type { SessionUser } from "../../platform/auth/session";
import { AppError, badRequest, conflict, forbidden, notFound } from "../../platform/errors";
import type { StoredObject } from "../../platform/storage/storage";
import { emailNotifications } from "../notifications/email";
import { type NewNotification, notify } from "../notifications/notify";
import { selectedPropertyId } from "../properties/queries";
import { kampalaToday } from "../rent/dates";
import { deleteStoredPhotos, preparePhotos, storePhotos } from "./photos";

export const REQUEST_NOT_FOUND = "Maintenance request not found.";
export const PHOTO_NOT_FOUND = "Photo not found.";
export const NO_ACTIVE_LEASE = "You need an active lease to file a maintenance request.";
export const STALE_EDIT = "This request was changed by someone else. Reload it and try again.";
export const PAST_FIX_DATE = "The planned fix date cannot be in the past.";

type ListQuery = z.output<typeof maintenanceListQuery>;
type UpdateInput = z.output<typeof maintenanceUpdateInput>;

const photoUrl = (requestId: string, photoId: string) =>
  `/api/maintenance-requests/${requestId}/photos/${photoId}`;

/** Urgent first: the rank of a priority in the landlord board's order. */
const PRIORITY_RANK: Record<MaintenancePriority, number> = { urgent: 0, high: 1, medium: 2, low: 3 };
const priorityRank = sql<number>`case ${maintenanceRequests.priority} when 'urgent' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`;

const firstPhotoId = sql<string | null>`(select ${maintenancePhotos.id} from ${maintenancePhotos}
  where ${maintenancePhotos.requestId} = ${maintenanceRequests.id}
  order by ${maintenancePhotos.createdAt}, ${maintenancePhotos.id} limit 1)`;

const keysetAt = sql<string>`to_char(${maintenanceRequests.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function selectRequests(db: DbOrTx) {
  return db
    .select({
      r: maintenanceRequests,
      propertyName: properties.name,
      landlordId: properties.landlordId,
      unitNumber: units.unitNumber,
      firstName: users.firstName,
      lastName: users.lastName,
      firstPhotoId,
      keysetAt,
    })
    .from(maintenanceRequests)
    .innerJoin(properties, eq(properties.id, maintenanceRequests.propertyId))
    .innerJoin(units, eq(units.id, maintenanceRequests.unitId))
    .innerJoin(users, eq(users.id, maintenanceRequests.tenantId));
}
type Selected = Awaited<ReturnType<ReturnType<typeof selectRequests>["where"]>>[number];

function toDto(s: Selected): MaintenanceRequestDto {
  const r = s.r;
  return {
    id: r.id,
    propertyId: r.propertyId,
    propertyName: s.propertyName,
    unitId: r.unitId,
    title: r.title,
    description: r.description,
    category: r.category,
    issue: r.issue,
    priority: r.priority,
    status: r.status,
    contact: r.contact,
    plannedFixDate: r.plannedFixDate,
    notes: r.notes,
    assigneeName: r.assigneeName,
    assigneePhone: r.assigneePhone,
    imageUrl: s.firstPhotoId ? `${photoUrl(r.id, s.firstPhotoId)}/thumb` : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    completedAt: r.completedAt?.toISOString() ?? null,
    tenant: { id: r.tenantId, firstName: s.firstName, lastName: s.lastName, unitNumber: s.unitNumber },
  };
}

/** What the viewer may see: a tenant their own requests, a landlord the requests of their properties. */
function visibleTo(viewer: SessionUser): SQL {
  return viewer.role === "landlord"
    ? eq(properties.landlordId, viewer.id)
    : eq(maintenanceRequests.tenantId, viewer.id);
}

async function requireVisible(db: DbOrTx, viewer: SessionUser, id: string): Promise<Selected> {
  const [row] = await selectRequests(db)
    .where(and(eq(maintenanceRequests.id, id), visibleTo(viewer)))
    .limit(1);
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  return row;
}

async function recordMaintenanceActivity(
  db: DbOrTx,
  entry: { landlordId: string; propertyId: number; actorId: string; message: string; kind: string },
) {
  await db.insert(activityLog).values(entry);
}

/** The multipart or JSON fields of a new request, parsed with the shared schema. */
export function parseCreateInput(raw: unknown) {
  const parsed = maintenanceCreateInput.safeParse(raw);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "body");
      fields[key] ??= issue.message;
    }
    const first = parsed.error.issues[0]?.message ?? "Please check the form.";
    throw badRequest("VALIDATION_ERROR", first, fields);
  }
  return parsed.data;
}

export async function createRequest(
  deps: AppDeps,
  tenant: SessionUser,
  input: z.output<typeof maintenanceCreateInput>,
  files: Buffer[] = [],
): Promise<MaintenanceRequestDetail> {
  const [lease] = await deps.db
    .select({
      propertyId: leases.propertyId,
      unitId: leases.unitId,
      landlordId: properties.landlordId,
      propertyName: properties.name,
      unitNumber: units.unitNumber,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .innerJoin(users, eq(users.id, leases.tenantId))
    .where(and(eq(leases.tenantId, tenant.id), eq(leases.status, "active")))
    .orderBy(desc(leases.startDate))
    .limit(1);
  if (!lease) throw forbidden(NO_ACTIVE_LEASE, "NO_ACTIVE_LEASE");

  // Every photo is checked before anything is saved: a bad one rejects the whole request.
  const prepared = await preparePhotos(files);
  const id = crypto.randomUUID();
  const stored = await storePhotos(deps.storage, `maintenance/${id}`, prepared);
  const title = input.title ?? input.issue ?? "";
  const description =
    input.description ??
    (input.issue && input.category ? defaultDescription(input.issue, input.category) : title);
  const priority = toStoredPriority(input.priority);
  const notice: NewNotification = {
    userId: lease.landlordId,
    type: "maintenance",
    title: "New maintenance request",
    message: `${`${lease.firstName} ${lease.lastName}`.trim()} (unit ${lease.unitNumber}, ${lease.propertyName}) reported: ${title} (${priority}).`,
    link: "/maintenance-pending",
  };
  try {
    await deps.db.transaction(async (tx) => {
      const now = new Date();
      await tx.insert(maintenanceRequests).values({
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
        createdAt: now,
        updatedAt: now,
      });
      if (stored.length) {
        await tx.insert(maintenancePhotos).values(
          stored.map((p) => ({
            requestId: id,
            storageKey: p.storageKey,
            thumbKey: p.thumbKey,
            contentType: p.contentType,
            width: p.width,
            height: p.height,
            bytes: p.bytes,
          })),
        );
      }
      await tx
        .insert(maintenanceStatusHistory)
        .values({ requestId: id, fromStatus: null, toStatus: "open", actorId: tenant.id });
      await notify(tx, notice);
      await recordMaintenanceActivity(tx, {
        landlordId: lease.landlordId,
        propertyId: lease.propertyId,
        actorId: tenant.id,
        kind: "maintenance_requested",
        message: `Unit ${lease.unitNumber} reported: ${title}`,
      });
    });
  } catch (e) {
    await deleteStoredPhotos(deps.storage, stored);
    throw e;
  }
  await emailNotifications(deps, [notice]);
  return getRequest(deps, tenant, id);
}

export async function getRequest(
  deps: AppDeps,
  viewer: SessionUser,
  id: string,
): Promise<MaintenanceRequestDetail> {
  const row = await requireVisible(deps.db, viewer, id);
  const [history, photos] = await Promise.all([
    deps.db
      .select({
        fromStatus: maintenanceStatusHistory.fromStatus,
        toStatus: maintenanceStatusHistory.toStatus,
        note: maintenanceStatusHistory.note,
        createdAt: maintenanceStatusHistory.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(maintenanceStatusHistory)
      .leftJoin(users, eq(users.id, maintenanceStatusHistory.actorId))
      .where(eq(maintenanceStatusHistory.requestId, id))
      .orderBy(asc(maintenanceStatusHistory.id)),
    deps.db
      .select()
      .from(maintenancePhotos)
      .where(eq(maintenancePhotos.requestId, id))
      .orderBy(asc(maintenancePhotos.createdAt), asc(maintenancePhotos.id)),
  ]);
  return {
    ...toDto(row),
    history: history.map((h) => ({
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      actorName: h.firstName === null ? null : `${h.firstName} ${h.lastName ?? ""}`.trim(),
      note: h.note,
      createdAt: h.createdAt.toISOString(),
    })),
    photos: photos.map((p) => ({
      id: p.id,
      url: photoUrl(id, p.id),
      thumbUrl: `${photoUrl(id, p.id)}/thumb`,
      width: p.width,
      height: p.height,
    })),
  };
}

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const badCursor = () =>
  badRequest("INVALID_CURSOR", "This page link is no longer valid. Start from the first page.");

function encodeCursor(parts: (string | number)[]) {
  return Buffer.from(parts.join("|")).toString("base64url");
}
function decodeCursor(cursor: string, withRank: boolean): { rank: number; at: string; id: string } {
  const parts = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const [rank, at, id] = withRank ? parts : ["0", ...parts];
  const n = Number(rank);
  if (
    parts.length !== (withRank ? 3 : 2) ||
    !at ||
    !id ||
    !AT.test(at) ||
    !UUID.test(id) ||
    !(n >= 0 && n <= 3)
  )
    throw badCursor();
  return { rank: n, at, id };
}

/**
 * A tenant's own requests, newest first; or a landlord's board for one property (the chosen one by default):
 * urgent first, then the oldest first. Both are keyset-paginated.
 */
export async function listRequests(deps: AppDeps, viewer: SessionUser, q: ListQuery) {
  const conds: SQL[] = [visibleTo(viewer)];
  if (q.status) conds.push(eq(maintenanceRequests.status, q.status));
  if (q.priority) conds.push(eq(maintenanceRequests.priority, q.priority));
  if (q.unitId) conds.push(eq(maintenanceRequests.unitId, q.unitId));
  const landlord = viewer.role === "landlord";
  if (landlord) {
    const propertyId = q.propertyId ?? (await selectedPropertyId(deps.db, viewer.id));
    if (propertyId) conds.push(eq(maintenanceRequests.propertyId, propertyId));
  }
  if (q.cursor) {
    const k = decodeCursor(q.cursor, landlord);
    conds.push(
      landlord
        ? sql`(${priorityRank}, ${maintenanceRequests.createdAt}, ${maintenanceRequests.id}) > (${k.rank}, ${k.at}::timestamptz, ${k.id}::uuid)`
        : sql`(${maintenanceRequests.createdAt}, ${maintenanceRequests.id}) < (${k.at}::timestamptz, ${k.id}::uuid)`,
    );
  }
  const rows = await selectRequests(deps.db)
    .where(and(...conds))
    .orderBy(
      ...(landlord
        ? [asc(priorityRank), asc(maintenanceRequests.createdAt), asc(maintenanceRequests.id)]
        : [desc(maintenanceRequests.createdAt), desc(maintenanceRequests.id)]),
    )
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > q.limit && last
      ? encodeCursor(
          landlord ? [PRIORITY_RANK[last.r.priority], last.keysetAt, last.r.id] : [last.keysetAt, last.r.id],
        )
      : null;
  return { items: page.map(toDto), nextCursor };
}

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
  await recordMaintenanceActivity(tx, {
    landlordId: current.landlordId,
    propertyId: current.r.propertyId,
    actorId: viewer.id,
    kind: "maintenance_status_changed",
    message: `Unit ${current.unitNumber}: ${current.r.title} is now ${label}`,
  });
  return notice;
}

/** The row locked for the rest of the transaction, if the viewer may see it. */
async function lockVisible(tx: DbOrTx, viewer: SessionUser, id: string): Promise<Selected> {
  await tx
    .select({ id: maintenanceRequests.id })
    .from(maintenanceRequests)
    .where(eq(maintenanceRequests.id, id))
    .for("update");
  return requireVisible(tx, viewer, id);
}

export async function changeStatus(
  deps: AppDeps,
  viewer: SessionUser,
  id: string,
  to: MaintenanceStatus,
  note?: string,
): Promise<MaintenanceRequestDetail> {
  const notice = await deps.db.transaction(async (tx) => {
    const current = await lockVisible(tx, viewer, id);
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
    const current = await lockVisible(tx, landlord, id);
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

/** A photo or its thumbnail, for the tenant who filed the request and that property's landlord; else 404. */
export async function readPhoto(
  deps: AppDeps,
  viewer: SessionUser,
  requestId: string,
  photoId: string,
  thumb: boolean,
): Promise<StoredObject> {
  const [row] = await deps.db
    .select({ storageKey: maintenancePhotos.storageKey, thumbKey: maintenancePhotos.thumbKey })
    .from(maintenancePhotos)
    .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, maintenancePhotos.requestId))
    .innerJoin(properties, eq(properties.id, maintenanceRequests.propertyId))
    .where(and(eq(maintenancePhotos.id, photoId), eq(maintenanceRequests.id, requestId), visibleTo(viewer)))
    .limit(1);
  if (!row) throw notFound(PHOTO_NOT_FOUND);
  const file = await deps.storage.get(thumb ? row.thumbKey : row.storageKey);
  if (!file) throw notFound(PHOTO_NOT_FOUND);
  return file;
}
