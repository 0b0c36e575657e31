import type { DbOrTx } from "../../db/client";
import { translator } from "../../platform/i18n";
import type { Mailer } from "../../platform/notify/mailer";
import type { NewNotification } from "./notify";
import { selectRecipients } from "./queries";

/**
 * Sends in-app notifications by email too, once their transaction has committed, in English (later the
 * recipient's language). Without SMTP the mailer delivers nothing; a failed delivery is logged by the mailer and
 * never undoes the change behind it.
 */
export async function emailNotifications(
  deps: { db: DbOrTx; mailer: Mailer; config: { publicUrl: string } },
  items: NewNotification[],
): Promise<void> {
  if (!items.length) return;
  const tr = translator();
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
      await deps.mailer.send({ to: to.email, subject: tr.text(n.title), text });
    } catch {
      // The mailer logs its own failures; the notification is in the app either way.
    }
  }
}
