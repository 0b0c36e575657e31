import { fitOnePart } from "../../../../common/sms-parts";
import type { DbOrTx } from "../../db/client";
import { type Translator, translator } from "../../platform/i18n";
import type { Mailer } from "../../platform/notify/mailer";
import { userTopic } from "../../platform/realtime/local";
import type { Realtime } from "../../platform/realtime/types";
import type { SmsSender } from "../../platform/sms/sender";
import { attemptSms, queueSms, type SmsPurpose } from "../sms/service/outbox";
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
  /** Without one (none set up), no SMS. */
  sms?: SmsSender | null;
}

export interface DeliverOptions {
  /**
   * false when the caller sends its own, richer email for these notices (the payment receipt emails of
   * payments/service/emails.ts): the notices are pushed, not emailed twice.
   */
  email?: boolean;
  /** The time the SMS are queued at (tests set it: the quiet hours depend on it). */
  now?: Date;
}

/**
 * After the commit: pushes the stored notifications to their recipients' sockets (with the unread count, for the
 * badge), emails and texts (SMS) those whose channels allow it, each in the recipient's language. Without SMTP or
 * an SMS provider nothing goes that way; a failed push, email or SMS never undoes the change behind it.
 */
export async function deliverNotifications(
  deps: DeliverDeps,
  stored: StoredNotification[],
  options: DeliverOptions = {},
): Promise<void> {
  if (!stored.length) return;
  const recipients = await selectRecipients(deps.db, [...new Set(stored.map((n) => n.userId))]);
  const byId = new Map(recipients.map((r) => [r.id, r]));
  const trOf = (userId: string) => translator(byId.get(userId)?.locale ?? undefined);
  await push(
    deps,
    stored.filter((n) => n.channels.push),
    trOf,
  ).catch(() => {});
  if (options.email !== false)
    await email(
      deps,
      stored.filter((n) => n.channels.email),
      byId,
      trOf,
    );
  await textMessages(
    deps,
    stored.filter((n) => n.channels.sms && n.sms),
    byId,
    trOf,
    options.now ?? new Date(),
  ).catch(() => {});
}

type Recipient = Awaited<ReturnType<typeof selectRecipients>>[number];

/**
 * The SMS of the notices that have one, to recipients with a phone, in their language and one part long; the
 * outbox holds them in the quiet hours and retries them. Without an SMS provider, none.
 */
async function textMessages(
  deps: DeliverDeps,
  items: StoredNotification[],
  byId: Map<string, Recipient>,
  trOf: (userId: string) => Translator,
  now: Date,
): Promise<void> {
  const { sms } = deps;
  if (!sms || !items.length) return;
  for (const n of items) {
    const phone = byId.get(n.userId)?.phone;
    if (!phone?.startsWith("+256") || !n.sms) continue;
    const id = await queueSms(
      deps.db,
      {
        to: phone,
        body: fitOnePart(trOf(n.userId).text(n.sms.text)),
        purpose: n.sms.purpose ?? purposeOf(n.type),
        userId: n.userId,
        dedupeKey: n.sms.key,
      },
      now,
    );
    // Tried at once unless the quiet hours hold it (the outbox job sends it at 07:00).
    if (id) await attemptSms({ db: deps.db, sms }, id, now);
  }
}

/** The outbox purpose of a notice's SMS by its type, unless the notice names it (a rent reminder does). */
const purposeOf = (type: StoredNotification["type"]): SmsPurpose =>
  type === "maintenance" ? "maintenance" : type === "payment" ? "receipt" : "account";

async function push(
  deps: DeliverDeps,
  items: StoredNotification[],
  trOf: (userId: string) => Translator,
): Promise<void> {
  const { realtime } = deps;
  if (!realtime || !items.length) return;
  const unread = await countUnreadOf(deps.db, [...new Set(items.map((n) => n.userId))]);
  for (const n of items) {
    await realtime.publish(userTopic(n.userId), {
      type: "notification",
      notification: toItem(n, trOf(n.userId)),
      unreadCount: unread.get(n.userId) ?? 0,
    });
  }
}

async function email(
  deps: DeliverDeps,
  items: StoredNotification[],
  byId: Map<string, Recipient>,
  trOf: (userId: string) => Translator,
): Promise<void> {
  const { mailer } = deps;
  if (!mailer || !items.length) return;
  for (const n of items) {
    const to = byId.get(n.userId);
    if (!to?.email) continue;
    const tr = trOf(n.userId);
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
