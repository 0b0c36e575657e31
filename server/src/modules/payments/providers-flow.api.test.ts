import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { allocations, paymentEvents, receipts } from "../../db/schema";
import type { OutgoingCallback } from "../../platform/payments/fakes/fake-server";
import { type FlutterwaveFake, startFlutterwaveFake } from "../../platform/payments/fakes/flutterwave-fake";
import { type MtnMomoFake, startMtnMomoFake } from "../../platform/payments/fakes/mtn-momo-fake";
import { type StripeFake, startStripeFake } from "../../platform/payments/fakes/stripe-fake";
import {
  paymentRow,
  rentSetup,
  standingOf,
  startMomo,
  waitForEvents,
  waitForSettled,
} from "../../test/payment-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * The real adapters inside the app, each against its local fake: the tenant starts a payment, the provider's
 * callback/webhook arrives (by app.inject: the fake cannot reach an injected app), and the payment settles once.
 */

let t: TestApp | undefined;
let fakes: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await t?.close();
  t = undefined;
  await Promise.all(fakes.map((f) => f.close()));
  fakes = [];
});

function deliver(app: TestApp, url: string, cb: OutgoingCallback) {
  return app.app.inject({ method: cb.method, url, headers: cb.headers, payload: cb.body });
}

async function countRows(app: TestApp, paymentId: string) {
  const db = app.database.db;
  const [r, a] = await Promise.all([
    db.select().from(receipts).where(eq(receipts.paymentId, paymentId)),
    db.select().from(allocations).where(eq(allocations.paymentId, paymentId)),
  ]);
  return { receipts: r.length, allocations: a.length };
}

async function withMtn(): Promise<{ app: TestApp; fake: MtnMomoFake }> {
  const fake = await startMtnMomoFake({ completeAfterMs: null });
  fakes.push(fake);
  t = await createTestApp({
    PAYMENT_PROVIDER: "mtn-momo",
    MTN_MOMO_BASE_URL: fake.url,
    MTN_MOMO_SUBSCRIPTION_KEY: fake.config.subscriptionKey,
    MTN_MOMO_API_USER: fake.config.apiUser,
    MTN_MOMO_API_KEY: fake.config.apiKey,
    MTN_MOMO_TARGET_ENVIRONMENT: fake.config.targetEnvironment,
  });
  return { app: t, fake };
}

async function withFlutterwave(): Promise<{ app: TestApp; fake: FlutterwaveFake }> {
  const fake = await startFlutterwaveFake({ completeAfterMs: null });
  fakes.push(fake);
  t = await createTestApp({
    PAYMENT_PROVIDER: "flutterwave",
    FLUTTERWAVE_BASE_URL: fake.url,
    FLUTTERWAVE_SECRET_KEY: fake.config.secretKey,
    FLUTTERWAVE_WEBHOOK_HASH: fake.config.webhookHash,
  });
  return { app: t, fake };
}

describe("MTN MoMo through the app", () => {
  it("tenant pays by phone prompt; MTN's callback settles it exactly once, however often it comes", async () => {
    const { app, fake } = await withMtn();
    const s = await rentSetup(app);
    const started = await startMomo(s.tenantClient, { phoneNumber: "0772 123 456" });
    expect(started).toMatchObject({ success: true, authorization_url: null });
    expect(started.message).toContain("Check your phone");
    const { reference } = started;

    const rtp = fake.requests.find((r) => r.path === "/collection/v1_0/requesttopay")!;
    expect(rtp.headers["x-reference-id"]).toBe(reference);
    expect(rtp.headers["x-callback-url"]).toBe("http://localhost:3000/api/payments/callback/mtn-momo");
    expect(rtp.json).toMatchObject({
      amount: "1500000",
      currency: "UGX",
      externalId: reference,
      payer: { partyIdType: "MSISDN", partyId: "256772123456" },
    });
    expect(await paymentRow(app.database.db, reference)).toMatchObject({
      status: "pending",
      provider: "mtn-momo",
    });

    // The payer approves on the phone; MTN calls back (PUT), then repeats itself (POST, PUT).
    fake.complete(reference);
    const url = "/api/payments/callback/mtn-momo";
    const first = await deliver(app, url, fake.callback(reference, "PUT"));
    expect(first.statusCode).toBe(200);
    const settled = await waitForSettled(app.database.db, reference);
    expect(settled).toMatchObject({ status: "succeeded", amount: 1_500_000, currency: "UGX" });

    for (const method of ["POST", "PUT"] as const) {
      expect((await deliver(app, url, fake.callback(reference, method))).statusCode).toBe(200);
    }
    // The settles those callbacks started in the background are done once each has left its event.
    await waitForEvents(app.database.db, reference, "callback", 3);
    expect(await countRows(app, settled.id)).toEqual({ receipts: 1, allocations: 1 });
    expect((await paymentRow(app.database.db, reference)).settledAt).toEqual(settled.settledAt);
    expect((await standingOf(app.database.db, s.lease.id)).dueOutstanding).toBe(0);
    const events = await app.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, settled.id));
    expect(events.filter((e) => e.source === "callback").length).toBe(3);

    // Never trusted: the status came from MTN's GET, not the callback body.
    expect(
      fake.requests.some((r) => r.method === "GET" && r.path.endsWith(`/requesttopay/${reference}`)),
    ).toBe(true);
  });

  it("a callback claiming success for a payment MTN still has pending changes nothing", async () => {
    const { app, fake } = await withMtn();
    const s = await rentSetup(app);
    const { reference } = await startMomo(s.tenantClient);
    const forged = JSON.stringify({ externalId: reference, status: "SUCCESSFUL", amount: "1500000" });
    const res = await deliver(app, "/api/payments/callback/mtn-momo", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: forged,
    });
    expect(res.statusCode).toBe(200);
    // The settle the callback started asked MTN and left its event.
    await waitForEvents(app.database.db, reference, "callback", 1);
    expect((await paymentRow(app.database.db, reference)).status).toBe("pending");
    expect(fake.payments.get(reference)!.status).toBe("PENDING");
  });
});

