import type { z } from "zod";
import type { announcementListQuery } from "../../../../../common/schemas/announcements";
import type { DbOrTx } from "../../../db/client";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { invalidCursor } from "../../notifications/keyset";
import {
  type AnnouncementKeyset,
  countForLandlord,
  countForTenant,
  propertiesOf,
  selectForLandlord,
  selectForTenant,
  statsOf,
  tenantPropertyId,
} from "../queries";
import { type ListedRow, toDto } from "./dto";

type ListQuery = z.output<typeof announcementListQuery>;

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cursor is pinned|created_at (microseconds)|id of the page's last row. */
function encodeCursor(row: { pinned: boolean; keysetAt: string; id: string }) {
  return Buffer.from(`${row.pinned ? 1 : 0}|${row.keysetAt}|${row.id}`).toString("base64url");
}

function decodeCursor(cursor: string): AnnouncementKeyset {
  const parts = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const [pinned, at, id] = parts;
  if (
    parts.length !== 3 ||
    (pinned !== "0" && pinned !== "1") ||
    !at ||
    !id ||
    !AT.test(at) ||
    !UUID.test(id)
  )
    throw invalidCursor();
  return { pinned: pinned === "1", at, id };
}

const empty = { items: [], nextCursor: null, total: 0, unreadCount: 0 };

/**
 * GET /api/announcements. A tenant: the announcements to the property of their current lease that have not
 * expired, with their own read. A landlord: their own (one property's with `propertyId`), expired ones too, with
 * audience size and read and acknowledged counts. Both pinned first, then newest, keyset-paginated.
 */
export async function listAnnouncements(deps: AppDeps, viewer: SessionUser, q: ListQuery) {
  const now = new Date();
  const after = q.cursor ? decodeCursor(q.cursor) : undefined;
  if (viewer.role === "tenant") {
    const propertyId = await tenantPropertyId(deps.db, viewer.id);
    if (propertyId === null) return empty;
    const rows = await selectForTenant(deps.db, viewer.id, propertyId, now, after, q.limit + 1);
    const counts = await countForTenant(deps.db, viewer.id, propertyId, now);
    // A resident sees their own property among the audience, not the landlord's other ones.
    const page = await withExtras(deps.db, rows, q.limit, now, false, propertyId);
    return { ...page, total: counts.total, unreadCount: counts.unread };
  }
  const rows = await selectForLandlord(deps.db, viewer.id, q.propertyId, after, q.limit + 1);
  const total = await countForLandlord(deps.db, viewer.id, q.propertyId);
  const page = await withExtras(deps.db, rows, q.limit, now, true);
  return { ...page, total, unreadCount: 0 };
}

/** The page's rows as answers, with their properties and (for the landlord) their figures: two or three queries. */
export async function withExtras<R extends ListedRow & { keysetAt: string }>(
  db: DbOrTx,
  rows: R[],
  limit: number,
  now: Date,
  withStats: boolean,
  onlyProperty?: number,
) {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const ids = page.map((r) => r.id);
  const targets = await propertiesOf(db, ids);
  const stats = withStats ? await statsOf(db, ids) : null;
  const items = page.map((r) =>
    toDto(
      r,
      {
        properties: targets
          .filter((p) => p.announcementId === r.id && (onlyProperty === undefined || p.id === onlyProperty))
          .map(({ id, name }) => ({ id, name })),
        stats: stats
          ? {
              audienceSize: stats.audience.get(r.id) ?? 0,
              readCount: stats.reads.get(r.id)?.[0] ?? 0,
              acknowledgedCount: stats.reads.get(r.id)?.[1] ?? 0,
            }
          : null,
      },
      now,
    ),
  );
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}
