import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { msg } from "../../../../common/i18n/message";
import { captureLog } from "./fakes/capture-log";
import { fakeWebhookRequest, requestFromCallback } from "./fakes/fake-request";
import { FAKE_AMOUNT, FAKE_PHONE_SUFFIX, fakePhone } from "./fakes/fake-server";
import {
  type FlutterwaveFake,
  type FlutterwaveFakeOptions,
  startFlutterwaveFake,
} from "./fakes/flutterwave-fake";
import { createFlutterwaveProvider, ugandanNetwork } from "./flutterwave";
import type { InitiateRequest } from "./provider";
import { ProviderSignatureError, ProviderUnavailableError } from "./provider";

let fake: FlutterwaveFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function setup(fakeOpts: FlutterwaveFakeOptions = {}, timeoutMs = 2_000) {
  fake = await startFlutterwaveFake(fakeOpts);
  const log = captureLog();
  const provider = createFlutterwaveProvider({
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
    email: "tenant@example.com",
    payerName: "Amina Nakato",
    description: "Rent for Unit 4B, March",
    callbackUrl: "https://nyumba.example/api/payments/webhook/flutterwave",
    returnUrl: "https://nyumba.example/payment-success?reference=x",
    ...over,
  };
}

describe("Flutterwave adapter against the fake", () => {
  it("charges Uganda mobile money, returns the redirect, then reports success with the amount", async () => {
    const { fake, provider } = await setup();
    const req = request({ subaccountId: "RS_LANDLORD1" });
    const started = await provider.initiate(req);
    expect(started.status).toBe("pending");
    expect(started.authorizationUrl).toMatch(new RegExp(`^${fake.url}/authorize/\\d+$`));

    const charge = fake.requests.find((r) => r.path === "/v3/charges")!;
    expect(charge.method).toBe("POST");
    expect(charge.query.get("type")).toBe("mobile_money_uganda");
    expect(charge.headers.authorization).toBe(`Bearer ${fake.config.secretKey}`);
    expect(charge.json).toEqual({
      tx_ref: req.reference,
      amount: 50_000,
      currency: "UGX",
      email: "tenant@example.com",
      phone_number: "256772123456",
      network: "MTN",
      fullname: "Amina Nakato",
      redirect_url: req.returnUrl,
      meta: { reference: req.reference },
      subaccounts: [{ id: "RS_LANDLORD1" }],
    });

    const status = await provider.status(req.reference);
    expect(status).toEqual({
      status: "succeeded",
      amount: 50_000,
      currency: "UGX",
      providerReference: String(fake.transactions.get(req.reference)!.id),
    });
    const verify = fake.requests.at(-1)!;
    expect(verify.path).toBe("/v3/transactions/verify_by_reference");
    expect(verify.query.get("tx_ref")).toBe(req.reference);
  });

  it("works out the network from the number when not given, and falls back to a payer e-mail", async () => {
    const { fake, provider } = await setup();
    await provider.initiate(request({ phone: "+256752123456", network: undefined, email: undefined }));
    expect(fake.requests.at(-1)!.json).toMatchObject({ network: "AIRTEL", email: "payments@nyumba.example" });
    expect(ugandanNetwork("256772123456")).toBe("MTN");
    expect(ugandanNetwork("256702123456")).toBe("AIRTEL");
    expect(ugandanNetwork("256392123456")).toBeUndefined();
    expect(await provider.initiate(request({ phone: "+256392123456", network: undefined }))).toMatchObject({
      status: "failed",
    });
  });

  it("stays pending until the payer approves", async () => {
    const { fake, provider } = await setup({ completeAfterMs: null });
    const req = request();
    await provider.initiate(req);
    expect((await provider.status(req.reference)).status).toBe("pending");
    fake.complete(req.reference);
    expect((await provider.status(req.reference)).status).toBe("succeeded");
  });

  it("a payer who declines: failed, 'Declined by payer'", async () => {
    const { provider } = await setup();
    const req = request({ phone: fakePhone(FAKE_PHONE_SUFFIX.declined) });
    await provider.initiate(req);
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
    });
  });

  it("a charge Flutterwave refuses (400) fails with its message", async () => {
    const { provider } = await setup();
    expect(await provider.initiate(request({ phone: fakePhone(FAKE_PHONE_SUFFIX.payerNotFound) }))).toEqual({
      status: "failed",
      failureReason: "Mobile money account not found for this number",
    });
  });

  it("no answer within the timeout: ProviderUnavailableError", async () => {
    const { provider } = await setup({}, 300);
    await expect(
      provider.initiate(request({ phone: fakePhone(FAKE_PHONE_SUFFIX.hang) })),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it("a 5xx answer: ProviderUnavailableError (charge and verify)", async () => {
    const { fake, provider } = await setup();
    await expect(
      provider.initiate(request({ phone: fakePhone(FAKE_PHONE_SUFFIX.serverError) })),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
    const req = request();
    await provider.initiate(req);
    fake.override({ method: "GET", reply: { status: 502, body: "Bad gateway" } });
    await expect(provider.status(req.reference)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it("a slow answer within the timeout succeeds", async () => {
    const { provider } = await setup({ slowMs: 150 }, 1_000);
    const req = request({ amount: FAKE_AMOUNT.slow });
    expect((await provider.initiate(req)).status).toBe("pending");
    expect(await provider.status(req.reference)).toMatchObject({ status: "succeeded", amount: 999 });
  });

  it("a repeated tx_ref reports the existing charge instead of failing", async () => {
    const { fake, provider } = await setup({ completeAfterMs: null });
    const req = request();
    await provider.initiate(req);
    const again = await provider.initiate(req);
    expect(again.status).toBe("pending");
    expect(again.providerReference).toBe(String(fake.transactions.get(req.reference)!.id));
    fake.complete(req.reference);
    expect((await provider.initiate(req)).status).toBe("succeeded");
    expect(fake.transactions.size).toBe(1);
  });

  it("an unknown tx_ref: failed, 'Unknown payment'", async () => {
    const { provider } = await setup();
    expect(await provider.status(randomUUID())).toEqual({
      status: "failed",
      failureReason: msg("payments.reasonUnknownPayment"),
    });
  });

  it("never trusts a verify answer for another tx_ref", async () => {
    const { fake, provider } = await setup();
    const req = request();
    await provider.initiate(req);
    fake.override({
      method: "GET",
      reply: {
        status: 200,
        body: { status: "success", data: { tx_ref: "someone-else", status: "successful", amount: 50_000 } },
      },
    });
    await expect(provider.status(req.reference)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it("a wrong secret key: ProviderUnavailableError, logged as an error, key not logged", async () => {
    fake = await startFlutterwaveFake();
    const log = captureLog();
    const provider = createFlutterwaveProvider({
      ...fake.config,
      secretKey: "FLWSECK_TEST-wrong-X",
      publicUrl: "https://nyumba.example",
      log,
      timeoutMs: 2_000,
    });
    await expect(provider.initiate(request())).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(log.lines.some((l) => l.includes('"error"'))).toBe(true);
    expect(log.text()).not.toContain("FLWSECK_TEST-wrong-X");
    expect(log.text()).not.toContain("256772123456");
  });

  it("webhook with the right verif-hash gives the tx_ref", async () => {
    const { fake, provider } = await setup();
    const req = request();
    await provider.initiate(req);
    expect(await provider.verifyWebhook(requestFromCallback(fake.webhook(req.reference)))).toEqual({
      reference: req.reference,
    });
    // The older payload shape (txRef at the top level).
    expect(
      await provider.verifyWebhook(
        fakeWebhookRequest({
          headers: { "verif-hash": fake.config.webhookHash },
          body: { txRef: req.reference },
        }),
      ),
    ).toEqual({ reference: req.reference });
    // Signed but nothing we handle (no tx_ref): ignored.
    expect(
      await provider.verifyWebhook(
        fakeWebhookRequest({
          headers: { "verif-hash": fake.config.webhookHash },
          body: { event: "transfer.completed", data: { reference: "x" } },
        }),
      ),
    ).toBe(null);
  });

  it("webhook with a wrong or missing verif-hash: ProviderSignatureError", async () => {
    const { fake, provider } = await setup();
    const req = request();
    await provider.initiate(req);
    await expect(
      provider.verifyWebhook(requestFromCallback(fake.webhook(req.reference, { hash: "guess" }))),
    ).rejects.toBeInstanceOf(ProviderSignatureError);
    await expect(
      provider.verifyWebhook(requestFromCallback(fake.webhook(req.reference, { hash: null }))),
    ).rejects.toBeInstanceOf(ProviderSignatureError);
    await expect(
      provider.verifyWebhook(
        requestFromCallback(fake.webhook(req.reference, { hash: `${fake.config.webhookHash}x` })),
      ),
    ).rejects.toBeInstanceOf(ProviderSignatureError);
  });

  it("without a configured hash every webhook is refused", async () => {
    fake = await startFlutterwaveFake();
    const provider = createFlutterwaveProvider({
      baseUrl: fake.url,
      secretKey: fake.config.secretKey,
      publicUrl: "https://nyumba.example",
    });
    await expect(
      provider.verifyWebhook(fakeWebhookRequest({ headers: { "verif-hash": "" }, body: {} })),
    ).rejects.toBeInstanceOf(ProviderSignatureError);
  });
});
