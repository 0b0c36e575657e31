import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { maintenanceRequests } from "../../db/schema";
import type { AppDeps } from "../../deps";
import type { SessionUser } from "../../platform/auth/session";
import { badRequest } from "../../platform/errors";
import { selectedPropertyId } from "../properties/queries";
import { type ListQuery, PRIORITY_RANK, priorityRank, selectRequests, toDto, visibleTo } from "./queries";

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
