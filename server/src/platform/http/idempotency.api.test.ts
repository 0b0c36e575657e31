import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { addDays, kampalaToday } from "../../../../common/kampala-calendar";
import { chatMessages, maintenanceRequests, payments } from "../../db/schema";
import { chatWorld } from "../../test/chat-factories";
import { multipart } from "../../test/multipart";
import { rentSetup } from "../../test/payment-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import type { TestClient } from "../../test/test-client";

/**
 * Issue 31: the same Idempotency-Key sent again with another request (another amount) answered 201
 * `created: false` with the first payment, so the second was silently dropped while the screen said it was made.
 * On every keyed route: the same key with the same request answers the first; with another, 422
 * IDEMPOTENCY_KEY_REUSED, and nothing more is stored.
 */

const t = sharedTestApp();
const newKey = (what: string) => ({ "idempotency-key": `${what}-${crypto.randomUUID()}` });

type Answer = Awaited<ReturnType<TestClient["request"]>>;
function expectReused(res: Answer, error: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body).toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED", error });
}
const PAYMENT_KEY_REUSED =
  "This payment was already sent once with other details. Check the payments list before sending it again.";

const photo = (shade: number) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: shade, g: 90, b: 90 } } })
    .jpeg()
    .toBuffer();

describe("an Idempotency-Key sent again with another request", () => {
  it("a landlord's direct payment: another amount is 422, the same body the first payment", async () => {
    const s = await rentSetup(t);
    const url = "/api/landlord/payments/direct";
    const body = { leaseId: s.lease.id, amount: 500_000, method: "cash", paidOn: kampalaToday() };
    const key = newKey("direct");
    const first = await s.landlordClient.post(url, body, key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const same = await s.landlordClient.post(url, { ...body }, key);
    expect(same.body).toMatchObject({ paymentId: first.body.paymentId, created: false });
    expectReused(await s.landlordClient.post(url, { ...body, amount: 700_000 }, key), PAYMENT_KEY_REUSED);
    expectReused(
      await s.landlordClient.post(url, { ...body, method: "bank_deposit" }, key),
      PAYMENT_KEY_REUSED,
    );
    const rows = await t.database.db.select().from(payments).where(eq(payments.leaseId, s.lease.id));
    expect(rows.map((r) => r.amount)).toEqual([500_000]);
  });

  it("mobile money and card: another amount is 422, and a key of one kind is refused by the other", async () => {
    const s = await rentSetup(t);
    const momo = (amount: number, key: Record<string, string>) =>
      s.tenantClient.post(
        "/api/direct-mobile-money-transfer",
        { amount, phoneNumber: "0772123456", provider: "MTN Mobile Money", accountName: "Amina Nakitto" },
        key,
      );
    const key = newKey("momo");
    const first = await momo(500_000, key);
    expect(first.status).toBe(200);
    expect((await momo(500_000, key)).body.reference).toBe(first.body.reference);
    expectReused(await momo(600_000, key), PAYMENT_KEY_REUSED);
    expectReused(await s.tenantClient.post("/api/create-payment-intent", {}, key), PAYMENT_KEY_REUSED);

    const cardKey = newKey("card");
    const card = await s.tenantClient.post("/api/create-payment-intent", { amount: 500_000 }, cardKey);
    expect(card.status).toBe(200);
    const cardAgain = await s.tenantClient.post("/api/create-payment-intent", { amount: 500_000 }, cardKey);
    expect(cardAgain.body.reference).toBe(card.body.reference);
    expectReused(
      await s.tenantClient.post("/api/create-payment-intent", { amount: 900_000 }, cardKey),
      PAYMENT_KEY_REUSED,
    );
    expect(
      await t.database.db.select().from(payments).where(eq(payments.tenantId, s.tenant.id)),
    ).toHaveLength(2);
  });

  it("a proof of payment: another amount, date or file is 422, the same form the first proof", async () => {
    const s = await rentSetup(t);
    const file = { name: "slip.jpg", type: "image/jpeg", bytes: await photo(200) };
    const fields = {
      amount: "1500000",
      paidOn: kampalaToday(),
      method: "bank_deposit",
      bank: "Stanbic Bank Uganda",
      reference: "NY7KQ4PX",
    };
    const send = (f: Record<string, string>, slip: typeof file, key: Record<string, string>) => {
      const mp = multipart(f, [slip], "file");
      return s.tenantClient.post("/api/payments/proofs", mp.body, { ...mp.headers, ...key });
    };
    const key = newKey("proof");
    const first = await send(fields, file, key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect((await send(fields, file, key)).body).toMatchObject({
      paymentId: first.body.paymentId,
      created: false,
    });
    expectReused(await send({ ...fields, amount: "1000000" }, file, key), PAYMENT_KEY_REUSED);
    expectReused(
      await send({ ...fields, paidOn: addDays(kampalaToday(), -1) }, file, key),
      PAYMENT_KEY_REUSED,
    );
    expectReused(await send(fields, { ...file, bytes: await photo(20) }, key), PAYMENT_KEY_REUSED);
    expect(
      await t.database.db.select().from(payments).where(eq(payments.tenantId, s.tenant.id)),
    ).toHaveLength(1);
  });

  it("a maintenance request, as JSON or with photos: other words or another photo is 422", async () => {
    const s = await rentSetup(t);
    const url = "/api/maintenance-requests";
    const body = { priority: "high", category: "plumbing", issue: "maintenance.issueBurstPipe" };
    const key = newKey("offline");
    const first = await s.tenantClient.post(url, body, key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect((await s.tenantClient.post(url, body, key)).body.id).toBe(first.body.id);
    const reused =
      "This request's key was already used for a different request. Send the same request again, or start a new one.";
    expectReused(await s.tenantClient.post(url, { ...body, priority: "low" }, key), reused);

    const withPhoto = async (shade: number, key: Record<string, string>) => {
      const mp = multipart(
        { title: "Leaking tap", description: "Under the sink", priority: "medium", category: "plumbing" },
        [{ name: "tap.jpg", type: "image/jpeg", bytes: await photo(shade) }],
      );
      return s.tenantClient.post(url, mp.body, { ...mp.headers, ...key });
    };
    const photoKey = newKey("offline");
    const filed = await withPhoto(120, photoKey);
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    expect((await withPhoto(120, photoKey)).body.id).toBe(filed.body.id);
    expectReused(await withPhoto(30, photoKey), reused);
    const rows = await t.database.db
      .select()
      .from(maintenanceRequests)
      .where(eq(maintenanceRequests.tenantId, s.tenant.id));
    expect(rows).toHaveLength(2);
  });

  it("a chat message's clientId: other words are 422, the same words the first message", async () => {
    const w = await chatWorld(t);
    const send = (content: string) => w.c.sarah.post("/api/chat/messages", { content, clientId: "retry-1" });
    const first = await send("Is the water back?");
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect((await send("Is the water back?")).body.id).toBe(first.body.id);
    expectReused(await send("Is the power back?"), "This message id was already used for another message.");
    const rows = await t.database.db.select().from(chatMessages).where(eq(chatMessages.senderId, w.sarah.id));
    expect(rows.map((r) => r.content)).toEqual(["Is the water back?"]);
  });
});
