import type { DbOrTx } from "../../db/client";
import { logFailure } from "../../platform/http/request-context";
import { translator } from "../../platform/i18n";
import { userTopic } from "../../platform/realtime/local";
import type { Realtime } from "../../platform/realtime/types";
import type { Outbox } from "../outbox";
import { toItem } from "./item";
import type { StoredNotification } from "./notify";
import { countUnreadOf } from "./queries";

export interface DeliverDeps {
  db: DbOrTx;
  /** Without one, no push (scripts). */
  realtime?: Realtime;
  /** Without one (scripts), the queued messages wait for the outbox's job. */
  outbox?: Outbox;
}

/**
 * After the commit: pushes the stored notifications to their recipients' sockets (with the unread count, for the
 * badge), in their language, and wakes the outbox's sender for their emails and SMS (queued by notify() in the
 * transaction). A push is a hint to a screen that is open, not a message a person relies on: one that fails is
 * logged and caught up by the screen's refetch after its socket reconnects; the emails and SMS cannot be lost.
 * Never throws. `now` is the time notify() queued them at (tests set it: the SMS quiet hours depend on it).
 */
export async function deliverNotifications(
  deps: DeliverDeps,
  stored: StoredNotification[],
  now?: Date,
): Promise<void> {
  if (!stored.length) return;
  await push(
    deps,
    stored.filter((n) => n.channels.push),
  ).catch((err) => logFailure(err, "notification push failed", { notifications: stored.map((n) => n.id) }));
  await deps.outbox?.wake(
    stored.flatMap((n) => n.messageIds),
    now,
  );
}

async function push(deps: DeliverDeps, items: StoredNotification[]): Promise<void> {
  const { realtime } = deps;
  if (!realtime || !items.length) return;
  const unread = await countUnreadOf(deps.db, [...new Set(items.map((n) => n.userId))]);
  for (const n of items) {
    await realtime.publish(userTopic(n.userId), {
      type: "notification",
      notification: toItem(n, translator(n.locale ?? undefined)),
      unreadCount: unread.get(n.userId) ?? 0,
    });
  }
}
