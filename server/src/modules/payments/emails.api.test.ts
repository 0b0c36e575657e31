import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { depsOf, rentSetup, sandboxPost, startMomo, waitForSettled } from "../../test/payment-factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { settlePayment } from "./service/settle";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("payment emails", () => {
  it("a successful payment emails the tenant's receipt and the landlord once, however often it settles", async () => {
    const s = await rentSetup(t);
    const { reference } = await startMomo(s.tenantClient, { phoneNumber: "0772 123 456" });
    const before = t.mails.length;
    expect((await sandboxPost(t, reference, "approve")).statusCode).toBe(303);
    const paid = await waitForSettled(t.database.db, reference);
    expect(paid.status).toBe("succeeded");
    // Settled in the background: give the emails (sent after the commit) a moment.
    for (let i = 0; i < 40 && t.mails.length < before + 2; i++) await new Promise((r) => setTimeout(r, 50));

    const sent = () => t.mails.slice(before);
    expect(sent()).toHaveLength(2);
    const tenantMail = sent().find((m) => m.to === s.tenant.email)!;
    expect(tenantMail.subject).toMatch(/^Payment received — receipt \S+/);
    expect(tenantMail.text).toContain("UGX 1,500,000");
    expect(tenantMail.text).toContain(s.property.name);
    expect(tenantMail.text).toContain(s.units[0]!.unitNumber);
    expect(tenantMail.text).toContain(`Reference: ${reference}`);
    expect(tenantMail.text).toContain(`http://localhost:3000/api/payments/${paid.id}/receipt.pdf`);
    expect(tenantMail.text).toMatch(/Period: \S+/);
    const landlordMail = sent().find((m) => m.to === s.landlord.email)!;
    expect(landlordMail.subject).toBe(`Rent payment received from Amina Nakitto (${s.units[0]!.unitNumber})`);

    // Repeated settles (callbacks, polls, the reconcile job) change nothing and send nothing.
    const deps = { ...(await depsOf(t)), mailer: t.app.deps.mailer, outbox: t.app.deps.outbox };
    await settlePayment(deps, reference, "callback");
    await settlePayment(deps, reference, "reconcile");
    expect(sent()).toHaveLength(2);
  });
});
