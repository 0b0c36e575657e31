import { msg } from "../../../../../common/i18n/message";
import type { AnnouncementPriority } from "../../../../../common/schemas/announcements";
import type { DbOrTx } from "../../../db/client";
import type { AppDeps } from "../../../deps";
import { pagePath } from "../../../platform/pages";
import { publishAfterCommit } from "../../../platform/realtime/after-commit";
import { userTopic } from "../../../platform/realtime/local";
import { deliverNotifications, type MessageDeps, type NewNotification, notify } from "../../notifications";

const EXCERPT_MAX = 140;

export interface Published {
  id: string;
  title: string;
  content: string;
  priority: AnnouncementPriority;
  emergency: boolean;
  author: string;
}

function excerpt(content: string): string {
  const flat = content.replace(/\s+/g, " ").trim();
  return flat.length > EXCERPT_MAX ? `${flat.slice(0, EXCERPT_MAX - 1)}…` : flat;
}

/**
 * The one place an announcement becomes a notification (docs/decisions/0017): the in-app rows inside the
 * caller's transaction, and what must wait for the commit (the email copy and the `/ws` event to each resident)
 * in the function it returns.
 */
export async function notifyAudience(
  tx: DbOrTx,
  deps: MessageDeps,
  a: Published,
  tenantIds: readonly string[],
): Promise<(deps: AppDeps) => Promise<void>> {
  const items: NewNotification[] = tenantIds.map((userId) => ({
    userId,
    type: "announcement",
    priority: a.priority,
    title: msg(a.emergency ? "announcements.noticeEmergencyTitle" : "announcements.noticeTitle", {
      title: a.title,
    }),
    message: msg("announcements.noticeMessage", { author: a.author, excerpt: excerpt(a.content) }),
    link: pagePath("/announcements"),
  }));
  const stored = await notify(tx, deps, items);
  return async (deps) => {
    await deliverNotifications(deps, stored);
    const event = {
      type: "announcement" as const,
      announcement: { id: a.id, title: a.title, priority: a.priority },
    };
    // The live announcement (with its toast) goes to those whose settings let announcements be pushed; the
    // others' open screens just refresh their list.
    const pushed = new Set(stored.filter((n) => n.channels.push).map((n) => n.userId));
    for (const userId of tenantIds)
      await publishAfterCommit(
        deps.realtime,
        userTopic(userId),
        pushed.has(userId) ? event : { type: "invalidate", domains: ["announcements"] },
      );
  };
}

/** Open screens of these users refetch their announcements (an edit, a delete, a resident's read). */
export async function refreshScreens(deps: AppDeps, userIds: readonly string[]): Promise<void> {
  for (const userId of userIds)
    await publishAfterCommit(deps.realtime, userTopic(userId), {
      type: "invalidate",
      domains: ["announcements"],
    });
}
