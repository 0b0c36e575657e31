import type { Channels } from "../../../../common/schemas/notifications";
import { fitOnePart } from "../../../../common/sms-parts";
import type { DbOrTx } from "../../db/client";
import { translator } from "../../platform/i18n";
import type { Mailer } from "../../platform/notify/mailer";
import type { SmsSender } from "../../platform/sms/sender";
import { type MessagePurpose, queueEmail, queueSms } from "../outbox";
import type { NewNotification } from "./notify";
import type { selectRecipients } from "./queries";

/** What notify() needs to queue a notice's email and SMS. Without a mail server or an SMS provider, none that way. */
export interface MessageDeps {
  config: { publicUrl: string };
  mailer?: Mailer;
  sms?: SmsSender | null;
}

type Recipient = Awaited<ReturnType<typeof selectRecipients>>[number];

/** The outbox purpose of a notice's SMS by its type, unless the notice names it (a rent reminder does). */
const smsPurposeOf = (n: NewNotification): MessagePurpose =>
  n.smsPurpose ?? (n.type === "maintenance" ? "maintenance" : n.type === "payment" ? "receipt" : "account");

/**
 * Queues a stored notice's email and SMS (in the caller's transaction), as its channels allow, in the
 * recipient's language: the email to an account with an address, the SMS (one part) to a Ugandan number when the
 * notice has one. Demo accounts get neither: their addresses and numbers are made up, and may be someone's.
 * Returns the queued messages' ids.
 */
export async function queueNoticeMessages(
  db: DbOrTx,
  deps: MessageDeps,
  n: NewNotification & { link: string | null },
  channels: Channels,
  to: Recipient,
  now: Date,
): Promise<string[]> {
  if (to.isDemo) return [];
  const tr = translator(to.locale ?? undefined);
  const ids: string[] = [];
  if (channels.email && !n.ownEmail && to.email && deps.mailer?.enabled) {
    const text = [
      tr.t("notifications.emailGreeting", { name: to.firstName }),
      "",
      tr.text(n.message),
      ...(n.link
        ? ["", tr.t("notifications.emailOpenLink", { url: `${deps.config.publicUrl}${n.link}` })]
        : []),
    ].join("\n");
    const purpose = n.type === "account" ? "account" : "notice";
    const queued = await queueEmail(
      db,
      { to: to.email, subject: tr.text(n.title), text, purpose, userId: to.id },
      now,
    );
    if (queued) ids.push(queued.id);
  }
  if (channels.sms && n.sms && to.phone?.startsWith("+256") && deps.sms) {
    const queued = await queueSms(
      db,
      {
        to: to.phone,
        body: fitOnePart(tr.text(n.sms)),
        purpose: smsPurposeOf(n),
        userId: to.id,
        dedupeKey: n.smsKey,
      },
      now,
    );
    if (queued) ids.push(queued.id);
  }
  return ids;
}
