import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { msg } from "../../../../common/i18n/message";
import { captureLog } from "./fakes/capture-log";
import { fakeWebhookRequest, requestFromCallback } from "./fakes/fake-request";
import { FAKE_AMOUNT, FAKE_PHONE_SUFFIX, fakePhone } from "./fakes/fake-server";
import { type MtnMomoFake, type MtnMomoFakeOptions, startMtnMomoFake } from "./fakes/mtn-momo-fake";
import { createMtnMomoProvider } from "./mtn-momo";
import type { InitiateRequest } from "./provider";
import { ProviderUnavailableError } from "./provider";

const CALLBACK = "https://nyumba.example/api/payments/callback/mtn-momo";
let fake: MtnMomoFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function setup(fakeOpts: MtnMomoFakeOptions = {}, timeoutMs = 2_000) {
  fake = await startMtnMomoFake(fakeOpts);
  const log = captureLog();
  const provider = createMtnMomoProvider({
    ...fake.config,
    publicUrl: "https://nyumba.example",
    log,
    timeoutMs,
  });
  return { fake, provider, log };
}

function request(over: Partial<InitiateRequest> = {}): InitiateRequest {
  return {
    reference: randomUUID(),
    amount: 50_000,
    currency: "UGX",
    phone: "+256772123456",
    network: "MTN",
    description: "Rent for Unit 4B, March",
    callbackUrl: CALLBACK,
    returnUrl: "https://nyumba.example/payment-success",
    ...over,
  };
}

