import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { maintenanceRequests, payments, users } from "../../db/schema";
import { rentSetup } from "../../test/payment-factories";
import { freshClient } from "../../test/portfolio-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import { createTestApp } from "../../test/test-app";

const TOKEN = "ussd-callback-secret-1234";
const t = sharedTestApp({ USSD_CALLBACK_TOKEN: TOKEN });

let sessions = 0;
/** A USSD session of one phone: each step posts the callback's form with all answers so far. */
function session(phoneNumber: string) {
  const sessionId = `ATUid_${Date.now().toString(36)}${++sessions}`;
  return async (text: string, token = TOKEN) => {
    const res = await freshClient(t).post(
      `/api/ussd/${token}`,
      new URLSearchParams({
        sessionId,
        serviceCode: "*384*123#",
        phoneNumber,
        networkCode: "64110",
        text,
      }).toString(),
      { "content-type": "application/x-www-form-urlencoded" },
    );
    return { status: res.status, type: String(res.res.headers["content-type"]), body: res.res.body };
  };
}

describe("the USSD menu", () => {
  it("shows a tenant's balance in a 182-character screen, in text/plain", async () => {
    const s = await rentSetup(t, { monthsDue: 1 });
    const dial = session(s.tenant.phone!);
    const main = await dial("");
    expect(main.status).toBe(200);
    expect(main.type).toContain("text/plain");
    expect(main.body).toBe(
      "CON Nyumba\n1. Balance\n2. Pay rent\n3. Report a problem\n4. Latest announcement",
    );
    const balance = await dial("1");
    expect(balance.body).toMatch(/^END You owe UGX 1,500,000\. Next rent due: \d{1,2} \w+ \d{4}\.$/);
    for (const screen of [main.body, balance.body]) expect(screen.length - 4).toBeLessThanOrEqual(182);
  });

  it("starts one mobile money payment to the caller's number, however often the last step comes", async () => {
    const s = await rentSetup(t, { monthsDue: 1 });
    const dial = session(s.tenant.phone!);
    expect((await dial("2")).body).toMatch(
      /^CON Pay UGX 1,500,000 rent by mobile money from 07\d{8}\?\n1\. Yes\n2\. No$/,
    );
    const first = await dial("2*1");
    expect(first.body).toBe(
      "END A payment prompt for UGX 1,500,000 is coming to your phone. Enter your PIN to pay.",
    );
    expect((await dial("2*1")).body).toBe(first.body);
    const rows = await t.database.db.select().from(payments).where(eq(payments.tenantId, s.tenant.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amount: 1_500_000,
      method: "mobile_money",
      phone: s.tenant.phone,
      status: "pending",
    });
  });

  it("a session that times out half way does nothing", async () => {
    const s = await rentSetup(t, { monthsDue: 1 });
    await session(s.tenant.phone!)("2");
    await session(s.tenant.phone!)("3*1");
    expect(await t.database.db.select().from(payments).where(eq(payments.tenantId, s.tenant.id))).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(maintenanceRequests)
        .where(eq(maintenanceRequests.tenantId, s.tenant.id)),
    ).toEqual([]);
  });

  it("files a maintenance request from a category and a preset issue, once", async () => {
    const s = await rentSetup(t);
    const dial = session(s.tenant.phone!);
    expect((await dial("3")).body).toBe(
      "CON Report a problem:\n1. Plumbing\n2. Electrical\n3. Heating, Ventilation & Air Conditioning\n4. Structural\n5. Appliances\n6. Security",
    );
    const issues = await dial("3*1");
    expect(issues.body).toMatch(/^CON Plumbing\n1\. Leaking tap\n2\. /);
    expect(issues.body.length - 4).toBeLessThanOrEqual(182);
    const done = await dial("3*1*1");
    expect(done.body).toBe("END Request sent: Leaking tap. Your landlord will follow up.");
    await dial("3*1*1");
    const filed = await t.database.db
      .select()
      .from(maintenanceRequests)
      .where(eq(maintenanceRequests.tenantId, s.tenant.id));
    expect(filed).toHaveLength(1);
    expect(filed[0]).toMatchObject({
      category: "plumbing",
      issue: "maintenance.issueLeakingTap",
      status: "open",
    });
  });

  it("reads the latest announcement, and speaks the account's language", async () => {
    const s = await rentSetup(t);
    const posted = await s.landlordClient.post("/api/announcements", {
      title: "Water off Saturday",
      content: "The tanks will be cleaned on Saturday from 8am.",
      audience: "property",
      propertyId: s.property.id,
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expect((await session(s.tenant.phone!)("4")).body).toBe(
      "END Water off Saturday: The tanks will be cleaned on Saturday from 8am.",
    );
    await t.database.db.update(users).set({ locale: "lg" }).where(eq(users.id, s.tenant.id));
    expect((await session(s.tenant.phone!)("")).body).toMatch(
      /^CON Nyumba\n1\. Ebbanja\n2\. Sasula obupangisa/,
    );
  });

  it("answers other numbers, bad input and a wrong URL without their data", async () => {
    const stranger = session("+256772999000");
    expect((await stranger("")).body).toBe(
      "END This number is not on Nyumba. Ask your landlord to invite you, or sign up at http://localhost:3000",
    );
    expect((await stranger("1")).body).toMatch(/^END This number is not on Nyumba/);
    const s = await rentSetup(t);
    const dial = session(s.tenant.phone!);
    for (const text of ["9", "3*9", "2*5", "1*1*1*1", "x".repeat(500)])
      expect((await dial(text)).body, text).toBe("END Invalid choice. Please dial again.");
    expect((await dial("", "wrong-secret-wrong-secret")).status).toBe(404);
    // As long as the secret in characters, not in bytes; a prefix of it; one character more: the same 404, so
    // the answer tells nothing about the secret's length (it was a 500 naming the byte lengths).
    for (const token of [
      `${TOKEN.slice(0, -1)}é`,
      "ééééééééééééééééééééééééé",
      TOKEN.slice(0, 5),
      `${TOKEN}x`,
    ]) {
      const wrong = await dial("", encodeURIComponent(token));
      expect(wrong.status, token).toBe(404);
      expect(JSON.parse(wrong.body)).toMatchObject({
        code: "NOT_FOUND",
        error: "No such endpoint: POST /api/ussd",
      });
    }
    const off = await createTestApp();
    try {
      const res = await off.app.inject({
        method: "POST",
        url: `/api/ussd/${TOKEN}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "text=",
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
