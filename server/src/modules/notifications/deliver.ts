import type { DbOrTx } from "../../db/client";
import { type Translator, translator } from "../../platform/i18n";
import type { Mailer } from "../../platform/notify/mailer";
import { userTopic } from "../../platform/realtime/local";
import type { Realtime } from "../../platform/realtime/types";
import { toItem } from "./item";
import type { StoredNotification } from "./notify";
import { countUnreadOf, selectRecipients } from "./queries";

export interface DeliverDeps {
  db: DbOrTx;
  config: { publicUrl: string };
  /** Without one, no emails (the payments settle step may run without). */
  mailer?: Mailer;
  /** Without one, no push (scripts). */
  realtime?: Realtime;
}

export interface DeliverOptions {
  /**
   * false when the caller sends its own, richer email for these notices (the payment receipt emails of
   * payments/service/emails.ts): the notices are pushed, not emailed twice.
   */
  email?: boolean;
}

/**
 * After the commit: pushes the stored notifications to their recipients' sockets (with the unread count, for the
 * badge) and emails those whose channels allow it, in English (later the recipient's language). Without SMTP the
 * mailer delivers nothing; a failed push or email never undoes the change behind it.
 */
export async function deliverNotifications(
  deps: DeliverDeps,
  stored: StoredNotification[],
  options: DeliverOptions = {},
): Promise<void> {
  if (!stored.length) return;
  const tr = translator();
  await push(
    deps,
    stored.filter((n) => n.channels.push),
    tr,
  ).catch(() => {});
  if (options.email !== false)
    await email(
      deps,
      stored.filter((n) => n.channels.email),
      tr,
    );
}

async function push(deps: DeliverDeps, items: StoredNotification[], tr: Translator): Promise<void> {
  const { realtime } = deps;
  if (!realtime || !items.length) return;
  const unread = await countUnreadOf(deps.db, [...new Set(items.map((n) => n.userId))]);
  for (const n of items) {
    await realtime.publish(userTopic(n.userId), {
      type: "notification",
      notification: toItem(n, tr),
      unreadCount: unread.get(n.userId) ?? 0,
    });
  }
}

async function email(deps: DeliverDeps, items: StoredNotification[], tr: Translator): Promise<void> {
  const { mailer } = deps;
  if (!mailer || !items.length) return;
  const recipients = await selectRecipients(deps.db, [...new Set(items.map((n) => n.userId))]);
  const byId = new Map(recipients.map((r) => [r.id, r]));
  for (const n of items) {
    const to = byId.get(n.userId);
    if (!to?.email) continue;
    const text = [
      tr.t("notifications.emailGreeting", { name: to.firstName }),
      "",
      tr.text(n.message),
      ...(n.link
        ? ["", tr.t("notifications.emailOpenLink", { url: `${deps.config.publicUrl}${n.link}` })]
        : []),
    ].join("\n");
    try {
      await mailer.send({ to: to.email, subject: tr.text(n.title), text });
    } catch {
      // The mailer logs its own failures; the notification is in the app either way.
    }
  }
}
