import {
  type Channels,
  channelsFor,
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationSettings,
} from "../../../../common/schemas/notifications";
import type { DbOrTx } from "../../db/client";
import type { PagePath } from "../../platform/pages";
import type { MessagePurpose } from "../outbox";
import { type MessageDeps, queueNoticeMessages } from "./messages";
import {
  insertNotifications,
  type NotificationRow,
  type NotificationType,
  type SettingsRow,
  selectRecipients,
} from "./queries";

export type { MessageDeps, NotificationType };

/**
 * How a module tells people something (docs/decisions/0016, 0040): `notify(tx, deps, items)` inside the
 * transaction of the change stores the notifications and queues their emails and SMS in the outbox, so they exist
 * exactly when the change does; `deliverNotifications(deps, stored)` (deliver.ts) after the commit pushes them to
 * the recipients' sockets and wakes the outbox's sender. Nothing else writes, pushes or sends a notification.
 */
export interface NewNotification {
  userId: string;
  type: NotificationType;
  /** Text made by msg() (translated when read), or plain text. */
  title: string;
  message: string;
  /** The screen the notification opens (platform/pages.ts), e.g. /payment-success?reference=... */
  link?: PagePath | null;
  /** "medium" unless said; a high one is shown with a toast as it arrives. */
  priority?: "high" | "medium" | "low";
  /** A receipt or a security notice: delivered on every channel whatever the settings say. */
  essential?: boolean;
  /**
   * The caller queues a richer email of its own for it (a payment's receipt email): the notice itself is not
   * emailed.
   */
  ownEmail?: true;
  /**
   * The SMS of it (made by msg(), one part in every language), for the notices worth a text message: receipts,
   * rent reminders, maintenance updates. Without one, no SMS.
   */
  sms?: string;
  /** One SMS per key (a lease's reminder of a day): a second notice with the key sends no second SMS. */
  smsKey?: string;
  /** What the SMS is, in the outbox, when the notice's type does not say it (a rent reminder is a payment notice). */
  smsPurpose?: MessagePurpose;
}

/**
 * A notification as stored, with the channels its recipient's settings allowed, the recipient's language (the
 * push is in it) and the outbox messages queued for it (the sender is woken with their ids after the commit).
 */
export type StoredNotification = NotificationRow & {
  channels: Channels;
  locale: string | null;
  messageIds: string[];
};

/** The settings of a stored row (or the defaults, for a user who never saved any). */
export function settingsOf(row: SettingsRow | null | undefined): NotificationSettings {
  if (!row) return DEFAULT_NOTIFICATION_SETTINGS;
  const { userId: _, updatedAt: __, ...settings } = row;
  return settings;
}

/**
 * Stores the notifications the recipients' settings let into the app and queues the emails and SMS their
 * channels allow, inside the caller's transaction (the settings are read in it too, one query for all
 * recipients). Returns what it stored: hand that to deliverNotifications after the commit. `now` decides the SMS
 * quiet hours (tests set it).
 */
export async function notify(
  db: DbOrTx,
  deps: MessageDeps,
  items: NewNotification | NewNotification[],
  now = new Date(),
): Promise<StoredNotification[]> {
  const list = Array.isArray(items) ? items : [items];
  if (!list.length) return [];
  const recipients = new Map(
    (await selectRecipients(db, [...new Set(list.map((n) => n.userId))])).map((r) => [r.id, r]),
  );
  const wanted = list
    .map((n) => ({
      n,
      channels: channelsFor(settingsOf(recipients.get(n.userId)?.settings), {
        type: n.type,
        essential: n.essential ?? false,
      }),
    }))
    .filter(({ channels }) => channels.inApp);
  if (!wanted.length) return [];
  const rows = await insertNotifications(
    db,
    wanted.map(({ n }) => ({
      userId: n.userId,
      type: n.type,
      title: n.title,
      message: n.message,
      link: n.link ?? null,
      priority: n.priority ?? "medium",
      essential: n.essential ?? false,
    })),
  );
  const stored: StoredNotification[] = [];
  // INSERT ... RETURNING answers in the order of the values.
  for (const [i, row] of rows.entries()) {
    const { n, channels } = wanted[i]!;
    const to = recipients.get(n.userId);
    const messageIds = to
      ? await queueNoticeMessages(db, deps, { ...n, link: n.link ?? null }, channels, to, now)
      : [];
    stored.push({ ...row, channels, locale: to?.locale ?? null, messageIds });
  }
  return stored;
}
