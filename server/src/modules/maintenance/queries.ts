import { and, asc, desc, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { MaintenancePriority, MaintenanceStatus } from "../../../../common/schemas/maintenance";
import type { DbOrTx } from "../../db/client";
import { preparedPerDb } from "../../db/prepared";
import {
  maintenancePhotos,
  maintenanceRequests,
  maintenanceStatusHistory,
  properties,
  units,
  users,
} from "../../db/schema";
import type { SessionUser } from "../../platform/auth/session";

export type RequestFields = Partial<typeof maintenanceRequests.$inferInsert>;
export type PhotoRow = typeof maintenancePhotos.$inferSelect;
/** A stored photo and its thumbnail, as a maintenance_photos row records them. */
export type PhotoFile = Pick<
  PhotoRow,
  "storageKey" | "thumbKey" | "contentType" | "width" | "height" | "bytes"
>;

/** Urgent first: the rank of a priority in the landlord board's order. */
export const PRIORITY_RANK: Record<MaintenancePriority, number> = { urgent: 0, high: 1, medium: 2, low: 3 };
// The same order in SQL, built from the map so the board's sort and its cursors cannot drift apart.
const RANK_CASES = Object.entries(PRIORITY_RANK)
  .map(([priority, rank]) => `when '${priority}' then ${rank}`)
  .join(" ");
const priorityRank = sql<number>`case ${maintenanceRequests.priority} ${sql.raw(RANK_CASES)} end`;

const firstPhotoId = sql<string | null>`(select ${maintenancePhotos.id} from ${maintenancePhotos}
  where ${maintenancePhotos.requestId} = ${maintenanceRequests.id}
  order by ${maintenancePhotos.createdAt}, ${maintenancePhotos.id} limit 1)`;

/** created_at as text with microseconds, in UTC, for cursors (a JS Date would round it). */
const keysetAt = sql<string>`to_char(${maintenanceRequests.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A request with its property, unit and tenant: what every answer about a request is made from. */
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
export type Selected = Awaited<ReturnType<ReturnType<typeof selectRequests>["where"]>>[number];

/** What the viewer may see: a tenant their own requests, a landlord the requests of their properties. */
function visibleTo(viewer: { role: SessionUser["role"]; id: string | Placeholder }): SQL {
  return viewer.role === "landlord"
    ? eq(properties.landlordId, viewer.id)
    : eq(maintenanceRequests.tenantId, viewer.id);
}

/** The request if the viewer may see it; locked (the request row only) for the rest of the transaction. */
export async function findVisibleRequest(
  db: DbOrTx,
  viewer: SessionUser,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<Selected | undefined> {
  const query = selectRequests(db).where(and(eq(maintenanceRequests.id, id), visibleTo(viewer)));
  const [row] = await (lock ? query.for("update", { of: maintenanceRequests }) : query).limit(1);
  return row;
}

export interface ListFilter {
  status?: MaintenanceStatus;
  priority?: MaintenancePriority;
  unitId?: number;
  propertyId?: number;
}

/** Where a page starts: after this row (the rank only on the landlord's board). */
export interface ListKeyset {
  rank: number;
  at: string;
  id: string;
}

/**
 * A page of the requests the viewer may see (placeholders `viewerId` and `limit`), narrowed by `conds`. A
 * tenant's newest first; a landlord's board urgent first, then the oldest first.
 */
function listStatement(db: DbOrTx, role: SessionUser["role"], conds: SQL[]) {
  const landlord = role === "landlord";
  return selectRequests(db)
    .where(and(visibleTo({ role, id: sql.placeholder("viewerId") }), ...conds))
    .orderBy(
      ...(landlord
        ? [asc(priorityRank), asc(maintenanceRequests.createdAt), asc(maintenanceRequests.id)]
        : [desc(maintenanceRequests.createdAt), desc(maintenanceRequests.id)]),
    )
    .limit(sql.placeholder("limit"));
}

/** A tenant's first page of all their requests (their list and the dashboard's card): prepared. */
const tenantFirstPage = preparedPerDb((db) =>
  listStatement(db, "tenant", []).prepare("maintenance_tenant_first_page"),
);

/** A landlord's board of one property, its first page (unfiltered): prepared. */
const landlordBoardFirstPage = preparedPerDb((db) =>
  listStatement(db, "landlord", [eq(maintenanceRequests.propertyId, sql.placeholder("propertyId"))]).prepare(
    "maintenance_board_first_page",
  ),
);

/** One page (limit rows) of the requests the viewer may see, after the keyset's row. */
export function listVisibleRequests(
  db: DbOrTx,
  viewer: SessionUser,
  filter: ListFilter,
  after: ListKeyset | undefined,
  limit: number,
): Promise<Selected[]> {
  const landlord = viewer.role === "landlord";
  const conds: SQL[] = [];
  if (filter.status) conds.push(eq(maintenanceRequests.status, filter.status));
  if (filter.priority) conds.push(eq(maintenanceRequests.priority, filter.priority));
  if (filter.unitId) conds.push(eq(maintenanceRequests.unitId, filter.unitId));
  if (filter.propertyId) conds.push(eq(maintenanceRequests.propertyId, filter.propertyId));
  if (after) {
    conds.push(
      landlord
        ? sql`(${priorityRank}, ${maintenanceRequests.createdAt}, ${maintenanceRequests.id}) > (${after.rank}, ${after.at}::timestamptz, ${after.id}::uuid)`
        : sql`(${maintenanceRequests.createdAt}, ${maintenanceRequests.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`,
    );
  }
  if (!landlord && conds.length === 0) return tenantFirstPage(db).execute({ viewerId: viewer.id, limit });
  const { propertyId, ...narrower } = filter;
  if (landlord && propertyId && !after && Object.values(narrower).every((v) => v === undefined))
    return landlordBoardFirstPage(db).execute({ viewerId: viewer.id, limit, propertyId });
  return listStatement(db, viewer.role, conds).execute({ viewerId: viewer.id, limit });
}

/** A request's status history, oldest first, with each actor's name. */
export function selectHistory(db: DbOrTx, requestId: string) {
  return db
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
    .where(eq(maintenanceStatusHistory.requestId, requestId))
    .orderBy(asc(maintenanceStatusHistory.id));
}

export function selectPhotos(db: DbOrTx, requestId: string): Promise<PhotoRow[]> {
  return db
    .select()
    .from(maintenancePhotos)
    .where(eq(maintenancePhotos.requestId, requestId))
    .orderBy(asc(maintenancePhotos.createdAt), asc(maintenancePhotos.id));
}

/** The storage keys of a photo of a request the viewer may see. */
export async function findVisiblePhoto(db: DbOrTx, viewer: SessionUser, requestId: string, photoId: string) {
  const [row] = await db
    .select({ storageKey: maintenancePhotos.storageKey, thumbKey: maintenancePhotos.thumbKey })
    .from(maintenancePhotos)
    .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, maintenancePhotos.requestId))
    .innerJoin(properties, eq(properties.id, maintenanceRequests.propertyId))
    .where(and(eq(maintenancePhotos.id, photoId), eq(maintenanceRequests.id, requestId), visibleTo(viewer)))
    .limit(1);
  return row;
}

export async function insertRequest(db: DbOrTx, values: typeof maintenanceRequests.$inferInsert) {
  await db.insert(maintenanceRequests).values(values);
}

export async function insertHistory(db: DbOrTx, values: typeof maintenanceStatusHistory.$inferInsert) {
  await db.insert(maintenanceStatusHistory).values(values);
}

/** The maintenance_photos rows of a request's stored photos. */
export async function insertPhotoRows(db: DbOrTx, requestId: string, stored: PhotoFile[], createdAt?: Date) {
  if (!stored.length) return;
  await db.insert(maintenancePhotos).values(
    stored.map(({ storageKey, thumbKey, contentType, width, height, bytes }) => ({
      requestId,
      storageKey,
      thumbKey,
      contentType,
      width,
      height,
      bytes,
      ...(createdAt ? { createdAt } : {}),
    })),
  );
}

/**
 * Moves the request from `from` to `to` with the other fields, only if it still is in `from` (so two editors at
 * once cannot both win). False when it was not.
 */
export async function moveStatus(
  db: DbOrTx,
  id: string,
  from: MaintenanceStatus,
  fields: RequestFields & { status: MaintenanceStatus },
): Promise<boolean> {
  const updated = await db
    .update(maintenanceRequests)
    .set(fields)
    .where(and(eq(maintenanceRequests.id, id), eq(maintenanceRequests.status, from)))
    .returning({ id: maintenanceRequests.id });
  return updated.length > 0;
}

export async function currentStatus(db: DbOrTx, id: string): Promise<MaintenanceStatus | undefined> {
  const [row] = await db
    .select({ status: maintenanceRequests.status })
    .from(maintenanceRequests)
    .where(eq(maintenanceRequests.id, id));
  return row?.status;
}

export async function updateRequestFields(db: DbOrTx, id: string, fields: RequestFields) {
  await db.update(maintenanceRequests).set(fields).where(eq(maintenanceRequests.id, id));
}

/** The tenant's request filed with this Idempotency-Key, if any. */
export async function requestByKey(
  db: DbOrTx,
  tenantId: string,
  key: string,
): Promise<{ id: string; requestFingerprint: string | null } | null> {
  const [row] = await db
    .select({ id: maintenanceRequests.id, requestFingerprint: maintenanceRequests.requestFingerprint })
    .from(maintenanceRequests)
    .where(and(eq(maintenanceRequests.tenantId, tenantId), eq(maintenanceRequests.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}
