import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, kampalaToday } from "../../../../common/kampala-calendar";
import { notifications, payments } from "../../db/schema";
import { clientFor, makeLandlord } from "../../test/lease-factories";
import { rentSetup } from "../../test/payment-factories";
import { sharedTestApp } from "../../test/shared-test-app";

const t = sharedTestApp();
const URL = "/api/landlord/payments/direct";
const key = () => `direct-${crypto.randomUUID()}`;

describe("a payment the landlord received directly", () => {
  it("is credited at once with a receipt, once however often it is sent", async () => {
    const s = await rentSetup(t); // UGX 1,500,000 due
    const body = {
      leaseId: s.lease.id,
      amount: 1_500_000,
      method: "cash",
      paidOn: kampalaToday(),
      receivedBy: "Caretaker Okello",
      note: "November rent",
    };
    const k = key();
    const [first, second] = await Promise.all([
      s.landlordClient.post(URL, body, { "idempotency-key": k }),
      s.landlordClient.post(URL, body, { "idempotency-key": k }),
    ]);
    // Both answer the one payment (a replay says created: false).
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.paymentId).toBe(second.body.paymentId);
    expect([first.body.created, second.body.created].sort()).toEqual([false, true]);
    const created = first.body.created ? first : second;
    expect(created.body).toMatchObject({ created: true, receiptNumber: expect.any(Number) });
    const again = await s.landlordClient.post(URL, body, { "idempotency-key": k });
    expect(again.body.paymentId).toBe(created.body.paymentId);
    const rows = await t.database.db.select().from(payments).where(eq(payments.leaseId, s.lease.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      method: "cash",
      provider: "direct",
      status: "succeeded",
      amount: 1_500_000,
      receivedBy: "Caretaker Okello",
      platformFee: 0,
    });
    // The tenant owes nothing now and was told, with the receipt.
    expect((await s.tenantClient.get("/api/rent/summary")).body.balance).toBe(0);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, s.tenant.id));
    expect(told.some((n) => n.type === "payment")).toBe(true);
    const pdf = await s.tenantClient.get(`/api/payments/${created.body.paymentId}/receipt.pdf`);
    expect(pdf.status).toBe(200);
  });

  it("is refused for another landlord's lease, to a tenant, and with bad input", async () => {
    const s = await rentSetup(t);
    const good = { leaseId: s.lease.id, amount: 500_000, method: "bank_deposit", paidOn: kampalaToday() };
    const other = await clientFor(t, (await makeLandlord(t.database.db)).id);
    expect((await other.post(URL, good, { "idempotency-key": key() })).status).toBe(404);
    expect((await s.tenantClient.post(URL, good, { "idempotency-key": key() })).status).toBe(403);
    const bad: [Record<string, unknown>, string][] = [
      [{ ...good, amount: 0 }, "amount"],
      [{ ...good, amount: -5 }, "amount"],
      [{ ...good, amount: 12.5 }, "amount"],
      [{ ...good, method: "bitcoin" }, "method"],
      [{ ...good, paidOn: addDays(kampalaToday(), 1) }, "paidOn"],
      [{ ...good, paidOn: addDays(kampalaToday(), -400) }, "paidOn"],
      [{ ...good, paidOn: "yesterday" }, "paidOn"],
      [{ ...good, leaseId: "not-a-uuid" }, "leaseId"],
      [{ ...good, note: "x".repeat(501) }, "note"],
    ];
    for (const [body, field] of bad) {
      const res = await s.landlordClient.post(URL, body, { "idempotency-key": key() });
      expect(res.status, field).toBe(400);
      expect(JSON.stringify(res.body), field).toContain(field);
    }
    expect((await s.landlordClient.post(URL, good)).status).toBe(400); // no Idempotency-Key
  });

  it("records two payments of one lease sent at the same moment (different keys), both credited", async () => {
    const s = await rentSetup(t);
    const body = { leaseId: s.lease.id, amount: 500_000, method: "cash", paidOn: kampalaToday() };
    const answers = await Promise.all(
      [1, 2, 3].map(() => s.landlordClient.post(URL, body, { "idempotency-key": key() })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect((await s.tenantClient.get("/api/rent/summary")).body.balance).toBe(0);
  });
});
