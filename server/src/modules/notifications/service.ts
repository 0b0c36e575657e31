import type { z } from "zod";
import { msg } from "../../../../common/i18n/message";
import type {
  NotificationSettings,
  notificationsQuery,
  notificationsResponse,
} from "../../../../common/schemas/notifications";
import type { AppDeps } from "../../deps";
import { notFound } from "../../platform/errors";
import type { Translator } from "../../platform/i18n";
import { publishAfterCommit } from "../../platform/realtime/after-commit";
import { userTopic } from "../../platform/realtime/local";
import { toItem } from "./item";
import { decodeCursor, pageOf } from "./keyset";
import { settingsOf } from "./notify";
import {
  countUnread,
  deleteNotification,
  markAllRead,
  markRead,
  notificationsPage,
  selectSettings,
  upsertSettings,
} from "./queries";

type Query = z.output<typeof notificationsQuery>;

/*
 * Every function here acts on the caller's own notifications only: each query is scoped to the caller's id, so
 * another user's notification is a 404 exactly like one that does not exist.
 */

const NOT_FOUND = msg("notifications.notFound");

/** The signed-in user's notifications (all, or the unread ones), newest first, a page at a time, in their words. */
export async function listNotifications(
  deps: AppDeps,
  userId: string,
  query: Query,
  tr: Translator,
): Promise<z.infer<typeof notificationsResponse>> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const { items, unreadCount } = await notificationsPage(
    deps.db,
    userId,
    after,
    query.limit + 1,
    query.filter === "unread",
  );
  const { page, nextCursor } = pageOf(items, query.limit);
  return { items: page.map((n) => toItem(n, tr)), nextCursor, unreadCount };
}

/**
 * The user's other tabs and devices refresh their lists and badges. A hint, not the change: one that fails is
 * logged (with the request) and the other screens catch up when their socket reconnects.
 */
async function refreshOtherScreens(deps: AppDeps, userId: string): Promise<void> {
  await publishAfterCommit(deps.realtime, userTopic(userId), {
    type: "invalidate",
    domains: ["notifications"],
  });
}

async function changed(deps: AppDeps, userId: string): Promise<{ unreadCount: number }> {
  const unreadCount = await countUnread(deps.db, userId);
  await refreshOtherScreens(deps, userId);
  return { unreadCount };
}

export async function readNotification(deps: AppDeps, userId: string, id: string) {
  if (!(await markRead(deps.db, userId, id))) throw notFound(NOT_FOUND);
  return changed(deps, userId);
}

export async function readAllNotifications(deps: AppDeps, userId: string) {
  await markAllRead(deps.db, userId);
  return changed(deps, userId);
}

export async function removeNotification(deps: AppDeps, userId: string, id: string) {
  if (!(await deleteNotification(deps.db, userId, id))) throw notFound(NOT_FOUND);
  return changed(deps, userId);
}

export async function getSettings(deps: AppDeps, userId: string): Promise<NotificationSettings> {
  const [row] = await selectSettings(deps.db, [userId]);
  return settingsOf(row);
}

export async function saveSettings(
  deps: AppDeps,
  userId: string,
  input: NotificationSettings,
): Promise<NotificationSettings> {
  const settings = settingsOf(await upsertSettings(deps.db, userId, input));
  await refreshOtherScreens(deps, userId);
  return settings;
}
