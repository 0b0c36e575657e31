import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { kampalaToday } from "../../../../common/kampala-calendar";
import { leases, notifications, outboxMessages, users } from "../../db/schema";
import { GOOD_PASSWORD, landlordPayload, tenantPayload } from "../../test/factories";
import { startFakeAfricasTalking } from "../../test/fake-africastalking";
import { leaseBody } from "../../test/lease-factories";
import { createProperty, freshClient, signedInUser } from "../../test/portfolio-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import type { TestClient } from "../../test/test-client";
import { deliverDueMessages } from "../outbox/service/attempt";

let fake: Awaited<ReturnType<typeof startFakeAfricasTalking>>;
beforeAll(async () => {
  fake = await startFakeAfricasTalking();
});
afterAll(() => fake.close());
const t = sharedTestApp(() => fake.env());

let n = 0;
/** A Ugandan mobile number no other test uses: local form and E.164. */
function newNumber() {
  const digits = `77${String(Date.now() % 1000).padStart(3, "0")}${String(++n).padStart(4, "0")}`;
  return { local: `0${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`, e164: `+256${digits}` };
}
/** The code in the newest SMS to the number. */
function smsCode(e164: string) {
  const sms = fake.sent.filter((m) => m.to === e164).at(-1);
  expect(sms, `an SMS to ${e164}`).toBeDefined();
  return /\b(\d{4})\b/.exec(sms!.message)![1]!;
}

async function phoneSignUp(
  c: TestClient,
  role: "tenant" | "landlord",
  phone: { local: string; e164: string },
) {
  const sent = await c.post("/api/auth/send-verification", { phone: phone.local, userType: role });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  expect(sent.body.development).toBeUndefined(); // it went by SMS
  const verified = await c.post("/api/auth/verify-code", {
    phone: phone.local,
    code: smsCode(phone.e164),
    userType: role,
  });
  expect(verified.body).toMatchObject({ contactMethod: "phone", email: phone.e164 });
  expect(
    (await c.post("/api/auth/signup-password", { password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD }))
      .status,
  ).toBe(200);
  const payload =
    role === "tenant"
      ? tenantPayload(phone.e164, { phoneNumber: undefined })
      : landlordPayload(phone.e164, { phoneNumber: phone.e164 });
  const res = await c.post("/api/auth/register", payload);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.userId as string;
}

/** The landlord invites `phone` to a lease on the unit, with the clock at `at` (the quiet hours depend on it). */
async function inviteByPhoneAt(at: Date, landlord: TestClient, unitId: number, phone: { local: string }) {
  vi.useFakeTimers({ toFake: ["Date"], now: at });
  try {
    return await landlord.post(
      "/api/landlord/leases",
      leaseBody(unitId, { email: undefined, phone: phone.local }),
    );
  } finally {
    vi.useRealTimers();
  }
}

