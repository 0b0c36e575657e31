import { and, count, eq, isNull, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocations, charges, notifications, paymentEvents, payments, receipts } from "../../db/schema";
import { translator } from "../../platform/i18n";
import { captureLog } from "../../platform/payments/fakes/capture-log";
import { ProviderUnavailableError } from "../../platform/payments/provider";
import { recordSandboxDecision } from "../../platform/payments/sandbox";
import {
  depsOf,
  momoBody,
  paymentRow,
  rentSetup,
  standingOf,
  startMomo,
  withSandboxStatus,
} from "../../test/payment-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import { reconcilePayments } from "./jobs";
import { startMobileMoneyTransfer } from "./service/mobile-money";
import { type SettleSource, settlePayment } from "./service/settle";

const t = sharedTestApp();

async function countOf(table: typeof receipts | typeof allocations, paymentId: string) {
  const [row] = await t.database.db.select({ n: count() }).from(table).where(eq(table.paymentId, paymentId));
  return row!.n;
}

describe("settlePayment", () => {
  it("repeated, concurrent and out-of-order settles credit a payment once", async () => {
    const s = await rentSetup(t);
    const deps = await depsOf(t);
    const { reference } = await startMomo(s.tenantClient);

    // Before the payer answers: nothing changes, however often it is asked.
    for (const source of ["callback", "poll", "return"] as const) {
      expect((await settlePayment(deps, reference, source))!.status).toBe("pending");
    }
    expect(await recordSandboxDecision(t.database.db, reference, "approved")).toBe("recorded");

    const sources: SettleSource[] = ["return", "callback", "poll", "reconcile", "callback", "return"];
    const results = await Promise.all(sources.map((source) => settlePayment(deps, reference, source)));
    expect(results.every((r) => r!.status === "succeeded")).toBe(true);

    const p = await paymentRow(t.database.db, reference);
    expect(await countOf(receipts, p.id)).toBe(1);
    const [alloc] = await t.database.db
      .select({ total: sql<number>`sum(${allocations.amount})`.mapWith(Number) })
      .from(allocations)
      .where(eq(allocations.paymentId, p.id));
    expect(alloc!.total).toBe(1_500_000);
    const tenantNotes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, s.tenant.id));
    expect(tenantNotes).toHaveLength(1);
    expect((await standingOf(t.database.db, s.lease.id)).balance).toBe(0);

    // A late "decline" (a callback arriving after the success) changes nothing.
    expect(await recordSandboxDecision(t.database.db, reference, "declined")).toBe("not-pending");
    expect((await settlePayment(deps, reference, "callback"))!.status).toBe("succeeded");
    // Every call left an event: 3 + 6 + 1 settles.
    const events = await t.database.db
      .select({ n: count() })
      .from(paymentEvents)
      .where(
        and(
          eq(paymentEvents.paymentId, p.id),
          sql`${paymentEvents.source} <> 'initiate'`,
          sql`${paymentEvents.source} <> 'sandbox'`,
        ),
      );
    expect(events[0]!.n).toBe(10);
  });

  it("an unknown reference answers null and is still recorded", async () => {
    await t.isolate();
    const deps = await depsOf(t);
    expect(await settlePayment(deps, "no-such-reference", "callback")).toBeNull();
    const [row] = await t.database.db.select().from(paymentEvents).where(isNull(paymentEvents.paymentId));
    expect(row).toMatchObject({ source: "callback", status: "unknown" });
  });

  it("a success for another amount or currency is not credited, and is logged", async () => {
    await t.isolate();
    const s = await rentSetup(t);
    const base = await depsOf(t);
    const a = await startMomo(s.tenantClient);
    const b = await startMomo(s.tenantClient, { amount: 10_000 });
    const log = captureLog();
    const lying = withSandboxStatus(base, async (ref) =>
      ref === a.reference
        ? { status: "succeeded", amount: 1_000, currency: "UGX" }
        : { status: "succeeded", amount: 10_000, currency: "USD" },
    );
    const pa = await settlePayment(lying, a.reference, "callback", log);
    expect(pa).toMatchObject({ status: "failed" });
    expect(translator().text(pa!.failureReason!)).toContain("UGX 1000 instead of UGX 1,500,000");
    const pb = await settlePayment(lying, b.reference, "callback", log);
    expect(pb!.status).toBe("failed");
    expect(log.lines.filter((l) => l.includes('"error"'))).toHaveLength(2);
    expect(await t.database.db.select().from(receipts)).toEqual([]);
    expect((await standingOf(t.database.db, s.lease.id)).dueOutstanding).toBe(1_500_000);
  });

  it("an unreachable provider leaves the payment pending, even past its expiry", async () => {
    await t.isolate();
    const s = await rentSetup(t);
    const base = await depsOf(t);
    const { reference } = await startMomo(s.tenantClient);
    await t.database.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.reference, reference));
    const down = withSandboxStatus(base, async () => {
      throw new ProviderUnavailableError("sandbox status: HTTP 503");
    });
    expect((await settlePayment(down, reference, "poll"))!.status).toBe("pending");
    const [event] = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.source, "poll"));
    expect(event).toMatchObject({ status: "unavailable", detail: "sandbox status: HTTP 503" });
    // Once the provider answers "still pending", the expiry applies.
    expect((await settlePayment(base, reference, "poll"))!.status).toBe("expired");
  });

  it("a payment whose provider is not configured stays pending", async () => {
    const s = await rentSetup(t);
    const deps = await depsOf(t);
    const { reference } = await startMomo(s.tenantClient);
    await t.database.db
      .update(payments)
      .set({ provider: "flutterwave" })
      .where(eq(payments.reference, reference));
    expect((await settlePayment(deps, reference, "poll"))!.status).toBe("pending");
  });
});

