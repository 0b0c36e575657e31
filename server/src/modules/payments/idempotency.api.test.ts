import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentEvents, payments } from "../../db/schema";
import { rentSetup, sandboxPost, waitForSettled } from "../../test/payment-factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import type { TestClient } from "../../test/test-client";
import { REPEAT_WINDOW_MS } from "./service/idempotency";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Spec section 7's payload, exactly as the prototype sent it: no idempotency key anywhere. */
const specPayload = (amount = 1_500_000) => ({
  amount,
  email: "amina@example.com",
  phoneNumber: "0772 123 456",
  provider: "MTN Mobile Money",
  accountName: "Amina Nakitto",
  description: "Rent payment",
});

const transfer = (client: TestClient, body: object, key?: string) =>
  client.post("/api/direct-mobile-money-transfer", body, key ? { "idempotency-key": key } : {});

const paymentsOf = (tenantId: string) =>
  t.database.db.select().from(payments).where(eq(payments.tenantId, tenantId));

describe("POST /api/direct-mobile-money-transfer without a key", () => {
  it("accepts the spec's payload as written", async () => {
    const s = await rentSetup(t);
    const res = await transfer(s.tenantClient, specPayload());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, reference: expect.any(String) });
    const [row] = await paymentsOf(s.tenant.id);
    expect(row).toMatchObject({ amount: 1_500_000, description: "Rent payment", status: "pending" });
  });

  it("a repeated identical request within the window returns the first payment", async () => {
    const s = await rentSetup(t);
    const first = await transfer(s.tenantClient, specPayload());
    const again = await transfer(s.tenantClient, specPayload());
    expect(again.status).toBe(200);
    expect(again.body.reference).toBe(first.body.reference);
    expect(await paymentsOf(s.tenant.id)).toHaveLength(1);
  });

  it("concurrent identical requests create one payment", async () => {
    const s = await rentSetup(t);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => transfer(s.tenantClient, specPayload())),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.reference)).size).toBe(1);
    expect(await paymentsOf(s.tenant.id)).toHaveLength(1);
  });

  it("another amount is another payment", async () => {
    const s = await rentSetup(t);
    const a = await transfer(s.tenantClient, specPayload(1_500_000));
    const b = await transfer(s.tenantClient, specPayload(500_000));
    expect(b.body.reference).not.toBe(a.body.reference);
    expect(await paymentsOf(s.tenant.id)).toHaveLength(2);
  });

  it("after a declined payment, the same request starts a new one", async () => {
    const s = await rentSetup(t);
    const first = await transfer(s.tenantClient, specPayload());
    await sandboxPost(t, first.body.reference as string, "decline");
    await waitForSettled(t.database.db, first.body.reference as string);
    const retry = await transfer(s.tenantClient, specPayload());
    expect(retry.status).toBe(200);
    expect(retry.body.reference).not.toBe(first.body.reference);
    expect(retry.body.success).toBe(true);
    expect(await paymentsOf(s.tenant.id)).toHaveLength(2);
  });

  it("once the window has passed, the same request is a new payment", async () => {
    const s = await rentSetup(t);
    const first = await transfer(s.tenantClient, specPayload());
    await t.database.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - REPEAT_WINDOW_MS - 1000) })
      .where(eq(payments.reference, first.body.reference as string));
    const later = await transfer(s.tenantClient, specPayload());
    expect(later.body.reference).not.toBe(first.body.reference);
    expect(await paymentsOf(s.tenant.id)).toHaveLength(2);
  });
});

describe("the Idempotency-Key header", () => {
  it("names one payment: the same key returns it, another key makes another", async () => {
    const s = await rentSetup(t);
    const a = await transfer(s.tenantClient, specPayload(), "confirm-0001");
    const replay = await transfer(s.tenantClient, specPayload(), "confirm-0001");
    const b = await transfer(s.tenantClient, specPayload(), "confirm-0002");
    expect(replay.body.reference).toBe(a.body.reference);
    expect(b.body.reference).not.toBe(a.body.reference);
    expect(await paymentsOf(s.tenant.id)).toHaveLength(2);
  });

  it("a replay whose stored detail is corrupt still answers the payment, and logs it with the request id", async () => {
    const s = await rentSetup(t);
    const first = await transfer(s.tenantClient, specPayload(), "corrupt-0001");
    const [payment] = await paymentsOf(s.tenant.id);
    const corrupted = await t.database.db
      .update(paymentEvents)
      .set({ detail: "{not json" })
      .where(and(eq(paymentEvents.paymentId, payment!.id), eq(paymentEvents.source, "initiate")))
      .returning();
    expect(corrupted.length).toBeGreaterThan(0);
    const logsBefore = t.logs.length;
    const replay = await transfer(s.tenantClient, specPayload(), "corrupt-0001");
    expect(replay.body.reference).toBe(first.body.reference);
    const logged = t.logs
      .slice(logsBefore)
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === "payments: the stored initiate detail is not JSON");
    expect(logged).toMatchObject({ paymentId: payment!.id, requestId: replay.res.headers["x-request-id"] });
  });

  it("makes card payments idempotent too", async () => {
    const s = await rentSetup(t);
    const headers = { "idempotency-key": "card-confirm-01" };
    const a = await s.tenantClient.post("/api/create-payment-intent", {}, headers);
    const b = await s.tenantClient.post("/api/create-payment-intent", {}, headers);
    expect(a.status).toBe(200);
    expect(b.body.reference).toBe(a.body.reference);
    expect(await paymentsOf(s.tenant.id)).toHaveLength(1);
  });

  it("a key that is too short or too long is a 400 naming the header", async () => {
    const s = await rentSetup(t);
    for (const key of ["short", "k".repeat(101)]) {
      const res = await transfer(s.tenantClient, specPayload(), key);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: "VALIDATION_ERROR" });
      expect(res.body.error).toContain("Idempotency-Key");
    }
    expect(await paymentsOf(s.tenant.id)).toHaveLength(0);
  });
});
