import { msg } from "../../../../../common/i18n/message";
import { addDays, longDate } from "../../../../../common/kampala-calendar";
import { amountText } from "../../../../../common/money";
import type { DbOrTx } from "../../../db/client";
import { translator } from "../../../platform/i18n";
import { pagePath } from "../../../platform/pages";
import {
  type DeliverDeps,
  deliverNotifications,
  type MessageDeps,
  type NewNotification,
  notify,
} from "../../notifications";
import { leaseStandingsOf, nextScheduledDueDate } from "../../tenancy";
import { activeLeasePage, chargesDueFrom } from "../queries/charges";

/** Reminders go this many days before a due date, on it, and every day while rent is overdue. */
export const REMIND_DAYS_BEFORE = 3;
const PAGE = 500;

type Standing = Awaited<ReturnType<typeof leaseStandingsOf>> extends Map<string, infer S> ? S : never;
type ReminderKind = "overdue" | "today" | "soon";

/** A reminder a lease gets today: which one, the amount it names and the due date it names. */
export interface Reminder {
  kind: ReminderKind;
  amount: number;
  date: string;
}

/**
 * What falls due on `date`: the lease's charges due that day (rent, and pet rent with it), or its monthly rent when
 * `date` is one of its rent due dates and that charge is not generated yet (the daily job generates the next one
 * once the one before falls due, so it is missing only when the job has not run); 0 when nothing falls due then.
 * `later` holds the lease's charges due on `date` or after it.
 */
export function amountFallingDue(
  lease: { startDate: string; endDate: string | null; monthlyRent: number },
  later: readonly { kind: string; dueDate: string; amount: number }[],
  date: string,
): number {
  const onDate = later.filter((c) => c.dueDate === date);
  if (onDate.length) return onDate.reduce((sum, c) => sum + c.amount, 0);
  if (later.some((c) => c.kind === "rent")) return 0;
  return nextScheduledDueDate(lease.startDate, lease.endDate, addDays(date, -1)) === date
    ? lease.monthlyRent
    : 0;
}

/**
 * Which reminder a lease gets today, if any, from its standing and `coming`, what falls due in
 * REMIND_DAYS_BEFORE days (amountFallingDue). Overdue and due today name what is owed; three days before names
 * what is still to pay of the coming charge after the lease's credit: the balance counts only charges due by
 * today, so a tenant who owes nothing today is still reminded of next month's rent, and one whose credit covers it
 * is not.
 */
export function reminderFor(s: Standing, today: string, coming = 0): Reminder | null {
  if (s.daysOverdue > 0 && s.dueOutstanding > 0)
    return { kind: "overdue", amount: s.dueOutstanding, date: s.nextDueDate ?? today };
  if (s.nextDueDate === today && s.balance > 0) return { kind: "today", amount: s.balance, date: today };
  const toPay = coming - Math.max(0, -s.balance);
  if (toPay > 0) return { kind: "soon", amount: toPay, date: addDays(today, REMIND_DAYS_BEFORE) };
  return null;
}

function reminder(
  lease: { id: string; tenantId: string; tenantLocale: string | null },
  s: Standing,
  r: Reminder,
  today: string,
) {
  const { kind } = r;
  const values = {
    amount: amountText(r.amount, s.currency),
    // In the tenant's language, as the rest of the message will be ('5 Novemba 2026').
    date: longDate(r.date, translator(lease.tenantLocale ?? undefined).locale),
    days: s.daysOverdue,
  };
  const n: NewNotification = {
    userId: lease.tenantId,
    type: "payment",
    priority: kind === "overdue" ? "high" : "medium",
    title: msg(`rent.reminder_${kind}_title`),
    message: msg(`rent.reminder_${kind}`, values),
    link: pagePath("/rent-payment-methods"),
    sms: msg(`rent.reminder_${kind}_sms`, values),
    // At most one a day per lease, however often the job runs.
    smsKey: `rent-reminder:${lease.id}:${today}`,
    smsPurpose: "reminder",
  };
  return n;
}

/**
 * Daily: every active lease whose rent falls due in three days (unless its credit covers it) or today, or is
 * overdue, gets a reminder (in the app, by email and by SMS as the tenant's settings allow; the SMS waits for 07:00
 * in the quiet hours and goes at most once a day). Returns how many reminders were made.
 */
export async function sendRentReminders(
  deps: DeliverDeps & MessageDeps & { db: DbOrTx },
  today: string,
  now = new Date(),
): Promise<number> {
  let after: string | null = null;
  let made = 0;
  for (;;) {
    const page = await activeLeasePage(deps.db, after, PAGE);
    if (!page.length) return made;
    after = page.at(-1)!.id;
    const soon = addDays(today, REMIND_DAYS_BEFORE);
    const ids = page.map((l) => l.id);
    const [standings, later] = await Promise.all([
      leaseStandingsOf(deps.db, page, today),
      chargesDueFrom(deps.db, ids, soon),
    ]);
    const laterByLease = new Map<string, typeof later>();
    for (const c of later) laterByLease.set(c.leaseId, [...(laterByLease.get(c.leaseId) ?? []), c]);
    const items: NewNotification[] = [];
    for (const lease of page) {
      const s = standings.get(lease.id);
      const coming = amountFallingDue(lease, laterByLease.get(lease.id) ?? [], soon);
      const r = s && reminderFor(s, today, coming);
      const { tenantId } = lease;
      if (s && r && tenantId) items.push(reminder({ ...lease, tenantId }, s, r, today));
    }
    if (items.length) {
      const stored = await deps.db.transaction((tx) => notify(tx, deps, items, now));
      await deliverNotifications(deps, stored, now);
      made += items.length;
    }
    if (page.length < PAGE) return made;
  }
}
