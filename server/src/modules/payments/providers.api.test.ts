import { afterEach, describe, expect, it } from "vitest";
import { translator } from "../../platform/i18n";
import { FAKE_AMOUNT, FAKE_PHONE_SUFFIX, fakePhone } from "../../platform/payments/fakes/fake-server";
import { startMtnMomoFake } from "../../platform/payments/fakes/mtn-momo-fake";
import { startStripeFake } from "../../platform/payments/fakes/stripe-fake";
import { paymentRow, rentSetup, startMomo } from "../../test/payment-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * The payments service with the real adapters against the local fakes: what providers-flow.api.test.ts (the
 * callback and webhook flows) does not cover.
 */

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function appWith(env: Record<string, string>): Promise<TestApp> {
  const t = await createTestApp(env);
  cleanups.push(() => t.close());
  return t;
}

describe("MTN MoMo", () => {
  async function setup() {
    const fake = await startMtnMomoFake({ completeAfterMs: null });
    cleanups.push(() => fake.close());
    const t = await appWith({
      PAYMENT_PROVIDER: "mtn-momo",
      MTN_MOMO_BASE_URL: fake.config.baseUrl,
      MTN_MOMO_SUBSCRIPTION_KEY: fake.config.subscriptionKey,
      MTN_MOMO_API_USER: fake.config.apiUser,
      MTN_MOMO_API_KEY: fake.config.apiKey,
      MTN_MOMO_TARGET_ENVIRONMENT: fake.config.targetEnvironment,
    });
    return { fake, t, s: await rentSetup(t) };
  }

  it("a real provider's request stays open 30 minutes", async () => {
    const { t, s } = await setup();
    const started = await startMomo(s.tenantClient);
    expect(started.message).toBe(
      "Payment of UGX 1,500,000 to Ssentongo Properties Ltd started. Check your phone (+256 772 123 456) and enter your PIN to approve it.",
    );
    const p = await paymentRow(t.database.db, started.reference);
    expect(p.expiresAt.getTime() - p.createdAt.getTime()).toBeGreaterThan(29 * 60_000);
    expect(p.expiresAt.getTime() - p.createdAt.getTime()).toBeLessThan(31 * 60_000);
  });

  it("insufficient funds comes back as the failure reason; verify polls MTN itself", async () => {
    const { fake, t, s } = await setup();
    const phone = fakePhone(FAKE_PHONE_SUFFIX.insufficientFunds);
    const started = await startMomo(s.tenantClient, { phoneNumber: phone });
    fake.complete(started.reference);
    const verify = await s.tenantClient.post("/api/direct-mobile-money-transfer/verify", {
      reference: started.reference,
    });
    expect(verify.body).toMatchObject({ success: false, status: "failed", message: "Insufficient funds" });
    expect((await paymentRow(t.database.db, started.reference)).status).toBe("failed");
  });

  it("MTN down when paying: the payment stays pending and will be confirmed later", async () => {
    const { t, s } = await setup();
    const started = await startMomo(s.tenantClient, { amount: FAKE_AMOUNT.serverError });
    expect(started.success).toBe(true);
    expect(started.message).toBe(
      "MTN Mobile Money is slow to answer. Your payment of UGX 5,003 will be confirmed shortly.",
    );
    expect((await paymentRow(t.database.db, started.reference)).status).toBe("pending");
  });

  it("a refused request to pay fails at once with the provider's reason", async () => {
    const { fake, t, s } = await setup();
    fake.override({
      method: "POST",
      path: "/collection/v1_0/requesttopay",
      reply: { status: 400, body: { code: "PAYER_NOT_FOUND", message: "Payer not found" } },
    });
    const res = await s.tenantClient.post("/api/direct-mobile-money-transfer", {
      phoneNumber: "0772 123 456",
      provider: "MTN Mobile Money",
      accountName: "Amina Nakitto",
      idempotencyKey: "payer-not-found-1",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: false,
      message: "No MTN Mobile Money account for this number",
      authorization_url: null,
    });
    const row = await paymentRow(t.database.db, res.body.reference as string);
    expect(row.status).toBe("failed");
    // Stored as a catalogue message, shown in the reader's words.
    expect(translator().text(row.failureReason!)).toBe("No MTN Mobile Money account for this number");
  });

  it("the sandbox-only and unconfigured providers' webhooks are not there", async () => {
    const { t } = await setup();
    const res = await t.app.inject({ method: "POST", url: "/api/payments/webhook/flutterwave", payload: {} });
    expect(res.statusCode).toBe(404);
  });
});

describe("Stripe cards", () => {
  async function setup() {
    const fake = await startStripeFake();
    cleanups.push(() => fake.close());
    const t = await appWith({
      STRIPE_BASE_URL: fake.config.baseUrl,
      STRIPE_SECRET_KEY: fake.config.secretKey,
      STRIPE_PUBLISHABLE_KEY: fake.config.publishableKey,
      STRIPE_WEBHOOK_SECRET: fake.config.webhookSecret,
    });
    return { fake, t, s: await rentSetup(t) };
  }

  it("the intent answer carries Stripe's client secret and publishable key; the same key replays it", async () => {
    const { fake, s } = await setup();
    const res = await s.tenantClient.post("/api/create-payment-intent", { idempotencyKey: "stripe-key-1" });
    expect(res.status).toBe(200);
    const reference = res.body.reference as string;
    const intent = fake.intentFor(reference)!;
    expect(res.body).toEqual({
      clientSecret: intent.client_secret,
      reference,
      provider: "stripe",
      publishableKey: fake.config.publishableKey,
      authorization_url: null,
    });
    const again = await s.tenantClient.post("/api/create-payment-intent", { idempotencyKey: "stripe-key-1" });
    expect(again.body).toEqual(res.body);
    expect(fake.intents.size).toBe(1);
  });

  it("confirm-payment with the PaymentIntent id settles without waiting for the webhook", async () => {
    const { fake, t, s } = await setup();
    const res = await s.tenantClient.post("/api/create-payment-intent", { idempotencyKey: "stripe-key-2" });
    const reference = res.body.reference as string;
    const p = await paymentRow(t.database.db, reference);
    const intent = fake.intentFor(reference)!;
    expect(p.providerReference).toBe(intent.id);
    fake.confirm(intent.id, "insufficient_funds");
    const wrong = await s.tenantClient.post("/api/confirm-payment", {
      paymentId: p.id,
      stripePaymentIntentId: reference,
    });
    expect(wrong.status).toBe(400);
    const confirm = await s.tenantClient.post("/api/confirm-payment", {
      paymentId: p.id,
      stripePaymentIntentId: intent.id,
    });
    expect(confirm.body).toMatchObject({ success: false, status: "failed", message: "Insufficient funds" });
  });
});