describe("signing up and in with a phone number", () => {
  it("a tenant verifies a number by SMS, has no email, and signs in with the number in any common form", async () => {
    const phone = newNumber();
    const c = freshClient(t);
    const id = await phoneSignUp(c, "tenant", phone);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({ email: null, phone: phone.e164 });
    const sms = fake.sent.filter((m) => m.to === phone.e164).at(-1)!;
    expect(sms.message).toMatch(/^Nyumba code: \d{4}\. It expires in 10 minutes\./);
    for (const form of [phone.local, phone.e164, phone.e164.slice(1), `+256 ${phone.e164.slice(4)}`]) {
      const login = await freshClient(t).post("/api/login", {
        phone: form,
        password: GOOD_PASSWORD,
        role: "tenant",
      });
      expect(login.status, form).toBe(200);
      expect(login.body.user).toMatchObject({ phone: phone.e164, email: null });
    }
  });

  it("a landlord signs up by phone too", async () => {
    const phone = newNumber();
    const id = await phoneSignUp(freshClient(t), "landlord", phone);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({ email: null, phone: phone.e164, role: "landlord" });
  });

  it("refuses numbers that are not Ugandan mobiles, both contacts at once, and a sixth code in an hour", async () => {
    const c = freshClient(t);
    for (const phone of ["12345", "+254712345678", "0412345678", `07${"1".repeat(500)}`]) {
      const res = await c.post("/api/auth/send-verification", { phone, userType: "tenant" });
      expect(res.status, phone).toBe(400);
    }
    const both = await c.post("/api/auth/send-verification", {
      phone: "0772000111",
      email: "a@example.com",
      userType: "tenant",
    });
    expect(both.status).toBe(400);
    const phone = newNumber();
    const d = freshClient(t); // the route allows 10 a minute from one address
    for (let i = 0; i < 5; i++)
      expect(
        (await d.post("/api/auth/send-verification", { phone: phone.local, userType: "tenant" })).status,
      ).toBe(200);
    const sixth = await d.post("/api/auth/send-verification", { phone: phone.local, userType: "tenant" });
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe("CODE_LIMIT");
  });

  it("a number already in use is refused at registration", async () => {
    const phone = newNumber();
    await phoneSignUp(freshClient(t), "tenant", phone);
    const c = freshClient(t);
    await c.post("/api/auth/send-verification", { phone: phone.local, userType: "tenant" });
    await c.post("/api/auth/verify-code", {
      phone: phone.local,
      code: smsCode(phone.e164),
      userType: "tenant",
    });
    await c.post("/api/auth/signup-password", { password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD });
    const again = await c.post("/api/auth/register", tenantPayload(phone.e164));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("PHONE_TAKEN");
  });

  it("a landlord's invitation to a number links the lease when the tenant signs up with it", async () => {
    const { client: landlord } = await signedInUser(t, "landlord");
    const property = await createProperty(landlord, { name: `Phone Court ${Date.now()}` });
    const units = (await landlord.get(`/api/landlord/properties/${property.id}/units?status=available`))
      .body as unknown as { id: number }[];
    const phone = newNumber();
    // At noon in Kampala, whenever the suite runs: in the quiet hours the SMS would wait for 07:00 (below).
    const invited = await inviteByPhoneAt(
      new Date(`${kampalaToday()}T12:00:00+03:00`),
      landlord,
      units[0]!.id,
      phone,
    );
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    // The invitation went by SMS: one part, with the sign-up link.
    expect(invited.body.invitation).toMatchObject({ linkedExisting: false, delivered: true });
    const sms = fake.sent.filter((m) => m.to === phone.e164).at(-1)!;
    expect(sms.message).toMatch(
      /invites you to rent on Nyumba\. Sign up with this number: http:\/\/localhost:3000\/tenant-signup-verification\?invite=/,
    );
    const id = await phoneSignUp(freshClient(t), "tenant", phone);
    const [lease] = await t.database.db.select().from(leases).where(eq(leases.tenantId, id));
    expect(lease).toMatchObject({ status: "active", unitId: units[0]!.id });
  });
});

describe("an invitation in the quiet hours", () => {
  it("is queued for 07:00, and the landlord is told when it goes, not that it failed", async () => {
    const { client: landlord } = await signedInUser(t, "landlord");
    const property = await createProperty(landlord, { name: `Night Court ${Date.now()}` });
    const units = (await landlord.get(`/api/landlord/properties/${property.id}/units?status=available`))
      .body as unknown as { id: number }[];
    const phone = newNumber();
    // 22:00 in Kampala tonight: the SMS waits for 07:00 tomorrow.
    const night = new Date(`${kampalaToday()}T22:00:00+03:00`);
    const morning = new Date(`${kampalaToday()}T07:00:00+03:00`).getTime() + 86_400_000;
    const invited = await inviteByPhoneAt(night, landlord, units[0]!.id, phone);
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    expect(invited.body.invitation).toEqual({
      linkedExisting: false,
      delivered: false,
      scheduledFor: new Date(morning).toISOString(),
    });
    expect(fake.sent.filter((m) => m.to === phone.e164)).toEqual([]);
    const [queued] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, phone.e164));
    expect(queued).toMatchObject({ status: "queued", purpose: "invitation" });
    expect(queued!.nextAttemptAt.getTime()).toBe(morning);
    await deliverDueMessages(t.app.deps, new Date(morning));
    expect(fake.sent.filter((m) => m.to === phone.e164).at(-1)!.message).toMatch(
      /invites you to rent on Nyumba/,
    );
  });
});

