import type { z } from "zod";
import type { notificationsQuery, notificationsResponse } from "../../../../common/schemas/notifications";
import type { AppDeps } from "../../deps";
import type { Translator } from "../../platform/i18n";
import { decodeCursor, pageOf } from "./keyset";
import { countUnread, selectNotifications } from "./queries";

type Query = z.output<typeof notificationsQuery>;

/** The signed-in user's notifications, newest first, one page at a time, in the reader's language. */
export async function listNotifications(
  deps: AppDeps,
  userId: string,
  query: Query,
  tr: Translator,
): Promise<z.infer<typeof notificationsResponse>> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const [rows, unreadCount] = await Promise.all([
    selectNotifications(deps.db, userId, after, query.limit + 1),
    countUnread(deps.db, userId),
  ]);
  const { page, nextCursor } = pageOf(rows, query.limit);
  return {
    items: page.map(({ keysetAt: _, createdAt, title, message, ...n }) => ({
      ...n,
      title: tr.text(title),
      message: tr.text(message),
      createdAt: createdAt.toISOString(),
    })),
    nextCursor,
    unreadCount,
  };
}
