import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { msg } from "../../../../common/i18n/message";
import { badRequest } from "../../platform/errors";

/**
 * Keyset pagination over (created_at, id), newest first. The cursor carries the timestamp at PostgreSQL's
 * microsecond precision (a JS Date would round it and skip or repeat rows) and the row's uuid.
 */
export interface Keyset {
  at: string;
  id: string;
}

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The row's created_at as text with microseconds, in UTC: select it alongside the row to build cursors. */
export const keysetAt = (createdAt: AnyColumn) =>
  sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A cursor that is not one we made (or from an older order): start again from the first page. */
export const invalidCursor = () => badRequest("INVALID_CURSOR", msg("errors.INVALID_CURSOR"));

export function encodeCursor(k: Keyset): string {
  return Buffer.from(`${k.at}|${k.id}`).toString("base64url");
}

export function decodeCursor(cursor: string): Keyset {
  const [at, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (!at || !id || !AT.test(at) || !UUID.test(id)) {
    throw invalidCursor();
  }
  return { at, id };
}

/** Rows strictly after the cursor in (created_at desc, id desc) order. */
export function afterCursor(createdAt: AnyColumn, id: AnyColumn, k: Keyset): SQL {
  return sql`(${createdAt}, ${id}) < (${k.at}::timestamptz, ${k.id}::uuid)`;
}

/** Splits a page fetched with limit + 1 rows into the page and the next cursor. */
export function pageOf<T extends { keysetAt: string; id: string }>(rows: T[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    page,
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.keysetAt, id: last.id }) : null,
  };
}