describe("the language of a code", () => {
  it("is the language of the screen that asked for it", async () => {
    const phone = newNumber();
    const res = await freshClient(t).post(
      "/api/auth/send-verification",
      { phone: phone.local, userType: "tenant" },
      { "accept-language": "sw" },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/SMS/);
    const sms = fake.sent.filter((m) => m.to === phone.e164).at(-1)!;
    expect(sms.message).toMatch(/^Nambari ya uthibitisho ya Nyumba: \d{4}\. Itaisha baada ya dakika 10\./);
  });
});

describe("a forgotten password, reset by SMS", () => {
  it("sends a code to the account's number and sets the new password; an unknown number gets the same answer", async () => {
    const phone = newNumber();
    await phoneSignUp(freshClient(t), "tenant", phone);
    const c = freshClient(t);
    const asked = await c.post("/api/auth/password-reset/request", { phone: phone.local });
    expect(asked.status).toBe(200);
    expect(asked.body.development).toBeUndefined();
    const sms = fake.sent.filter((m) => m.to === phone.e164).at(-1)!;
    expect(sms.message).toMatch(/^Nyumba password reset code: \d{4}\./);
    const reset = await c.post("/api/auth/password-reset", {
      phone: phone.e164,
      code: smsCode(phone.e164),
      password: "Entebbe2027x",
      confirmPassword: "Entebbe2027x",
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    const login = await freshClient(t).post("/api/login", {
      phone: phone.local,
      password: "Entebbe2027x",
      role: "tenant",
    });
    expect(login.status).toBe(200);

    const nobody = newNumber();
    const before = fake.sent.length;
    const unknown = await c.post("/api/auth/password-reset/request", { phone: nobody.local });
    expect(unknown.status).toBe(200);
    // The same message as for an account (only the number differs), and no SMS. (Outside production the code
    // also comes back when nothing delivered it, as password-reset.api.test.ts covers for email.)
    const shown = (e164: string) => `+256 ${e164.slice(4, 7)} ${e164.slice(7, 10)} ${e164.slice(10)}`;
    expect(unknown.body.message).toBe(
      String(asked.body.message).replace(shown(phone.e164), shown(nobody.e164)),
    );
    expect(fake.sent.slice(before).some((m) => m.to === nobody.e164)).toBe(false);
  });
});

describe("changing the phone number", () => {
  it("needs the code sent to the new number; the old one stays until then; a number in use is refused", async () => {
    const { client, userId } = await signedInUser(t, "tenant");
    const next = newNumber();
    const asked = await client.post("/api/profile/phone", { phone: next.local });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const [before] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(before!.phone).not.toBe(next.e164);
    expect(
      (await client.post("/api/profile/phone/confirm", { phone: next.local, code: "0000" })).status,
    ).toBe(400);
    const done = await client.post("/api/profile/phone/confirm", {
      phone: next.local,
      code: smsCode(next.e164),
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.phone).toBe(next.e164);
    const notices = await t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(notices.some((x) => x.type === "account" && x.message.includes("phoneChangedNotice"))).toBe(true);

    const other = await signedInUser(t, "tenant");
    const taken = await other.client.post("/api/profile/phone", { phone: next.e164 });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe("PHONE_TAKEN");
    expect((await other.client.post("/api/profile/phone", { phone: "+254712345678" })).status).toBe(400);
    expect((await freshClient(t).post("/api/profile/phone", { phone: next.local })).status).toBe(401);
  });
});

describe("without an SMS provider", () => {
  it("shows the code on screen outside production, as for email", async () => {
    await t.isolate({});
    const phone = newNumber();
    const res = await freshClient(t).post("/api/auth/send-verification", {
      phone: phone.local,
      userType: "tenant",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ development: true, code: expect.stringMatching(/^\d{4}$/) });
  });
});
