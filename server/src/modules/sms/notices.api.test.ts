import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addDays, addMonths, kampalaToday, longDate } from "../../../../common/kampala-calendar";
import { charges, notificationSettings, outboxMessages as smsMessages, users } from "../../db/schema";
import { startFakeAfricasTalking } from "../../test/fake-africastalking";
import { rentSetup, sandboxPost, startMomo, waitForSettled } from "../../test/payment-factories";
import { patch } from "../../test/portfolio-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import { deliverDueMessages as deliverDueSms } from "../outbox/service/attempt";
import { sendRentReminders } from "../rent/service/reminders";
import { leaseStanding } from "../tenancy/ledger";

let fake: Awaited<ReturnType<typeof startFakeAfricasTalking>>;
beforeAll(async () => {
  fake = await startFakeAfricasTalking();
});
afterAll(() => fake.close());
const t = sharedTestApp(() => fake.env());

const to = (phone: string) => fake.sent.filter((m) => m.to === phone);
async function until(check: () => boolean) {
  for (let i = 0; i < 60 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
}
/** Today at this hour in Kampala (UTC+3). */
const kampalaAt = (hour: number) =>
  new Date(`${kampalaToday()}T${String(hour).padStart(2, "0")}:00:00+03:00`);

/**
 * Runs `test` with the clock at noon in Kampala today (and running on from there): what it sends is not held by
 * the quiet hours (21:00-07:00), whenever the suite runs.
 */
async function atMidday(test: () => Promise<void>) {
  vi.useFakeTimers({ toFake: ["Date"], now: kampalaAt(12), shouldAdvanceTime: true });
  try {
    await test();
  } finally {
    vi.useRealTimers();
  }
}

describe("SMS receipts", () => {
  it("a payment sends the tenant one SMS with the receipt number, the amount and the balance", () =>
    atMidday(async () => {
      const s = await rentSetup(t, { monthsDue: 2 });
      const { reference } = await startMomo(s.tenantClient, { phoneNumber: "0772 123 456" });
      await sandboxPost(t, reference, "approve");
      expect((await waitForSettled(t.database.db, reference)).status).toBe("succeeded");
      await until(() => to(s.tenant.phone!).length > 0);
      const [receipt, ...more] = to(s.tenant.phone!);
      expect(more).toEqual([]);
      // Two months were due and paid: nothing is owed after it.
      expect(receipt!.message).toMatch(
        /^Nyumba receipt \S+: UGX 3,000,000 received\. Balance: UGX 0\. Thank you\.$/,
      );
      const stored = await t.database.db
        .select({ purpose: smsMessages.purpose })
        .from(smsMessages)
        .where(eq(smsMessages.to, s.tenant.phone!));
      expect(stored).toEqual([{ purpose: "receipt" }]);
    }));
});

describe("SMS for maintenance updates", () => {
  it("tells the tenant of a status change, unless they switched SMS off", () =>
    atMidday(async () => {
      const s = await rentSetup(t);
      const filed = await s.tenantClient.post("/api/maintenance-requests", {
        priority: "high",
        category: "plumbing",
        issue: "Burst pipe",
      });
      expect(filed.status).toBe(201);
      const id = filed.body.id as string;
      const moved = await patch(s.landlordClient, `/api/maintenance-requests/${id}/status`, {
        status: "in_progress",
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      await until(() => to(s.tenant.phone!).length > 0);
      expect(to(s.tenant.phone!).at(-1)!.message).toMatch(
        /^Nyumba: your repair request ".+" is now In Progress\.$/,
      );

      await t.database.db
        .insert(notificationSettings)
        .values({ userId: s.tenant.id, smsNotifications: false })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: { smsNotifications: false } });
      const before = to(s.tenant.phone!).length;
      await patch(s.landlordClient, `/api/maintenance-requests/${id}/status`, { status: "completed" });
      await new Promise((r) => setTimeout(r, 200));
      expect(to(s.tenant.phone!).length).toBe(before);
    }));
});

describe("SMS rent reminders", () => {
  const deps = () => ({ ...t.app.deps });

  it("an overdue tenant gets one reminder a day, in their language, never in the quiet hours", async () => {
    const s = await rentSetup(t, { monthsDue: 1 }); // the charge fell due 5 days ago
    await t.database.db.update(users).set({ locale: "sw" }).where(eq(users.id, s.tenant.id));
    const today = kampalaToday();
    await sendRentReminders(deps(), today, kampalaAt(10));
    await sendRentReminders(deps(), today, kampalaAt(11));
    const sent = to(s.tenant.phone!);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.message).toMatch(/^Nyumba: UGX 1,500,000 ya kodi yako imechelewa siku \d+\./); // in Swahili
    expect(sent[0]!.message).toContain("UGX 1,500,000");

    // Another tenant, reminded at 22:00: held until 07:00.
    const late = await rentSetup(t, { monthsDue: 1 });
    await sendRentReminders(deps(), today, kampalaAt(22));
    expect(to(late.tenant.phone!)).toHaveLength(0);
    const [queued] = await t.database.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.to, late.tenant.phone!));
    expect(queued).toMatchObject({ status: "queued", purpose: "reminder" });
    expect(queued!.nextAttemptAt.getTime()).toBe(new Date(kampalaAt(7).getTime() + 86_400_000).getTime());
    await deliverDueSms(deps(), new Date(kampalaAt(7).getTime() + 86_400_000));
    expect(to(late.tenant.phone!)).toHaveLength(1);
  });

  it("a Luganda and a Swahili reminder name the due date's month in their language, not in English", async () => {
    // No rent due yet: the first charge falls due a month after the start, five days ago.
    const lg = await rentSetup(t, { monthsDue: 0 });
    const sw = await rentSetup(t, { monthsDue: 0 });
    await t.database.db.update(users).set({ locale: "lg" }).where(eq(users.id, lg.tenant.id));
    await t.database.db.update(users).set({ locale: "sw" }).where(eq(users.id, sw.tenant.id));
    const due = addMonths(addDays(kampalaToday(), -5), 1);
    // On the day it falls due.
    await sendRentReminders(deps(), due, kampalaAt(10));
    const english = longDate(due, "en").split(" ")[1]!;
    for (const [s, locale] of [
      [lg, "lg"],
      [sw, "sw"],
    ] as const) {
      const [sms, ...more] = to(s.tenant.phone!);
      expect(more).toEqual([]);
      expect(sms!.message, locale).toContain(longDate(due, locale));
      expect(sms!.message, locale).not.toContain(english);
    }
    expect(longDate(due, "lg")).not.toContain(english);
    expect(to(lg.tenant.phone!)[0]!.message).toMatch(
      /^Nyumba: obupangisa bwo UGX 1,500,000 busasulwa leero \(\d+ \S+ \d{4}\)\./,
    );
    expect(to(sw.tenant.phone!)[0]!.message).toMatch(
      /^Nyumba: kodi yako ya UGX 1,500,000 inatakiwa leo \(\d+ \S+ \d{4}\)\./,
    );
  });

  it("reminds three days before and on the due date, and not on other days", async () => {
    const { reminderFor } = await import("../rent/service/reminders");
    const base = { daysOverdue: 0, dueOutstanding: 0, currency: "UGX" as const };
    const standing = (nextDueDate: string, balance = 0) =>
      ({ ...base, nextDueDate, balance }) as Parameters<typeof reminderFor>[0];
    // 1,000 falls due on 4 December: reminded of it on 1 December although nothing is owed that day.
    expect(reminderFor(standing("2026-12-04"), "2026-12-01", 1_000)).toEqual({
      kind: "soon",
      amount: 1_000,
      date: "2026-12-04",
    });
    expect(reminderFor(standing("2026-12-01", 1_000), "2026-12-01")).toEqual({
      kind: "today",
      amount: 1_000,
      date: "2026-12-01",
    });
    // Nothing falls due in three days.
    expect(reminderFor(standing("2026-12-03"), "2026-12-01")).toBeNull();
    // Credit that covers the coming charge: no reminder; credit that covers part of it: the rest.
    expect(reminderFor(standing("2027-01-04", -1_000), "2026-12-01", 1_000)).toBeNull();
    expect(reminderFor(standing("2026-12-04", -400), "2026-12-01", 1_000)).toEqual({
      kind: "soon",
      amount: 600,
      date: "2026-12-04",
    });
    expect(
      reminderFor({ ...standing("2027-01-01"), daysOverdue: 3, dueOutstanding: 500 }, "2026-12-01", 1_000),
    ).toMatchObject({ kind: "overdue", amount: 500 });
  });

  it("takes the coming amount from the charges due that day, or the monthly rent when not generated yet", async () => {
    const { amountFallingDue } = await import("../rent/service/reminders");
    const lease = { startDate: "2026-06-15", endDate: "2026-12-15", monthlyRent: 900 };
    const rent = { kind: "rent", dueDate: "2026-12-04", amount: 1_000 };
    // Rent and pet rent due that day.
    expect(amountFallingDue(lease, [rent, { ...rent, kind: "pet_rent", amount: 50 }], "2026-12-04")).toBe(
      1_050,
    );
    // Not generated yet: the lease's monthly rent on one of its due dates, nothing on another day.
    expect(amountFallingDue(lease, [], "2026-11-15")).toBe(900);
    expect(amountFallingDue(lease, [], "2026-11-16")).toBe(0);
    // A later rent charge exists, none on the day; the lease has ended by then.
    expect(amountFallingDue(lease, [{ ...rent, dueDate: "2026-12-15" }], "2026-11-15")).toBe(0);
    expect(amountFallingDue(lease, [], "2027-01-15")).toBe(0);
  });

  it("a tenant who owes nothing today is reminded three days before next month's rent, of its amount", async () => {
    // No rent due yet: the first charge (generated) falls due a month after the start, five days ago.
    const s = await rentSetup(t, { monthsDue: 0, monthlyRent: 1_200_000 });
    // The same, but the charge is not generated yet: the reminder names the lease's monthly rent.
    const ungenerated = await rentSetup(t, { monthsDue: 0, monthlyRent: 800_000 });
    await t.database.db.delete(charges).where(eq(charges.leaseId, ungenerated.lease.id));
    const due = addMonths(addDays(kampalaToday(), -5), 1);
    const day = addDays(due, -3);
    expect((await leaseStanding(t.database.db, s.lease.id, day)).balance).toBe(0);
    await sendRentReminders(deps(), day, kampalaAt(10));
    await sendRentReminders(deps(), day, kampalaAt(12));
    for (const [setup, amount] of [
      [s, "UGX 1,200,000"],
      [ungenerated, "UGX 800,000"],
    ] as const) {
      const sent = to(setup.tenant.phone!);
      expect(sent.map((m) => m.message)).toEqual([
        `Nyumba: your rent of ${amount} is due on ${longDate(due, "en")}. Pay by mobile money at your dashboard or dial the USSD menu.`,
      ]);
    }
    // Nor the day before or after.
    await sendRentReminders(deps(), addDays(day, -1), kampalaAt(10));
    await sendRentReminders(deps(), addDays(day, 1), kampalaAt(10));
    expect(to(s.tenant.phone!)).toHaveLength(1);
  });

  it("a tenant whose credit covers the coming rent is not reminded; one whose credit covers part, of the rest", async () => {
    const prepaid = await rentSetup(t, { monthsDue: 0 });
    const part = await rentSetup(t, { monthsDue: 0 });
    for (const [setup, amount] of [
      [prepaid, 1_500_000],
      [part, 500_000],
    ] as const) {
      const { reference } = await startMomo(setup.tenantClient, { amount });
      await sandboxPost(t, reference, "approve");
      expect((await waitForSettled(t.database.db, reference)).status).toBe("succeeded");
    }
    const due = addMonths(addDays(kampalaToday(), -5), 1);
    await sendRentReminders(deps(), addDays(due, -3), kampalaAt(10));
    const reminders = (phone: string) => to(phone).filter((m) => !m.message.startsWith("Nyumba receipt"));
    expect(reminders(prepaid.tenant.phone!)).toEqual([]);
    expect(reminders(part.tenant.phone!).map((m) => m.message)).toEqual([
      `Nyumba: your rent of UGX 1,000,000 is due on ${longDate(due, "en")}. Pay by mobile money at your dashboard or dial the USSD menu.`,
    ]);
    const stored = await t.database.db
      .select({ to: smsMessages.to })
      .from(smsMessages)
      .where(and(eq(smsMessages.purpose, "reminder"), eq(smsMessages.to, prepaid.tenant.phone!)));
    expect(stored).toEqual([]);
  });
});
