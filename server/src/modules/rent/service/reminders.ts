import { msg } from "../../../../../common/i18n/message";
import type { DbOrTx } from "../../../db/client";
import { translator } from "../../../platform/i18n";
import { type DeliverDeps, deliverNotifications } from "../../notifications/deliver";
import { type NewNotification, notify } from "../../notifications/notify";
import { amountText } from "../../payments/rules";
import { addDays, longDate } from "../dates";
import { leaseStandingsOf } from "../ledger";
import { activeLeasePage } from "../queries/ledger";

/** Reminders go this many days before a due date, on it, and every day while rent is overdue. */
export const REMIND_DAYS_BEFORE = 3;
const PAGE = 500;

type Standing = Awaited<ReturnType<typeof leaseStandingsOf>> extends Map<string, infer S> ? S : never;

/** Which reminder a lease gets today, if any. */
export function reminderFor(s: Standing, today: string): "overdue" | "today" | "soon" | null {
  if (s.daysOverdue > 0 && s.dueOutstanding > 0) return "overdue";
  if (!s.nextDueDate || s.balance <= 0) return null;
  if (s.nextDueDate === today) return "today";
  if (s.nextDueDate === addDays(today, REMIND_DAYS_BEFORE)) return "soon";
  return null;
}

function reminder(
  lease: { id: string; tenantId: string; tenantLocale: string | null },
  s: Standing,
  kind: "overdue" | "today" | "soon",
  today: string,
) {
  const values = {
    amount: amountText(kind === "overdue" ? s.dueOutstanding : s.balance, s.currency),
    // In the tenant's language, as the rest of the message will be ('5 Novemba 2026').
    date: longDate(s.nextDueDate ?? today, translator(lease.tenantLocale ?? undefined).locale),
    days: s.daysOverdue,
  };
  const n: NewNotification = {
    userId: lease.tenantId,
    type: "payment",
    priority: kind === "overdue" ? "high" : "medium",
    title: msg(`rent.reminder_${kind}_title`),
    message: msg(`rent.reminder_${kind}`, values),
    link: "/rent-payment-methods",
    sms: msg(`rent.reminder_${kind}_sms`, values),
    // At most one a day per lease, however often the job runs.
    smsKey: `rent-reminder:${lease.id}:${today}`,
    smsPurpose: "reminder",
  };
  return n;
}

/**
 * Daily: every active lease whose rent falls due in three days or today, or is overdue, gets a reminder (in the
 * app, by email and by SMS as the tenant's settings allow; the SMS waits for 07:00 in the quiet hours and goes at
 * most once a day). Returns how many reminders were made.
 */
export async function sendRentReminders(
  deps: DeliverDeps & { db: DbOrTx },
  today: string,
  now = new Date(),
): Promise<number> {
  let after: string | null = null;
  let made = 0;
  for (;;) {
    const page = await activeLeasePage(deps.db, after, PAGE);
    if (!page.length) return made;
    after = page.at(-1)!.id;
    const standings = await leaseStandingsOf(deps.db, page, today);
    const items: NewNotification[] = [];
    for (const lease of page) {
      const s = standings.get(lease.id);
      const kind = s && reminderFor(s, today);
      const { tenantId } = lease;
      if (s && kind && tenantId) items.push(reminder({ ...lease, tenantId }, s, kind, today));
    }
    if (items.length) {
      await deliverNotifications(deps, await notify(deps.db, items), { now });
      made += items.length;
    }
    if (page.length < PAGE) return made;
  }
}
