import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, paymentEvents, payments } from "../../db/schema";
import { translator } from "../../platform/i18n";
import { clientFor, makeTenant } from "../../test/lease-factories";
import {
  momoBody,
  paymentRow,
  rentSetup,
  sandboxPost,
  standingOf,
  startMomo,
  waitForSettled,
} from "../../test/payment-factories";
import { sharedTestApp } from "../../test/shared-test-app";

const t = sharedTestApp();

const verify = (client: Awaited<ReturnType<typeof rentSetup>>["tenantClient"], reference: string) =>
  client.post("/api/direct-mobile-money-transfer/verify", { reference });

describe("sandbox mobile money: the whole flow", () => {
  it("initiate → prompt page → approve → settles by itself → receipt, allocation, notifications", async () => {
    const s = await rentSetup(t);
    const before = await standingOf(t.database.db, s.lease.id);
    expect(before.dueOutstanding).toBe(1_500_000);

    const res = await s.tenantClient.post("/api/direct-mobile-money-transfer", momoBody());
    expect(res.status).toBe(200);
    const body = res.body as Record<string, unknown>;
    expect(body).toMatchObject({
      success: true,
      authorization_url: `http://localhost:3000/pay/sandbox/${body.reference}`,
      propertyPaymentDetails: {
        bankAccountName: "Ssentongo Properties Ltd",
        bankName: "Stanbic Bank Uganda",
        bankAccountNumber: "•••• 5678",
        mobileMoneyNumber: "+256772100200",
      },
    });
    expect(body.message).toContain("UGX 1,500,000");
    expect(body.message).toContain("Ssentongo Properties Ltd");
    expect(body.warning).toBeUndefined();
    const reference = body.reference as string;

    const stored = await paymentRow(t.database.db, reference);
    expect(stored).toMatchObject({
      status: "pending",
      amount: 1_500_000,
      currency: "UGX",
      method: "mobile_money",
      provider: "sandbox",
      providerLabel: "MTN Mobile Money",
      phone: "+256772123456",
      tenantId: s.tenant.id,
      landlordId: s.landlord.id,
    });
    // The sandbox request lives SANDBOX_PAYMENT_TIMEOUT_SECONDS (300 by default).
    const lifetime = stored.expiresAt.getTime() - stored.createdAt.getTime();
    expect(lifetime).toBeGreaterThan(295_000);
    expect(lifetime).toBeLessThan(305_000);

    // The payer's "phone": the page shows the amount, payee and number, with the two buttons.
    const pageRes = await t.app.inject({ method: "GET", url: `/pay/sandbox/${reference}` });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.headers["content-type"]).toContain("text/html");
    expect(pageRes.body).toContain("Nyumba Sandbox — Mobile Money Prompt");
    expect(pageRes.body).toContain("1,500,000");
    expect(pageRes.body).toContain("Ssentongo Properties Ltd");
    expect(pageRes.body).toContain("+256 772 123 456");
    expect(pageRes.body).toContain(`action="/pay/sandbox/${reference}/approve"`);
    expect(pageRes.body).toContain(`action="/pay/sandbox/${reference}/decline"`);
    expect(pageRes.body).not.toContain("<script");
    expect(pageRes.body).not.toContain("style=");
    const css = await t.app.inject({ method: "GET", url: "/pay/sandbox.css" });
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-type"]).toContain("text/css");

    // Still pending before the payer answers.
    const early = await verify(s.tenantClient, reference);
    expect(early.body).toMatchObject({
      success: false,
      status: "pending",
      message: "Your payment is still being confirmed.",
    });

    const approve = await sandboxPost(t, reference, "approve");
    expect(approve.statusCode).toBe(303);
    expect(approve.headers.location).toBe(`/payment-success?reference=${reference}`);
    // Nobody calls verify: the sandbox settles by itself, a moment later (like a provider's callback).
    expect((await paymentRow(t.database.db, reference)).status).toBe("pending");
    const settled = await waitForSettled(t.database.db, reference);
    expect(settled.status).toBe("succeeded");
    expect(settled.platformFee).toBe(Math.floor((1_500_000 * 150) / 10_000));
    expect(settled.settledAt).not.toBeNull();

    const done = await verify(s.tenantClient, reference);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      success: true,
      status: "succeeded",
      message: "Payment of UGX 1,500,000 has been processed successfully",
      paymentDetails: {
        reference,
        amount: 1_500_000,
        currency: "UGX",
        provider: "MTN Mobile Money",
        method: "mobile_money",
        phoneNumber: "+256772123456",
        status: "succeeded",
        failureReason: null,
        receiptNumber: 1,
      },
      propertyPaymentDetails: { bankAccountName: "Ssentongo Properties Ltd" },
    });
    expect((done.body.paymentDetails as { paidDate: string }).paidDate).toBe(
      settled.settledAt!.toISOString(),
    );

    const after = await standingOf(t.database.db, s.lease.id);
    expect(after.balance).toBe(before.balance - 1_500_000);
    expect(after.dueOutstanding).toBe(0);

    // Stored as catalogue messages; read here in English, as the notifications list answers them.
    const notes = (await t.database.db.select().from(notifications)).map((n) => ({
      ...n,
      title: translator().text(n.title),
      message: translator().text(n.message),
    }));
    const tenantNote = notes.find((n) => n.userId === s.tenant.id);
    const landlordNote = notes.find((n) => n.userId === s.landlord.id);
    expect(tenantNote).toMatchObject({ type: "payment", title: "Payment Received", read: false });
    expect(tenantNote!.message).toContain("Receipt No. 1");
    expect(landlordNote).toMatchObject({ type: "payment", title: "Rent Payment Received" });
    expect(landlordNote!.message).toContain("Amina Nakitto");
    expect(landlordNote!.message).toContain("unit 1A");

    // The prompt now shows the outcome; a second approve changes nothing.
    const again = await t.app.inject({ method: "GET", url: `/pay/sandbox/${reference}` });
    expect(again.body).toContain("Payment approved");
    expect((await sandboxPost(t, reference, "decline")).statusCode).toBe(303);
    expect((await paymentRow(t.database.db, reference)).status).toBe("succeeded");

    // Every settle call left an event; the sandbox decision too.
    const events = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, settled.id));
    expect(events.map((e) => e.source)).toEqual(
      expect.arrayContaining(["initiate", "sandbox", "return", "callback"]),
    );
    expect(events.filter((e) => e.source === "sandbox")).toHaveLength(1);
  });

  it("decline → failed with the payer's reason, nothing credited", async () => {
    const s = await rentSetup(t);
    const { reference } = await startMomo(s.tenantClient);
    expect((await sandboxPost(t, reference, "decline")).statusCode).toBe(303);
    const res = await verify(s.tenantClient, reference);
    expect(res.body).toMatchObject({
      success: false,
      status: "failed",
      message: "Declined by payer",
      paymentDetails: { failureReason: "Declined by payer", receiptNumber: null, paidDate: null },
    });
    expect((await standingOf(t.database.db, s.lease.id)).dueOutstanding).toBe(1_500_000);
    const page = await t.app.inject({ method: "GET", url: `/pay/sandbox/${reference}` });
    expect(page.body).toContain("Payment not completed");
    expect(page.body).toContain("Declined by payer");
  });

  it("a number ending in 0000 has insufficient funds", async () => {
    const s = await rentSetup(t);
    const { reference } = await startMomo(s.tenantClient, { phoneNumber: "0772 120 000" });
    await sandboxPost(t, reference, "approve");
    const res = await verify(s.tenantClient, reference);
    expect(res.body).toMatchObject({ success: false, status: "failed", message: "Insufficient funds" });
  });

  it("an expired prompt cannot be approved; the payment is expired", async () => {
    await t.isolate();
    const s = await rentSetup(t);
    const { reference } = await startMomo(s.tenantClient);
    await t.database.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.reference, reference));
    const page = await t.app.inject({ method: "GET", url: `/pay/sandbox/${reference}` });
    expect(page.body).toContain("Payment request expired");
    expect((await sandboxPost(t, reference, "approve")).statusCode).toBe(303);
    const res = await verify(s.tenantClient, reference);
    expect(res.body).toMatchObject({ success: false, status: "expired" });
    expect(
      await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.source, "sandbox")),
    ).toEqual([]);
  });

  it("an unknown sandbox reference is a 404 page", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/pay/sandbox/00000000-0000-4000-8000-000000000000",
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("Payment request not found");
    const post = await sandboxPost(t, "nope", "approve");
    expect(post.statusCode).toBe(404);
  });
});

