import {
  type Channels,
  channelsFor,
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationSettings,
} from "../../../../common/schemas/notifications";
import type { DbOrTx } from "../../db/client";
import type { PagePath } from "../../platform/pages";
import type { SmsPurpose } from "../sms/service/outbox";
import {
  insertNotifications,
  type NotificationRow,
  type NotificationType,
  type SettingsRow,
  selectSettings,
} from "./queries";

export type { NotificationType };

/**
 * How a module tells people something (docs/decisions/0016): `notify(tx, items)` inside the transaction of the
 * change, then `deliverNotifications(deps, stored)` (deliver.ts) after the commit. Nothing else writes, pushes or
 * emails a notification.
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
   * The SMS of it (made by msg(), one part in every language), for the notices worth a text message: receipts,
   * rent reminders, maintenance updates. Without one, no SMS.
   */
  sms?: string;
  /** One SMS per key (a lease's reminder of a day): a second notice with the key sends no second SMS. */
  smsKey?: string;
  /** What the SMS is, in the outbox, when the notice's type does not say it (a rent reminder is a payment notice). */
  smsPurpose?: SmsPurpose;
}

/** A notification as stored, with the channels its recipient's settings allow (and its SMS, not stored). */
export type StoredNotification = NotificationRow & {
  channels: Channels;
  sms?: { text: string; key?: string; purpose?: SmsPurpose } | null;
};

/** The settings of a stored row (or the defaults, for a user who never saved any). */
export function settingsOf(row: SettingsRow | undefined): NotificationSettings {
  if (!row) return DEFAULT_NOTIFICATION_SETTINGS;
  const { userId: _, updatedAt: __, ...settings } = row;
  return settings;
}

/**
 * Stores the notifications the recipients' settings let into the app, inside the caller's transaction so they
 * exist exactly when the change does (the settings are read in it too, one query for all recipients). Returns what
 * it stored, each with its channels: hand that to deliverNotifications after the commit.
 */
export async function notify(
  db: DbOrTx,
  items: NewNotification | NewNotification[],
): Promise<StoredNotification[]> {
  const list = Array.isArray(items) ? items : [items];
  if (!list.length) return [];
  const stored = await selectSettings(db, [...new Set(list.map((n) => n.userId))]);
  const settings = new Map(stored.map((s) => [s.userId, settingsOf(s)]));
  const wanted = list
    .map((n) => ({
      n,
      channels: channelsFor(settings.get(n.userId) ?? DEFAULT_NOTIFICATION_SETTINGS, {
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
  // INSERT ... RETURNING answers in the order of the values.
  return rows.map((row, i) => {
    const { n, channels } = wanted[i]!;
    return { ...row, channels, sms: n.sms ? { text: n.sms, key: n.smsKey, purpose: n.smsPurpose } : null };
  });
}
