import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { preparedPerDb } from "../../db/prepared";
import { notificationSettings, notifications, users } from "../../db/schema";
import { afterCursor, type Keyset, keysetAt } from "./keyset";

export type NotificationType = (typeof notifications.$inferInsert)["type"];
export type NotificationInsert = typeof notifications.$inferInsert;
export type NotificationRow = typeof notifications.$inferSelect;
export type SettingsRow = typeof notificationSettings.$inferSelect;
type SettingsValues = Omit<typeof notificationSettings.$inferInsert, "userId" | "updatedAt">;

export function insertNotifications(db: DbOrTx, rows: NotificationInsert[]): Promise<NotificationRow[]> {
  return db.insert(notifications).values(rows).returning();
}

const listedColumns = {
  id: notifications.id,
  type: notifications.type,
  priority: notifications.priority,
  essential: notifications.essential,
  title: notifications.title,
  message: notifications.message,
  link: notifications.link,
  read: notifications.read,
  createdAt: notifications.createdAt,
};

/**
 * The user's unread count and a page (`limit` rows, placeholders `userId` and `limit`) of their notifications,
 * newest first, in one statement: the count's one row, joined to the page's rows (none on an empty page).
 * `where` narrows the page (the unread ones, after a cursor); the count stays the user's.
 * notifications_unread_idx serves the count, notifications_user_idx (or the partial one) the page.
 */
function listStatement(db: DbOrTx, where: SQL | undefined) {
  const userId = eq(notifications.userId, sql.placeholder("userId"));
  const unread = db
    .select({ n: count().as("n") })
    .from(notifications)
    .where(and(userId, sql`not ${notifications.read}`))
    .as("unread");
  const page = db
    .select({ ...listedColumns, keysetAt: keysetAt(notifications.createdAt).as("keyset_at") })
    .from(notifications)
    .where(and(userId, where))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder("limit"))
    .as("page");
  return db
    .select({ unreadCount: unread.n, item: page._.selectedFields })
    .from(unread)
    .leftJoinLateral(page, sql`true`)
    .orderBy(desc(page.createdAt), desc(page.id));
}

/** The bell's and the dashboard's read, the first page of all: prepared. */
const firstPage = preparedPerDb((db) => listStatement(db, undefined).prepare("notifications_first_page"));

/**
 * A page (limit rows) of the user's notifications, newest first, after the cursor's row (only the unread ones
 * with `unreadOnly`), and how many of all theirs are unread.
 */
export async function notificationsPage(
  db: DbOrTx,
  userId: string,
  after: Keyset | undefined,
  limit: number,
  unreadOnly = false,
) {
  const narrowed = after !== undefined || unreadOnly;
  const rows = await (narrowed
    ? listStatement(
        db,
        and(
          unreadOnly ? sql`not ${notifications.read}` : undefined,
          after ? afterCursor(notifications.createdAt, notifications.id, after) : undefined,
        ),
      )
    : firstPage(db)
  ).execute({ userId, limit });
  return {
    unreadCount: rows[0]?.unreadCount ?? 0,
    items: rows.flatMap((r) => (r.item ? [r.item] : [])),
  };
}

/** The unread count of each of these users (notifications_unread_idx). */
export async function countUnreadOf(db: DbOrTx, userIds: string[]): Promise<Map<string, number>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ userId: notifications.userId, n: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), sql`not ${notifications.read}`))
    .groupBy(notifications.userId);
  return new Map(rows.map((r) => [r.userId, r.n]));
}

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  return (await countUnreadOf(db, [userId])).get(userId) ?? 0;
}

/** Marks one of the user's notifications read; false when the user has no notification of that id. */
export async function markRead(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Marks every unread notification of the user read (notifications_unread_idx). */
export async function markAllRead(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), sql`not ${notifications.read}`));
}

/** Deletes one of the user's notifications; false when the user has no notification of that id. */
export async function deleteNotification(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** The stored settings of these users (one query for all recipients); a user without a row has the defaults. */
export function selectSettings(db: DbOrTx, userIds: string[]): Promise<SettingsRow[]> {
  if (!userIds.length) return Promise.resolve([]);
  return db.select().from(notificationSettings).where(inArray(notificationSettings.userId, userIds));
}

export async function upsertSettings(
  db: DbOrTx,
  userId: string,
  values: SettingsValues,
): Promise<SettingsRow> {
  const now = new Date();
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...values, updatedAt: now } })
    .returning();
  return row!;
}

/**
 * Each user's address, phone, first name, language and stored settings (null: the defaults), in one query: what
 * notify() needs to store a notification and queue its email and SMS. Demo accounts are marked: nothing is sent
 * to them outside the app.
 */
export function selectRecipients(db: DbOrTx, userIds: string[]) {
  return db
    .select({
      id: users.id,
      email: users.email,
      phone: users.phone,
      firstName: users.firstName,
      locale: users.locale,
      isDemo: users.isDemo,
      settings: notificationSettings,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(inArray(users.id, userIds));
}
