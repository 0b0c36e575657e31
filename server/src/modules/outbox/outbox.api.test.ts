import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { kampalaToday } from "../../../../common/kampala-calendar";
import type { DbOrTx } from "../../db/client";
import { outboxMessages, users } from "../../db/schema";
import { messageFakes } from "../../test/message-fakes";
import { rentSetup } from "../../test/payment-factories";
import { insertPayment } from "../../test/rent-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import { notifyPaid } from "../payments/service/settle";
import { allocatePayment } from "../tenancy/ledger";
import { issueReceipt } from "../tenancy/service/receipts";
import { deliverDueMessages } from "./service/attempt";

const fakes = messageFakes();
const t = sharedTestApp(() => fakes.env());

/** The messages to the tenant's phone and to both parties' addresses. */
const messagesOf = (db: DbOrTx, s: Awaited<ReturnType<typeof rentSetup>>) =>
  db
    .select()
    .from(outboxMessages)
    .where(inArray(outboxMessages.to, [s.tenant.phone!, s.tenant.email!, s.landlord.email!]));

const cash = (s: Awaited<ReturnType<typeof rentSetup>>) =>
  s.landlordClient.post(
    "/api/landlord/payments/direct",
    { leaseId: s.lease.id, amount: 1_500_000, method: "cash", paidOn: kampalaToday() },
    { "idempotency-key": `outbox-${crypto.randomUUID()}` },
  );

describe("the outbox", () => {
  it("writes a receipt's SMS and emails in the transaction that credits the payment: none when it rolls back", async () => {
    const s = await rentSetup(t);
    const lease = { ...s.lease, tenantId: s.tenant.id, landlordId: s.landlord.id };
    const rollback = new Error("rolled back");
    let inside: { channel: string; to: string; purpose: string }[] = [];
    await expect(
      t.database.db.transaction(async (tx) => {
        const p = await insertPayment(tx, lease, { amount: 1_500_000 });
        await allocatePayment(tx, p.id);
        await issueReceipt(tx, p.id);
        await notifyPaid(tx, t.app.deps, p);
        inside = await messagesOf(tx, s);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(inside.map((m) => [m.channel, m.to, m.purpose]).sort()).toEqual(
      [
        ["email", s.landlord.email, "receipt"],
        ["email", s.tenant.email, "receipt"],
        ["sms", s.tenant.phone, "receipt"],
      ].sort(),
    );
    expect(await messagesOf(t.database.db, s)).toEqual([]);

    // Committed: the same three exist, name the request that queued them, and were sent on its wake.
    const paid = await cash(s);
    expect(paid.status).toBe(201);
    const rows = await messagesOf(t.database.db, s);
    expect(rows).toHaveLength(3);
    for (const row of rows)
      expect(row).toMatchObject({
        status: "accepted",
        attempts: 1,
        requestId: paid.res.headers["x-request-id"],
      });
    expect(fakes.sms.sent.filter((m) => m.to === s.tenant.phone)).toHaveLength(1);
    const mails = fakes.smtp.received.filter((m) => [s.tenant.email, s.landlord.email].includes(m.to[0]!));
    expect(mails.map((m) => m.subject).sort()).toEqual([
      expect.stringMatching(/^Payment received — receipt \d+$/),
      `Rent payment received from Amina Nakitto (${s.units[0]!.unitNumber})`,
    ]);
  });

  it("tries a failed send again later and logs it with the request that queued it", async () => {
    const s = await rentSetup(t);
    fakes.smtp.failNext(2);
    fakes.sms.failNext(1);
    const paid = await cash(s);
    // The payment stands whatever became of its messages.
    expect(paid.status).toBe(201);
    const requestId = paid.res.headers["x-request-id"];
    const rows = await messagesOf(t.database.db, s);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toMatchObject({ status: "queued", attempts: 1, requestId });
      expect(row.failureReason).toBeTruthy();
    }
    const lines = t.logs
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.msg === "message not sent: tried again later" && l.requestId === requestId);
    expect(lines.map((l) => l.messageId).sort()).toEqual(rows.map((r) => r.id).sort());
    // The request's own log lines name it too (pino's reqId).
    expect(lines.every((l) => l.reqId === requestId)).toBe(true);
    expect(JSON.stringify(lines)).not.toContain(s.tenant.phone!.slice(4));

    // The job's next round, a minute on, sends them.
    await deliverDueMessages(t.app.deps, new Date(Date.now() + 61_000));
    const after = await messagesOf(t.database.db, s);
    expect(after.map((m) => [m.status, m.attempts])).toEqual([
      ["accepted", 2],
      ["accepted", 2],
      ["accepted", 2],
    ]);
    expect(fakes.sms.sent.filter((m) => m.to === s.tenant.phone)).toHaveLength(1);
    expect(fakes.smtp.received.filter((m) => m.to[0] === s.tenant.email)).toHaveLength(1);
  });

  it("sends nothing by SMS or email to a demo account", async () => {
    const s = await rentSetup(t);
    await t.database.db
      .update(users)
      .set({ isDemo: true })
      .where(inArray(users.id, [s.tenant.id, s.landlord.id]));
    expect((await cash(s)).status).toBe(201);
    expect(await messagesOf(t.database.db, s)).toEqual([]);
    expect(
      await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.userId, s.tenant.id)),
    ).toEqual([]);
  });
});