describe("amount rules", () => {
  it("defaults to what is due, or next month's rent when nothing is due", async () => {
    const s = await rentSetup(t, { monthsDue: 2, monthlyRent: 1_000_000 });
    const { reference } = await startMomo(s.tenantClient);
    expect((await paymentRow(t.database.db, reference)).amount).toBe(2_000_000);

    const paidUp = await rentSetup(t, { monthsDue: 0, monthlyRent: 800_000 });
    const r2 = await startMomo(paidUp.tenantClient);
    expect((await paymentRow(t.database.db, r2.reference)).amount).toBe(800_000);
  });

  it("refuses less than UGX 1,000", async () => {
    const s = await rentSetup(t);
    const res = await s.tenantClient.post("/api/direct-mobile-money-transfer", momoBody({ amount: 999 }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: "AMOUNT_TOO_SMALL",
      error: "The smallest payment is UGX 1,000.",
      fields: { amount: "The smallest payment is UGX 1,000." },
    });
  });

  it("refuses more than the Act's three months in advance", async () => {
    const s = await rentSetup(t, { monthlyRent: 1_000_000 });
    const { maxPayable } = await standingOf(t.database.db, s.lease.id);
    // One month due now plus three in advance.
    expect(maxPayable).toBe(4_000_000);
    const res = await s.tenantClient.post(
      "/api/direct-mobile-money-transfer",
      momoBody({ amount: maxPayable + 1 }),
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("AMOUNT_TOO_LARGE");
    expect(res.body.error).toBe(
      "You can pay at most UGX 4,000,000 now: the Landlord and Tenant Act 2022 allows at most 3 months' rent in advance.",
    );
    const ok = await s.tenantClient.post(
      "/api/direct-mobile-money-transfer",
      momoBody({ amount: maxPayable }),
    );
    expect(ok.status).toBe(200);
  });

  it("refuses more than the provider's per-transaction limit", async () => {
    const s = await rentSetup(t, { monthlyRent: 3_000_000 });
    const mtn = await s.tenantClient.post(
      "/api/direct-mobile-money-transfer",
      momoBody({ amount: 5_000_001 }),
    );
    expect(mtn.status).toBe(400);
    expect(mtn.body).toMatchObject({
      code: "PROVIDER_LIMIT",
      error: "MTN Mobile Money allows at most UGX 5,000,000 per transaction. Pay in parts.",
    });
    const airtel = await s.tenantClient.post(
      "/api/direct-mobile-money-transfer",
      momoBody({ amount: 6_000_000, provider: "Airtel Money", phoneNumber: "0752 123 456" }),
    );
    expect(airtel.body.error).toBe(
      "Airtel Money allows at most UGX 5,000,000 per transaction. Pay in parts.",
    );
    const ok = await s.tenantClient.post(
      "/api/direct-mobile-money-transfer",
      momoBody({ amount: 5_000_000 }),
    );
    expect(ok.status).toBe(200);
  });
});

describe("phone rules", () => {
  it("needs a Ugandan mobile number on MTN or Airtel", async () => {
    await t.isolate();
    const s = await rentSetup(t);
    for (const phoneNumber of ["+254712345678", "0392 123 456", "12345", "0772 123 45"]) {
      const res = await s.tenantClient.post("/api/direct-mobile-money-transfer", momoBody({ phoneNumber }));
      expect(res.status, phoneNumber).toBe(400);
      expect(res.body).toMatchObject({
        code: "INVALID_PHONE",
        error: "Enter a Ugandan mobile number, e.g. 0772 123 456",
        fields: { phoneNumber: "Enter a Ugandan mobile number, e.g. 0772 123 456" },
      });
    }
    const utl = await s.tenantClient.post(
      "/api/direct-mobile-money-transfer",
      momoBody({ phoneNumber: "0712 123 456" }),
    );
    expect(utl.status).toBe(400);
    expect(utl.body.error).toBe("Mobile money needs an MTN or Airtel number, e.g. 0772 123 456");
    expect(await t.database.db.select().from(payments)).toEqual([]);
  });

  it("required fields answer the spec's message", async () => {
    const s = await rentSetup(t);
    const res = await s.tenantClient.post(
      "/api/direct-mobile-money-transfer",
      momoBody({ accountName: "  " }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("Please fill in all required fields");
  });

  it("another network's number is a warning, not an error; M-Sente is MTN", async () => {
    const s = await rentSetup(t);
    const mismatch = await startMomo(s.tenantClient, { phoneNumber: "0701 234 567" });
    expect(mismatch).toMatchObject({
      success: true,
      warning: "This number looks like an Airtel number but you chose MTN Mobile Money.",
    });
    const airtel = await startMomo(s.tenantClient, {
      provider: "Airtel Money",
      phoneNumber: "+256 772 000 111",
    });
    expect((airtel as { warning?: string }).warning).toBe(
      "This number looks like an MTN number but you chose Airtel Money.",
    );
    const msente = await startMomo(s.tenantClient, { provider: "M-Sente", phoneNumber: "256782345678" });
    expect((msente as { warning?: string }).warning).toBeUndefined();
    expect(await paymentRow(t.database.db, msente.reference)).toMatchObject({
      providerLabel: "M-Sente",
      phone: "+256782345678",
    });
  });
});

describe("idempotency", () => {
  it("the same key again returns the same payment", async () => {
    await t.isolate();
    const s = await rentSetup(t);
    const body = momoBody();
    const first = await startMomo(s.tenantClient, body);
    const second = await startMomo(s.tenantClient, body);
    expect(second.reference).toBe(first.reference);
    expect(second.authorization_url).toBe(first.authorization_url);
    expect(await t.database.db.select().from(payments)).toHaveLength(1);

    // Once settled, the replay tells how it ended.
    await sandboxPost(t, first.reference, "approve");
    await waitForSettled(t.database.db, first.reference);
    const third = await startMomo(s.tenantClient, body);
    expect(third).toMatchObject({
      reference: first.reference,
      success: true,
      authorization_url: null,
      message: "Payment of UGX 1,500,000 has been processed successfully",
    });
  });

  it("a concurrent double confirm creates exactly one payment", async () => {
    await t.isolate();
    const s = await rentSetup(t);
    const body = momoBody();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => s.tenantClient.post("/api/direct-mobile-money-transfer", body)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.reference)).size).toBe(1);
    expect(await t.database.db.select().from(payments)).toHaveLength(1);
  });

  it("the key is per tenant: another tenant's same key is another payment", async () => {
    const a = await rentSetup(t);
    const b = await rentSetup(t);
    const body = momoBody();
    const ra = await startMomo(a.tenantClient, body);
    const rb = await startMomo(b.tenantClient, body);
    expect(ra.reference).not.toBe(rb.reference);
  });
});

describe("access", () => {
  it("a tenant cannot verify another tenant's payment; landlords and strangers are refused", async () => {
    const a = await rentSetup(t);
    const b = await rentSetup(t);
    const { reference } = await startMomo(a.tenantClient);
    const other = await verify(b.tenantClient, reference);
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ code: "PAYMENT_NOT_FOUND", error: "Payment not found." });
    expect((await verify(a.landlordClient, reference)).status).toBe(403);
    expect((await verify(t.client(), reference)).status).toBe(401);
    expect((await verify(a.tenantClient, "no-such-reference")).status).toBe(404);
  });

  it("a tenant without an active lease cannot pay", async () => {
    const tenant = await makeTenant(t.database.db);
    const c = await clientFor(t, tenant.id);
    const res = await c.post("/api/direct-mobile-money-transfer", momoBody());
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("NO_LEASE");
  });

  it("a landlord cannot start a tenant payment", async () => {
    const s = await rentSetup(t);
    const res = await s.landlordClient.post("/api/direct-mobile-money-transfer", momoBody());
    expect(res.status).toBe(403);
  });
});
