import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { notifications, users } from "../../db/schema";
import { afterCursor, type Keyset, keysetAt } from "./keyset";

export type NotificationType = (typeof notifications.$inferInsert)["type"];
export type NotificationInsert = typeof notifications.$inferInsert;

export async function insertNotifications(db: DbOrTx, rows: NotificationInsert[]): Promise<void> {
  await db.insert(notifications).values(rows);
}

/** A page (limit rows) of the user's notifications, newest first, after the cursor's row. */
export function selectNotifications(db: DbOrTx, userId: string, after: Keyset | undefined, limit: number) {
  const mine = eq(notifications.userId, userId);
  return db
    .select({
      id: notifications.id,
      type: notifications.type,
      priority: notifications.priority,
      title: notifications.title,
      message: notifications.message,
      link: notifications.link,
      read: notifications.read,
      createdAt: notifications.createdAt,
      keysetAt: keysetAt(notifications.createdAt),
    })
    .from(notifications)
    .where(after ? and(mine, afterCursor(notifications.createdAt, notifications.id, after)) : mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return row?.n ?? 0;
}

/** The email address and first name of each user, for the notifications emailed to them. */
export function selectRecipients(db: DbOrTx, userIds: string[]) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(inArray(users.id, userIds));
}