describe("Flutterwave through the app", () => {
  it("tenant is sent to Flutterwave's page; the signed webhook settles it once", async () => {
    const { app, fake } = await withFlutterwave();
    const s = await rentSetup(app);
    const started = await startMomo(s.tenantClient, {
      phoneNumber: "0752 123 456",
      provider: "Airtel Money",
    });
    const { reference } = started;
    expect(started.authorization_url).toMatch(new RegExp(`^${fake.url}/authorize/`));
    const charge = fake.requests.find((r) => r.path === "/v3/charges")!;
    expect(charge.json).toMatchObject({
      tx_ref: reference,
      amount: 1_500_000,
      currency: "UGX",
      phone_number: "256752123456",
      network: "AIRTEL",
    });

    fake.complete(reference);
    const url = "/api/payments/webhook/flutterwave";
    expect((await deliver(app, url, fake.webhook(reference))).statusCode).toBe(200);
    const settled = await waitForSettled(app.database.db, reference);
    expect(settled).toMatchObject({ status: "succeeded", amount: 1_500_000 });
    expect((await deliver(app, url, fake.webhook(reference))).statusCode).toBe(200);
    await waitForEvents(app.database.db, reference, "callback", 2);
    expect(await countRows(app, settled.id)).toEqual({ receipts: 1, allocations: 1 });
  });

  it("a webhook with a bad verif-hash is a 401, logged without the hash, and changes nothing", async () => {
    const { app, fake } = await withFlutterwave();
    const s = await rentSetup(app);
    const { reference } = await startMomo(s.tenantClient);
    fake.complete(reference);
    const res = await deliver(
      app,
      "/api/payments/webhook/flutterwave",
      fake.webhook(reference, { hash: "guess" }),
    );
    expect(res.statusCode).toBe(401);
    const missing = await deliver(
      app,
      "/api/payments/webhook/flutterwave",
      fake.webhook(reference, { hash: null }),
    );
    expect(missing.statusCode).toBe(401);
    // A refused webhook starts no settle: nothing to wait for.
    expect((await paymentRow(app.database.db, reference)).status).toBe("pending");
    const logs = app.logs.join("\n");
    expect(logs).toContain("bad signature");
    expect(logs).not.toContain(fake.config.webhookHash);
    expect(logs).not.toContain(fake.config.secretKey);
  });
});

describe("Stripe cards through the app", () => {
  it("creates a PaymentIntent, the confirmed card's signed webhook settles it; a forged one is a 401", async () => {
    const fake: StripeFake = await startStripeFake();
    fakes.push(fake);
    t = await createTestApp({
      STRIPE_BASE_URL: fake.url,
      STRIPE_SECRET_KEY: fake.config.secretKey,
      STRIPE_PUBLISHABLE_KEY: fake.config.publishableKey,
      STRIPE_WEBHOOK_SECRET: fake.config.webhookSecret,
    });
    const app = t;
    const s = await rentSetup(app);
    const res = await s.tenantClient.post("/api/create-payment-intent", { idempotencyKey: "card-key-0001" });
    expect(res.status).toBe(200);
    const body = res.body as {
      clientSecret: string;
      reference: string;
      provider: string;
      publishableKey: string;
    };
    const pi = fake.intentFor(body.reference)!;
    expect(body).toMatchObject({
      provider: "stripe",
      clientSecret: pi.client_secret,
      publishableKey: "pk_test_fake",
    });
    expect(pi).toMatchObject({ amount: 1_500_000, currency: "ugx" });

    fake.confirm(pi.id, "succeeded");
    const url = "/api/payments/webhook/stripe";
    const forged = fake.webhook(pi.id, { secret: "whsec_forged" });
    expect((await deliver(app, url, forged)).statusCode).toBe(401);
    const stale = fake.webhook(pi.id, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect((await deliver(app, url, stale)).statusCode).toBe(401);
    // A refused webhook starts no settle: nothing to wait for.
    expect((await paymentRow(app.database.db, body.reference)).status).toBe("pending");

    expect((await deliver(app, url, fake.webhook(pi.id))).statusCode).toBe(200);
    const settled = await waitForSettled(app.database.db, body.reference);
    expect(settled).toMatchObject({ status: "succeeded", amount: 1_500_000, providerReference: pi.id });
    expect((await deliver(app, url, fake.webhook(pi.id))).statusCode).toBe(200);
    await waitForEvents(app.database.db, body.reference, "callback", 2);
    expect(await countRows(app, settled.id)).toEqual({ receipts: 1, allocations: 1 });
  });
});
