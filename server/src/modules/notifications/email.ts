import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema";
import type { Mailer } from "../../platform/notify/mailer";
import type { NewNotification } from "./notify";

/**
 * Sends in-app notifications by email too, once their transaction has committed. Without SMTP the mailer
 * delivers nothing; a failed delivery is logged by the mailer and never undoes the change behind it.
 */
export async function emailNotifications(
  deps: { db: DbOrTx; mailer: Mailer; config: { publicUrl: string } },
  items: NewNotification[],
): Promise<void> {
  if (!items.length) return;
  const recipients = await deps.db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(inArray(users.id, [...new Set(items.map((n) => n.userId))]));
  const byId = new Map(recipients.map((r) => [r.id, r]));
  for (const n of items) {
    const to = byId.get(n.userId);
    if (!to?.email) continue;
    const text = [
      `Dear ${to.firstName},`,
      "",
      n.message,
      ...(n.link ? ["", `Open Nyumba: ${deps.config.publicUrl}${n.link}`] : []),
    ].join("\n");
    try {
      await deps.mailer.send({ to: to.email, subject: n.title, text });
    } catch {
      // The mailer logs its own failures; the notification is in the app either way.
    }
  }
}
