import { describe, expect, it } from "vitest";
import { paymentRow, rentSetup, sandboxPost, standingOf } from "../../test/payment-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import type { TestClient } from "../../test/test-client";

const t = sharedTestApp();

async function intent(client: TestClient, body: Record<string, unknown> = {}) {
  const res = await client.post("/api/create-payment-intent", {
    idempotencyKey: `card-${Math.random().toString(36).slice(2)}`,
    ...body,
  });
  return res;
}

const CARD_FORM = { expiry: "12/30", cvc: "123" };

describe("sandbox card payments (no Stripe keys)", () => {
  it("create intent → card form → 4242 approves → confirm-payment settles it", async () => {
    const s = await rentSetup(t);
    const res = await intent(s.tenantClient);
    expect(res.status).toBe(200);
    const reference = res.body.reference as string;
    expect(res.body).toEqual({
      clientSecret: reference,
      reference,
      provider: "sandbox",
      publishableKey: null,
      authorization_url: `http://localhost:3000/pay/sandbox/${reference}?method=card`,
    });
    const p = await paymentRow(t.database.db, reference);
    expect(p).toMatchObject({
      method: "card",
      provider: "sandbox",
      providerLabel: "Card",
      amount: 1_500_000,
    });

    const form = await t.app.inject({ method: "GET", url: `/pay/sandbox/${reference}?method=card` });
    expect(form.body).toContain("Nyumba Sandbox — Card Payment");
    expect(form.body).toContain('name="cardNumber"');
    expect(form.body).toContain("1,500,000");
    // The phone's card scanner and autofill can fill every field: each says what it is, nothing corrects it.
    const input = (name: string) =>
      form.body.match(new RegExp(`<input[^>]* name="${name}"[^>]*>`))?.[0] ?? "";
    for (const [name, token, mode] of [
      ["cardNumber", "cc-number", "numeric"],
      ["expiry", "cc-exp", null],
      ["cvc", "cc-csc", "numeric"],
    ] as const) {
      const tag = input(name);
      expect(tag, name).toContain(`autocomplete="${token}"`);
      expect(tag, name).toContain('autocorrect="off"');
      expect(tag, name).toContain('autocapitalize="off"');
      expect(tag, name).toContain('spellcheck="false"');
      if (mode) expect(tag, name).toContain(`inputmode="${mode}"`);
    }
    expect(form.body).not.toContain('autocomplete="off"');

    // Not a test card: the form again, nothing decided.
    const wrong = await sandboxPost(t, reference, "approve", {
      cardNumber: "5555 5555 5555 4444",
      ...CARD_FORM,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain("Use a sandbox test card");
    const noCvc = await sandboxPost(t, reference, "approve", {
      cardNumber: "4242 4242 4242 4242",
      expiry: "12/30",
    });
    expect(noCvc.statusCode).toBe(400);
    expect(noCvc.body).toContain("CVC");

    const ok = await sandboxPost(t, reference, "approve", {
      cardNumber: "4242 4242 4242 4242",
      ...CARD_FORM,
    });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe(`/payment-success?reference=${reference}`);

    const confirm = await s.tenantClient.post("/api/confirm-payment", {
      paymentId: p.id,
      stripePaymentIntentId: reference,
    });
    expect(confirm.status).toBe(200);
    expect(confirm.body).toMatchObject({
      success: true,
      status: "succeeded",
      message: "Payment of UGX 1,500,000 has been processed successfully",
      paymentDetails: { method: "card", provider: "Card", receiptNumber: 1, phoneNumber: null },
    });
    expect((await standingOf(t.database.db, s.lease.id)).dueOutstanding).toBe(0);
  });

  it("4000 0000 0000 0002 is declined", async () => {
    const s = await rentSetup(t);
    const res = await intent(s.tenantClient, { amount: 50_000 });
    const reference = res.body.reference as string;
    await sandboxPost(t, reference, "approve", { cardNumber: "4000000000000002", ...CARD_FORM });
    const verify = await s.tenantClient.post("/api/direct-mobile-money-transfer/verify", { reference });
    expect(verify.body).toMatchObject({
      success: false,
      status: "failed",
      message: "Your card was declined.",
    });
  });

  it("the same key returns the same intent; amount rules apply", async () => {
    const s = await rentSetup(t);
    const a = await intent(s.tenantClient, { idempotencyKey: "card-key-0001" });
    const b = await intent(s.tenantClient, { idempotencyKey: "card-key-0001" });
    expect(b.body.reference).toBe(a.body.reference);
    const small = await intent(s.tenantClient, { amount: 500 });
    expect(small.status).toBe(400);
    expect(small.body.code).toBe("AMOUNT_TOO_SMALL");
    // Cards have no mobile money per-transaction limit, only the Act's.
    const big = await rentSetup(t, { monthlyRent: 3_000_000 });
    expect((await intent(big.tenantClient, { amount: 6_000_000 })).status).toBe(200);
  });

  it("confirm-payment checks the payment is the tenant's and the intent matches", async () => {
    const a = await rentSetup(t);
    const b = await rentSetup(t);
    const res = await intent(a.tenantClient);
    const reference = res.body.reference as string;
    const p = await paymentRow(t.database.db, reference);
    const mismatch = await a.tenantClient.post("/api/confirm-payment", {
      paymentId: p.id,
      stripePaymentIntentId: "pi_other",
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.code).toBe("PAYMENT_MISMATCH");
    const other = await b.tenantClient.post("/api/confirm-payment", {
      paymentId: p.id,
      stripePaymentIntentId: reference,
    });
    expect(other.status).toBe(404);
    const notUuid = await a.tenantClient.post("/api/confirm-payment", {
      paymentId: "12",
      stripePaymentIntentId: reference,
    });
    expect(notUuid.status).toBe(404);
    // Not approved yet: confirm answers "still being confirmed".
    const pending = await a.tenantClient.post("/api/confirm-payment", {
      paymentId: p.id,
      stripePaymentIntentId: reference,
    });
    expect(pending.body).toMatchObject({ success: false, status: "pending" });
  });
});
