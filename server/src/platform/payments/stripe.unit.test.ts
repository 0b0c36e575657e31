import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { msg } from "../../../../common/i18n/message";
import { captureLog } from "./fakes/capture-log";
import { fakeWebhookRequest, requestFromCallback } from "./fakes/fake-request";
import { FAKE_AMOUNT } from "./fakes/fake-server";
import { type StripeFake, type StripeFakeOptions, startStripeFake } from "./fakes/stripe-fake";
import type { InitiateRequest } from "./provider";
import { ProviderSignatureError, ProviderUnavailableError } from "./provider";
import { createStripeProvider, stripeSignature, verifyStripeSignature } from "./stripe";

let fake: StripeFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function setup(fakeOpts: StripeFakeOptions = {}, timeoutMs = 2_000) {
  fake = await startStripeFake(fakeOpts);
  const log = captureLog();
  const make = () =>
    createStripeProvider({ ...fake!.config, publicUrl: "https://nyumba.example", log, timeoutMs });
  return { fake, provider: make(), make, log };
}

function request(over: Partial<InitiateRequest> = {}): InitiateRequest {
  return {
    reference: randomUUID(),
    amount: 50_000,
    currency: "UGX",
    email: "tenant@example.com",
    description: "Rent for Unit 4B, March",
    callbackUrl: "https://nyumba.example/api/payments/webhook/stripe",
    returnUrl: "https://nyumba.example/payment-success",
    ...over,
  };
}

