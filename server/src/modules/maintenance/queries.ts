import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type {
  MaintenancePriority,
  MaintenanceRequestDetail,
  MaintenanceRequestDto,
  maintenanceListQuery,
  maintenanceUpdateInput,
} from "../../../../common/schemas/maintenance";
import type { DbOrTx } from "../../db/client";
import {
  maintenancePhotos,
  maintenanceRequests,
  maintenanceStatusHistory,
  properties,
  units,
  users,
} from "../../db/schema";
import type { AppDeps } from "../../deps";
import type { SessionUser } from "../../platform/auth/session";
import { notFound } from "../../platform/errors";
import type { StoredObject } from "../../platform/storage/storage";

export const REQUEST_NOT_FOUND = "Maintenance request not found.";
export const PHOTO_NOT_FOUND = "Photo not found.";

export type ListQuery = z.output<typeof maintenanceListQuery>;
export type UpdateInput = z.output<typeof maintenanceUpdateInput>;

const photoUrl = (requestId: string, photoId: string) =>
  `/api/maintenance-requests/${requestId}/photos/${photoId}`;

/** Urgent first: the rank of a priority in the landlord board's order. */
export const PRIORITY_RANK: Record<MaintenancePriority, number> = { urgent: 0, high: 1, medium: 2, low: 3 };
// The same order in SQL, built from the map so the board's sort and its cursors cannot drift apart.
const RANK_CASES = Object.entries(PRIORITY_RANK)
  .map(([priority, rank]) => `when '${priority}' then ${rank}`)
  .join(" ");
export const priorityRank = sql<number>`case ${maintenanceRequests.priority} ${sql.raw(RANK_CASES)} end`;

const firstPhotoId = sql<string | null>`(select ${maintenancePhotos.id} from ${maintenancePhotos}
  where ${maintenancePhotos.requestId} = ${maintenanceRequests.id}
  order by ${maintenancePhotos.createdAt}, ${maintenancePhotos.id} limit 1)`;

const keysetAt = sql<string>`to_char(${maintenanceRequests.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function selectRequests(db: DbOrTx) {
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
export type Selected = Awaited<ReturnType<ReturnType<typeof selectRequests>["where"]>>[number];

export function toDto(s: Selected): MaintenanceRequestDto {
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
export function visibleTo(viewer: SessionUser): SQL {
  return viewer.role === "landlord"
    ? eq(properties.landlordId, viewer.id)
    : eq(maintenanceRequests.tenantId, viewer.id);
}

export async function requireVisible(
  db: DbOrTx,
  viewer: SessionUser,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<Selected> {
  const query = selectRequests(db).where(and(eq(maintenanceRequests.id, id), visibleTo(viewer)));
  // Locked: the request row only, for the rest of the caller's transaction.
  const [row] = await (lock ? query.for("update", { of: maintenanceRequests }) : query).limit(1);
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  return row;
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
