import type { z } from "zod";
import type { announcementListQuery } from "../../../../../common/schemas/announcements";
import type { DbOrTx } from "../../../db/client";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { invalidCursor } from "../../notifications";
import {
  type AnnouncementKeyset,
  countForLandlord,
  propertiesOf,
  selectForLandlord,
  statsOf,
  tenantAnnouncements,
} from "../queries";
import { type Extras, type ListedRow, toDto } from "./dto";

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
    const seen = await tenantAnnouncements(deps.db, viewer.id, now, after, q.limit + 1);
    if (!seen) return empty;
    // A resident sees their own property among the audience, not the landlord's other ones.
    const extras = { properties: [seen.property], stats: null };
    const page = answerPage(seen.rows, q.limit, now, () => extras);
    return { ...page, total: seen.total, unreadCount: seen.unread };
  }
  const rows = await selectForLandlord(deps.db, viewer.id, q.propertyId, after, q.limit + 1);
  const total = await countForLandlord(deps.db, viewer.id, q.propertyId);
  const page = await withExtras(deps.db, rows, q.limit, now);
  return { ...page, total, unreadCount: 0 };
}

type PagedRow = ListedRow & { keysetAt: string };

/** The page's rows (of limit + 1 fetched) as answers, each with its extras, and the cursor after the page. */
function answerPage<R extends PagedRow>(rows: R[], limit: number, now: Date, extrasOf: (row: R) => Extras) {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map((r) => toDto(r, extrasOf(r), now)),
    nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
  };
}

/** The landlord's page of rows as answers, with their properties and figures: three queries. */
export async function withExtras<R extends PagedRow>(db: DbOrTx, rows: R[], limit: number, now: Date) {
  const ids = rows.slice(0, limit).map((r) => r.id);
  const targets = await propertiesOf(db, ids);
  const stats = await statsOf(db, ids);
  return answerPage(rows, limit, now, (r) => ({
    properties: targets.filter((p) => p.announcementId === r.id).map(({ id, name }) => ({ id, name })),
    stats: {
      audienceSize: stats.audience.get(r.id) ?? 0,
      readCount: stats.reads.get(r.id)?.[0] ?? 0,
      acknowledgedCount: stats.reads.get(r.id)?.[1] ?? 0,
    },
  }));
}