describe("Stripe adapter against the fake", () => {
  it("creates a PaymentIntent (form-encoded, idempotent) and hands back its client secret", async () => {
    const { fake, provider } = await setup();
    const req = request();
    const started = await provider.initiate(req);
    const pi = fake.intentFor(req.reference)!;
    expect(started).toEqual({ status: "pending", providerReference: pi.id, clientSecret: pi.client_secret });

    const create = fake.requests.find((r) => r.path === "/v1/payment_intents")!;
    expect(create.headers.authorization).toBe(`Bearer ${fake.config.secretKey}`);
    expect(create.headers["idempotency-key"]).toBe(req.reference);
    expect(create.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    const form = new URLSearchParams(create.body);
    expect(form.get("amount")).toBe("50000"); // UGX is zero-decimal: the integer as is
    expect(form.get("currency")).toBe("ugx");
    expect(form.get("metadata[reference]")).toBe(req.reference);
    expect(form.get("automatic_payment_methods[enabled]")).toBe("true");
  });

  it("USD amounts (cents) go as they are, currency lower-case", async () => {
    const { fake, provider } = await setup();
    await provider.initiate(request({ amount: 2_500, currency: "USD" }));
    const form = new URLSearchParams(fake.requests.at(-1)!.body);
    expect(form.get("amount")).toBe("2500");
    expect(form.get("currency")).toBe("usd");
  });

  it("a confirmed card: succeeded, with the amount received", async () => {
    const { fake, provider } = await setup();
    const req = request();
    await provider.initiate(req);
    expect((await provider.status(req.reference)).status).toBe("pending");
    fake.confirm(fake.intentFor(req.reference)!.id, "succeeded");
    expect(await provider.status(req.reference)).toEqual({
      status: "succeeded",
      amount: 50_000,
      currency: "UGX",
      providerReference: fake.intentFor(req.reference)!.id,
    });
  });

  it("a declined card fails; insufficient funds says so; a cancelled intent fails", async () => {
    const { fake, provider } = await setup();
    const declined = request();
    const poor = request();
    const cancelled = request();
    for (const r of [declined, poor, cancelled]) await provider.initiate(r);
    fake.confirm(fake.intentFor(declined.reference)!.id, "declined");
    fake.confirm(fake.intentFor(poor.reference)!.id, "insufficient_funds");
    fake.confirm(fake.intentFor(cancelled.reference)!.id, "canceled");
    expect(await provider.status(declined.reference)).toMatchObject({
      status: "failed",
      failureReason: "Your card was declined.",
    });
    expect(await provider.status(poor.reference)).toMatchObject({
      status: "failed",
      failureReason: msg("payments.reasonInsufficientFunds"),
    });
    expect(await provider.status(cancelled.reference)).toMatchObject({ status: "failed" });
  });

  it("finds the intent by Search from another process (no remembered id)", async () => {
    const { fake, provider, make } = await setup();
    const req = request();
    await provider.initiate(req);
    fake.confirm(fake.intentFor(req.reference)!.id, "succeeded");
    const other = make();
    expect((await other.status(req.reference)).status).toBe("succeeded");
    const search = fake.requests.find((r) => r.path === "/v1/payment_intents/search")!;
    expect(search.query.get("query")).toBe(`metadata['reference']:'${req.reference}'`);
    // A PaymentIntent id works directly too.
    expect((await make().status(fake.intentFor(req.reference)!.id)).status).toBe("succeeded");
  });

  it("an intent not yet visible to Search stays pending", async () => {
    const { provider, make } = await setup({ searchLagMs: 60_000 });
    const req = request();
    await provider.initiate(req);
    expect(await make().status(req.reference)).toEqual({ status: "pending" });
  });

  it("the same reference twice: the same intent (Stripe replays the idempotent request)", async () => {
    const { fake, provider } = await setup();
    const req = request();
    const first = await provider.initiate(req);
    const second = await provider.initiate(req);
    expect(second).toEqual(first);
    expect(fake.intents.size).toBe(1);
    // Reused with other parameters: Stripe refuses (idempotency_error); the existing intent is reported.
    const third = await provider.initiate({ ...req, amount: 60_000 });
    expect(third).toEqual(first);
    expect(fake.intents.size).toBe(1);
  });

  it("a refused request (4xx) fails with Stripe's message", async () => {
    const { fake, provider } = await setup();
    fake.override({
      method: "POST",
      reply: {
        status: 400,
        body: { error: { type: "invalid_request_error", message: "Amount must be at least 3,700 UGX" } },
      },
    });
    expect(await provider.initiate(request({ amount: 100 }))).toEqual({
      status: "failed",
      failureReason: "Amount must be at least 3,700 UGX",
    });
  });

  it("no answer within the timeout, or a 5xx: ProviderUnavailableError", async () => {
    const { provider } = await setup({}, 300);
    await expect(provider.initiate(request({ amount: FAKE_AMOUNT.hang }))).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
    await expect(provider.initiate(request({ amount: FAKE_AMOUNT.serverError }))).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
  });

  it("a slow answer within the timeout succeeds", async () => {
    const { provider } = await setup({ slowMs: 150 }, 1_000);
    const req = request({ amount: FAKE_AMOUNT.slow });
    expect((await provider.initiate(req)).status).toBe("pending");
  });

  it("a wrong secret key: ProviderUnavailableError, the key never logged", async () => {
    fake = await startStripeFake();
    const log = captureLog();
    const provider = createStripeProvider({
      ...fake.config,
      secretKey: "sk_test_wrong",
      publicUrl: "https://nyumba.example",
      log,
      timeoutMs: 2_000,
    });
    await expect(provider.initiate(request())).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(log.text()).not.toContain("sk_test_wrong");
  });
});

describe("Stripe webhooks", () => {
  it("a correctly signed payment_intent.succeeded gives our reference", async () => {
    const { fake, provider } = await setup();
    const req = request();
    await provider.initiate(req);
    const pi = fake.confirm(fake.intentFor(req.reference)!.id, "succeeded");
    expect(await provider.verifyWebhook(requestFromCallback(fake.webhook(pi.id)))).toEqual({
      reference: req.reference,
    });
    // payment_failed too; and a Buffer raw body is fine.
    const failed = fake.webhook(pi.id, { type: "payment_intent.payment_failed" });
    expect(
      await provider.verifyWebhook(
        fakeWebhookRequest({
          headers: failed.headers,
          body: JSON.parse(failed.body),
          rawBody: Buffer.from(failed.body),
        }),
      ),
    ).toEqual({ reference: req.reference });
  });

  it("other event types are ignored (null)", async () => {
    const { fake, provider } = await setup();
    const req = request();
    await provider.initiate(req);
    const pi = fake.intentFor(req.reference)!;
    expect(
      await provider.verifyWebhook(requestFromCallback(fake.webhook(pi.id, { type: "charge.refunded" }))),
    ).toBe(null);
  });

  it("refuses a wrong secret, a tampered body, a stale timestamp, a missing header or raw body", async () => {
    const { fake, provider } = await setup();
    const req = request();
    await provider.initiate(req);
    const pi = fake.confirm(fake.intentFor(req.reference)!.id, "succeeded");

    const wrongSecret = fake.webhook(pi.id, { secret: "whsec_other" });
    await expect(provider.verifyWebhook(requestFromCallback(wrongSecret))).rejects.toBeInstanceOf(
      ProviderSignatureError,
    );

    const good = fake.webhook(pi.id);
    const tampered = { ...good, body: good.body.replace(/"amount": 50000/, '"amount": 1') };
    expect(tampered.body).not.toBe(good.body);
    await expect(provider.verifyWebhook(requestFromCallback(tampered))).rejects.toBeInstanceOf(
      ProviderSignatureError,
    );

    const stale = fake.webhook(pi.id, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    await expect(provider.verifyWebhook(requestFromCallback(stale))).rejects.toThrow(/tolerance/);

    await expect(
      provider.verifyWebhook(fakeWebhookRequest({ body: JSON.parse(good.body), rawBody: good.body })),
    ).rejects.toBeInstanceOf(ProviderSignatureError);

    // Without the raw body the signature cannot be checked (a re-serialised body would not match).
    await expect(
      provider.verifyWebhook(fakeWebhookRequest({ headers: good.headers, body: JSON.parse(good.body) })),
    ).rejects.toThrow(/raw body/);
  });

  it("accepts any matching v1 (secret roll) and a timestamp within five minutes", () => {
    const body = '{"type":"payment_intent.succeeded"}';
    const now = 1_700_000_000;
    const t = now - 299;
    const good = stripeSignature("whsec_a", t, body);
    expect(() =>
      verifyStripeSignature(body, `t=${t},v1=${"0".repeat(64)},v1=${good},v0=abc`, "whsec_a", now),
    ).not.toThrow();
    expect(() => verifyStripeSignature(body, `t=${t}`, "whsec_a", now)).toThrow(ProviderSignatureError);
    expect(() => verifyStripeSignature(body, `v1=${good}`, "whsec_a", now)).toThrow(ProviderSignatureError);
    const staleT = now - 301;
    const staleSig = stripeSignature("whsec_a", staleT, body);
    expect(() => verifyStripeSignature(body, `t=${staleT},v1=${staleSig}`, "whsec_a", now)).toThrow(
      /tolerance/,
    );
  });
});