describe("reconcile job", () => {
  it("settles pending payments older than a minute and expires the ones past their deadline", async () => {
    await t.isolate();
    const s = await rentSetup(t, { monthlyRent: 500_000, monthsDue: 2 });
    const deps = await depsOf(t);
    const approved = await startMomo(s.tenantClient, { amount: 100_000 });
    const abandoned = await startMomo(s.tenantClient, { amount: 20_000 });
    const fresh = await startMomo(s.tenantClient, { amount: 30_000 });
    await recordSandboxDecision(t.database.db, approved.reference, "approved");
    await recordSandboxDecision(t.database.db, fresh.reference, "approved");
    const old = new Date(Date.now() - 5 * 60_000);
    await t.database.db
      .update(payments)
      .set({ createdAt: old })
      .where(sql`${payments.reference} in (${approved.reference}, ${abandoned.reference})`);
    await t.database.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.reference, abandoned.reference));

    expect(await reconcilePayments(deps)).toEqual({ checked: 2, settled: 2 });
    expect((await paymentRow(t.database.db, approved.reference)).status).toBe("succeeded");
    expect((await paymentRow(t.database.db, abandoned.reference)).status).toBe("expired");
    // Younger than a minute: left to its callback and the payer's return.
    expect((await paymentRow(t.database.db, fresh.reference)).status).toBe("pending");
    expect(await reconcilePayments(deps)).toEqual({ checked: 0, settled: 0 });
  });
});

describe("property: any interleaving of callbacks, polls and returns", () => {
  type Op =
    | { kind: "settle"; payment: number; source: SettleSource }
    | { kind: "verify"; payment: number }
    | { kind: "decide"; payment: number; decision: "approved" | "declined" };

  const opArb = (n: number): fc.Arbitrary<Op> =>
    fc.oneof(
      fc.record({
        kind: fc.constant("settle" as const),
        payment: fc.nat(n - 1),
        source: fc.constantFrom<SettleSource>("callback", "poll", "return", "reconcile"),
      }),
      fc.record({ kind: fc.constant("verify" as const), payment: fc.nat(n - 1) }),
      fc.record({
        kind: fc.constant("decide" as const),
        payment: fc.nat(n - 1),
        decision: fc.constantFrom<"approved" | "declined">("approved", "declined"),
      }),
    );

  const scenarioArb = fc
    .array(fc.integer({ min: 1_000, max: 400_000 }), { minLength: 1, maxLength: 4 })
    .chain((amounts) =>
      fc.record({
        amounts: fc.constant(amounts),
        // Batches run one after another; the operations inside a batch run concurrently.
        batches: fc.array(fc.array(opArb(amounts.length), { minLength: 1, maxLength: 4 }), {
          minLength: 1,
          maxLength: 6,
        }),
      }),
    );

  it("each payment settles once; the balance is the charges due minus the successful payments", async () => {
    const deps = await depsOf(t);
    await fc.assert(
      fc.asyncProperty(scenarioArb, async ({ amounts, batches }) => {
        const db = t.database.db;
        const s = await rentSetup(t, { monthlyRent: 500_000, monthsDue: 2 });
        const refs: string[] = [];
        for (const amount of amounts) {
          refs.push((await startMobileMoneyTransfer(deps, s.tenant.id, momoBody({ amount }))).reference);
        }
        const firstDecision = new Map<number, "approved" | "declined">();

        for (const batch of batches) {
          await Promise.all(
            batch.map(async (op) => {
              const reference = refs[op.payment]!;
              if (op.kind === "settle") await settlePayment(deps, reference, op.source);
              else if (op.kind === "verify") {
                const res = await s.tenantClient.post("/api/direct-mobile-money-transfer/verify", {
                  reference,
                });
                expect(res.status).toBe(200);
              } else {
                const r = await recordSandboxDecision(db, reference, op.decision);
                if (r === "recorded") firstDecision.set(op.payment, op.decision);
              }
            }),
          );
        }
        // Whatever happened, one more round of every source converges.
        await Promise.all(
          refs.flatMap((r) => [settlePayment(deps, r, "callback"), settlePayment(deps, r, "poll")]),
        );

        let paid = 0;
        for (const [i, reference] of refs.entries()) {
          const p = await paymentRow(db, reference);
          const decision = firstDecision.get(i);
          const expected =
            decision === "approved" ? "succeeded" : decision === "declined" ? "failed" : "pending";
          expect(p.status).toBe(expected);
          expect(await countOf(receipts, p.id)).toBe(p.status === "succeeded" ? 1 : 0);
          const [alloc] = await db
            .select({ total: sql<number>`coalesce(sum(${allocations.amount}), 0)`.mapWith(Number) })
            .from(allocations)
            .where(eq(allocations.paymentId, p.id));
          expect(alloc!.total).toBe(p.status === "succeeded" ? p.amount : 0);
          if (p.status === "succeeded") paid += p.amount;
        }
        const [due] = await db
          .select({ total: sql<number>`coalesce(sum(${charges.amount}), 0)`.mapWith(Number) })
          .from(charges)
          .where(and(eq(charges.leaseId, s.lease.id), sql`${charges.dueDate} <= ${s.today}`));
        expect((await standingOf(db, s.lease.id)).balance).toBe(due!.total - paid);
        // One receipt and one notification per success; receipt numbers without gaps.
        const numbers = (await db.select().from(receipts).where(eq(receipts.landlordId, s.landlord.id)))
          .map((r) => r.number)
          .sort((x, y) => x - y);
        expect(numbers).toEqual(numbers.map((_, i) => i + 1));
        const notes = await db.select().from(notifications).where(eq(notifications.userId, s.tenant.id));
        expect(notes).toHaveLength(numbers.length);
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