describe("MTN MoMo adapter against the fake", () => {
  it("requests to pay with MTN's headers and body, then reports success with the amount", async () => {
    const { fake, provider } = await setup();
    const req = request();
    const started = await provider.initiate(req);
    expect(started).toEqual({ status: "pending", providerReference: req.reference });
    expect(started.authorizationUrl).toBeUndefined();

    const token = fake.requests.find((r) => r.path === "/collection/token/")!;
    const basic = Buffer.from(`${fake.config.apiUser}:${fake.config.apiKey}`).toString("base64");
    expect(token.headers.authorization).toBe(`Basic ${basic}`);
    expect(token.headers["ocp-apim-subscription-key"]).toBe(fake.config.subscriptionKey);

    const rtp = fake.requests.find((r) => r.path === "/collection/v1_0/requesttopay")!;
    expect(rtp.method).toBe("POST");
    expect(rtp.headers["x-reference-id"]).toBe(req.reference);
    expect(rtp.headers["x-reference-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(rtp.headers["x-target-environment"]).toBe("mtnuganda");
    expect(rtp.headers["x-callback-url"]).toBe(CALLBACK);
    expect(rtp.headers["ocp-apim-subscription-key"]).toBe(fake.config.subscriptionKey);
    expect(rtp.headers.authorization).toMatch(/^Bearer \S+$/);
    expect(rtp.json).toEqual({
      amount: "50000",
      currency: "UGX",
      externalId: req.reference,
      payer: { partyIdType: "MSISDN", partyId: "256772123456" },
      payerMessage: req.description,
      payeeNote: req.description,
    });

    const status = await provider.status(req.reference);
    expect(status).toMatchObject({ status: "succeeded", amount: 50_000, currency: "UGX" });
    expect(status.providerReference).toBe(fake.payments.get(req.reference)!.financialTransactionId);
    expect(fake.requests.at(-1)!.path).toBe(`/collection/v1_0/requesttopay/${req.reference}`);
  });

  it("stays pending until the payer answers", async () => {
    const { fake, provider } = await setup({ completeAfterMs: null });
    const req = request();
    await provider.initiate(req);
    expect((await provider.status(req.reference)).status).toBe("pending");
    fake.complete(req.reference);
    expect((await provider.status(req.reference)).status).toBe("succeeded");
  });

  it("another process can play the payer through the fake's control endpoint", async () => {
    const { fake, provider } = await setup({ completeAfterMs: null });
    const req = request();
    await provider.initiate(req);
    const res = await fetch(`${fake.url}/__fake/complete/${req.reference}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ status: "FAILED", reason: "APPROVAL_REJECTED" }),
    });
    expect(res.status).toBe(200);
    expect(await provider.status(req.reference)).toMatchObject({
      status: "failed",
      failureReason: msg("payments.reasonDeclined"),
    });
  });

  it("a payer who declines: failed, 'Declined by payer'", async () => {
    const { provider } = await setup();
    const req = request({ phone: fakePhone(FAKE_PHONE_SUFFIX.declined) });
    expect((await provider.initiate(req)).status).toBe("pending");
    expect(await provider.status(req.reference)).toMatchObject({
      status: "failed",
      failureReason: msg("payments.reasonDeclined"),
    });
  });

  it("insufficient funds: failed, 'Insufficient funds'", async () => {
    const { provider } = await setup();
    const req = request({ phone: fakePhone(FAKE_PHONE_SUFFIX.insufficientFunds) });
    await provider.initiate(req);
    expect(await provider.status(req.reference)).toMatchObject({
      status: "failed",
      failureReason: msg("payments.reasonInsufficientFunds"),
      amount: 50_000,
    });
  });

  it("an older-style reason object is understood too", async () => {
    const { fake, provider } = await setup();
    const req = request();
    await provider.initiate(req);
    fake.override({
      method: "GET",
      reply: {
        status: 200,
        body: { amount: "50000", currency: "UGX", status: "FAILED", reason: { code: "PAYER_NOT_FOUND" } },
      },
    });
    expect(await provider.status(req.reference)).toMatchObject({
      status: "failed",
      failureReason: msg("payments.reasonMtnPayerNotFound"),
    });
  });

  it("a payer who never answers stays pending", async () => {
    const { provider } = await setup();
    const req = request({ phone: fakePhone(FAKE_PHONE_SUFFIX.neverCompletes) });
    await provider.initiate(req);
    expect((await provider.status(req.reference)).status).toBe("pending");
  });

  it("no answer within the timeout: ProviderUnavailableError", async () => {
    const { provider } = await setup({}, 300);
    const started = Date.now();
    await expect(
      provider.initiate(request({ phone: fakePhone(FAKE_PHONE_SUFFIX.hang) })),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("a 5xx answer: ProviderUnavailableError (request and status)", async () => {
    const { fake, provider } = await setup();
    await expect(
      provider.initiate(request({ phone: fakePhone(FAKE_PHONE_SUFFIX.serverError) })),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
    const req = request();
    await provider.initiate(req);
    fake.override({ method: "GET", reply: { status: 503, body: "Service Unavailable" } });
    await expect(provider.status(req.reference)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it("a slow answer within the timeout succeeds", async () => {
    const { provider } = await setup({ slowMs: 150 }, 1_000);
    const req = request({ amount: FAKE_AMOUNT.slow });
    expect((await provider.initiate(req)).status).toBe("pending");
    expect(await provider.status(req.reference)).toMatchObject({ status: "succeeded", amount: 999 });
  });

  it("a repeated reference (409 at MTN) counts as already initiated", async () => {
    const { fake, provider } = await setup({ completeAfterMs: null });
    const req = request();
    expect((await provider.initiate(req)).status).toBe("pending");
    expect(await provider.initiate(req)).toEqual({ status: "pending", providerReference: req.reference });
    const rtps = fake.requests.filter((r) => r.path === "/collection/v1_0/requesttopay");
    expect(rtps).toHaveLength(2);
    expect(fake.payments.size).toBe(1);
  });

  it("a request MTN refuses (4xx) fails with its reason", async () => {
    const { fake, provider } = await setup();
    fake.override({
      path: "/collection/v1_0/requesttopay",
      reply: {
        status: 400,
        body: { code: "INVALID_CALLBACK_URL_HOST", message: "Callback URL host invalid" },
      },
    });
    expect(await provider.initiate(request())).toEqual({
      status: "failed",
      failureReason: msg("payments.reasonMtnCallbackRejected"),
    });
  });

  it("an unknown reference: failed, 'Unknown payment'", async () => {
    const { provider } = await setup();
    expect(await provider.status(randomUUID())).toEqual({
      status: "failed",
      failureReason: msg("payments.reasonUnknownPayment"),
    });
  });

  it("caches the access token: one token call for several requests", async () => {
    const { fake, provider } = await setup();
    const a = request();
    const b = request();
    await Promise.all([provider.initiate(a), provider.initiate(b)]);
    await provider.status(a.reference);
    await provider.status(b.reference);
    expect(fake.tokenCalls()).toBe(1);
  });

  it("a revoked token (401) is replaced once and the call retried", async () => {
    const { fake, provider } = await setup();
    const req = request();
    await provider.initiate(req);
    fake.revokeTokens();
    expect((await provider.status(req.reference)).status).toBe("succeeded");
    expect(fake.tokenCalls()).toBe(2);
  });

  it("fetches a new token when the old one is about to expire", async () => {
    const { fake, provider } = await setup({ tokenExpiresIn: 3600 });
    await provider.initiate(request());
    await provider.initiate(request());
    expect(fake.tokenCalls()).toBe(1);
    // 59 minutes later: inside the refresh margin (a minute before MTN's expiry).
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 59 * 60_000 + 1_000);
      await provider.initiate(request());
    } finally {
      vi.useRealTimers();
    }
    expect(fake.tokenCalls()).toBe(2);
  });

  it("wrong API credentials: ProviderUnavailableError, logged as an error", async () => {
    fake = await startMtnMomoFake();
    const log = captureLog();
    const provider = createMtnMomoProvider({
      ...fake.config,
      apiKey: "wrong",
      publicUrl: "https://nyumba.example",
      log,
      timeoutMs: 2_000,
    });
    await expect(provider.initiate(request())).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(log.lines.some((l) => l.includes('"error"') && l.includes("credentials"))).toBe(true);
  });

  it("MTN's sandbox environment only takes EUR: sent as EUR, reported as UGX", async () => {
    const { fake, provider } = await setup({ targetEnvironment: "sandbox" });
    const req = request();
    await provider.initiate(req);
    expect(
      (fake.requests.find((r) => r.path.endsWith("/requesttopay"))!.json as { currency: string }).currency,
    ).toBe("EUR");
    expect(await provider.status(req.reference)).toMatchObject({ status: "succeeded", currency: "UGX" });
  });

  it("accepts MTN's callback by POST and by PUT, taking only the reference", async () => {
    const { fake, provider } = await setup();
    const req = request();
    await provider.initiate(req);
    expect(await provider.verifyWebhook(requestFromCallback(fake.callback(req.reference, "POST")))).toEqual({
      reference: req.reference,
    });
    expect(await provider.verifyWebhook(requestFromCallback(fake.callback(req.reference, "PUT")))).toEqual({
      reference: req.reference,
    });
    const other = randomUUID();
    expect(await provider.verifyWebhook(fakeWebhookRequest({ body: { referenceId: other } }))).toEqual({
      reference: other,
    });
    expect(
      await provider.verifyWebhook(fakeWebhookRequest({ method: "GET", body: { externalId: other } })),
    ).toBe(null);
    expect(await provider.verifyWebhook(fakeWebhookRequest({ body: { externalId: "not-a-uuid" } }))).toBe(
      null,
    );
    expect(await provider.verifyWebhook(fakeWebhookRequest({ body: undefined }))).toBe(null);
  });

  it("delivers the callback to X-Callback-Url by itself when asked to", async () => {
    const received: string[] = [];
    const { createServer } = await import("node:http");
    const sink = createServer((r, res) => {
      let body = "";
      r.on("data", (c) => {
        body += c;
      });
      r.on("end", () => {
        received.push(`${r.method} ${body}`);
        res.end();
      });
    });
    await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve));
    const port = (sink.address() as { port: number }).port;
    try {
      const { fake, provider } = await setup({ completeAfterMs: null, autoCallback: true });
      const req = request({ callbackUrl: `http://127.0.0.1:${port}/cb` });
      await provider.initiate(req);
      fake.complete(req.reference);
      await expect.poll(() => received.length).toBe(1);
      expect(received[0]).toContain(`"externalId":"${req.reference}"`);
      expect(received[0]).toContain('"status":"SUCCESSFUL"');
      const res = await fake.sendCallback(req.reference, { method: "PUT" });
      expect(res.status).toBe(200);
      expect(received[1]).toMatch(/^PUT /);
    } finally {
      sink.closeAllConnections();
      await new Promise((r) => sink.close(r));
    }
  });

  it("never logs keys, tokens or whole phone numbers", async () => {
    const { fake, provider, log } = await setup();
    const req = request();
    await provider.initiate(req);
    await provider.status(req.reference);
    await expect(
      provider.initiate(request({ phone: fakePhone(FAKE_PHONE_SUFFIX.serverError) })),
    ).rejects.toThrow();
    const text = log.text();
    expect(log.lines.length).toBeGreaterThan(0);
    expect(text).not.toContain(fake.config.apiKey);
    expect(text).not.toContain(fake.config.subscriptionKey);
    expect(text).not.toContain(
      Buffer.from(`${fake.config.apiUser}:${fake.config.apiKey}`).toString("base64"),
    );
    expect(text).not.toContain("256772123456");
    const bearer = String(
      fake.requests.find((r) => r.headers.authorization?.startsWith("Bearer"))!.headers.authorization,
    );
    expect(text).not.toContain(bearer.slice(7));
  });
});
