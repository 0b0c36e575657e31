import { and, count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { notificationsQuery, notificationsResponse } from "../../../../common/schemas/notifications";
import { notifications } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { afterCursor, decodeCursor, keysetAt, pageOf } from "./keyset";

type Query = z.output<typeof notificationsQuery>;

/** The signed-in user's notifications, newest first, one page at a time. */
export async function listNotifications(
  deps: AppDeps,
  userId: string,
  query: Query,
): Promise<z.infer<typeof notificationsResponse>> {
  const mine = eq(notifications.userId, userId);
  const where = query.cursor
    ? and(mine, afterCursor(notifications.createdAt, notifications.id, decodeCursor(query.cursor)))
    : mine;
  const [rows, [unread]] = await Promise.all([
    deps.db
      .select({
        id: notifications.id,
        type: notifications.type,
        title: notifications.title,
        message: notifications.message,
        link: notifications.link,
        read: notifications.read,
        createdAt: notifications.createdAt,
        keysetAt: keysetAt(notifications.createdAt),
      })
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit + 1),
    deps.db
      .select({ n: count() })
      .from(notifications)
      .where(and(mine, eq(notifications.read, false))),
  ]);
  const { page, nextCursor } = pageOf(rows, query.limit);
  return {
    items: page.map(({ keysetAt: _, createdAt, ...n }) => ({ ...n, createdAt: createdAt.toISOString() })),
    nextCursor,
    unreadCount: unread?.n ?? 0,
  };
}
