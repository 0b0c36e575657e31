import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, kampalaToday } from "../../../../common/kampala-calendar";
import { landlordProfiles, properties, rentalApplications, users, verificationCodes } from "../../db/schema";
import { GOOD_PASSWORD, landlordPayload, tenantPayload, verifyAndSetPassword } from "../../test/factories";
import { freshClient } from "../../test/portfolio-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import { createTestApp } from "../../test/test-app";

// One app for the file: each test signs up its own addresses from a client with its own IP.
const t = sharedTestApp();

let emails = 0;
const uniqueEmail = (name: string) => `${name}.${++emails}@example.com`;

describe("sign-up", () => {
  it("a tenant signs up in three steps and can then sign in", async () => {
    await t.isolate({}, { demo: true });
    const c = t.client();
    const sent = await c.post("/api/auth/send-verification", {
      email: "Amina@Example.com",
      userType: "tenant",
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      success: true,
      development: true,
      message: "A 4-digit verification code has been sent to amina@example.com",
    });
    expect(sent.body.code).toMatch(/^\d{4}$/);
    expect(t.mails[0]?.to).toBe("amina@example.com");
    expect(t.mails[0]?.text).toContain(sent.body.code as string);
    expect(t.mails[0]).toMatchObject({
      subject: "Your Nyumba verification code",
      text: `Your Nyumba verification code is ${sent.body.code}. It expires in 10 minutes.\n\nIf you did not ask for it, ignore this email.`,
    });

    const verified = await c.post("/api/auth/verify-code", {
      email: "amina@example.com",
      code: sent.body.code,
      userType: "tenant",
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ success: true, email: "amina@example.com" });
    expect(c.cookie("nyumba_signup")).toBeTruthy();

    expect((await c.get("/api/auth/signup-ticket")).body).toEqual({
      role: "tenant",
      contactMethod: "email",
      email: "amina@example.com",
      step: "verified",
      invitation: null,
    });
    const pw = await c.post("/api/auth/signup-password", {
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
    });
    expect(pw.status).toBe(200);
    expect((await c.get("/api/auth/signup-ticket")).body).toMatchObject({ step: "password_set" });

    // The demo template's Kampala Heights is listed publicly while the demo is on.
    const [heights] = await t.database.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.name, "Kampala Heights"));
    const reg = await c.post(
      "/api/auth/register",
      tenantPayload("amina@example.com", {
        phoneNumber: "0772 123 999",
        propertyOfInterest: heights!.id,
        unitType: "2-bedroom",
        moveInDate: addDays(kampalaToday(), 30),
      }),
    );
    expect(reg.status).toBe(201);
    expect(reg.body.message).toBe("Your tenant account has been created. Welcome to Nyumba!");
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, reg.body.userId as string));
    expect(user).toMatchObject({
      role: "tenant",
      email: "amina@example.com",
      phone: "+256772123999",
      firstName: "Amina",
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const apps = await t.database.db
      .select()
      .from(rentalApplications)
      .where(eq(rentalApplications.tenantId, user!.id));
    expect(apps).toHaveLength(1);
    expect(apps[0]).toMatchObject({
      propertyId: heights!.id,
      unitType: "2-bedroom",
      moveInDate: addDays(kampalaToday(), 30),
      status: "pending",
    });

    // The ticket is gone with the registration.
    expect((await c.get("/api/auth/signup-ticket")).status).toBe(401);
    const login = await c.post("/api/login", {
      email: "amina@example.com",
      password: GOOD_PASSWORD,
      role: "tenant",
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ role: "tenant", firstName: "Amina", email: "amina@example.com" });
  });

  it("a company landlord signs up and the company details are kept", async () => {
    const c = freshClient(t);
    await verifyAndSetPassword(c, "moses@example.com", "landlord");
    const reg = await c.post("/api/auth/register", landlordPayload("moses@example.com"));
    expect(reg.status).toBe(201);
    const [profile] = await t.database.db
      .select()
      .from(landlordProfiles)
      .where(eq(landlordProfiles.userId, reg.body.userId as string));
    expect(profile).toMatchObject({ accountType: "company", companyName: "Kiggundu Estates Ltd" });
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, reg.body.userId as string));
    expect(user).toMatchObject({ role: "landlord", phone: "+256772987654" });
  });

  it("an individual landlord's company fields are not stored", async () => {
    const c = freshClient(t);
    await verifyAndSetPassword(c, "ind@example.com", "landlord");
    const reg = await c.post(
      "/api/auth/register",
      landlordPayload("ind@example.com", { accountType: "individual", phoneNumber: "0772987655" }),
    );
    expect(reg.status).toBe(201);
    const [profile] = await t.database.db
      .select()
      .from(landlordProfiles)
      .where(eq(landlordProfiles.userId, reg.body.userId as string));
    expect(profile).toMatchObject({ accountType: "individual", companyName: null });
  });
});

describe("verification codes", () => {
  it("rejects a bad email and a missing role", async () => {
    const c = freshClient(t);
    const bad = await c.post("/api/auth/send-verification", { email: "not-an-email", userType: "tenant" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      error: "Please enter a valid email",
      fields: { email: "Please enter a valid email" },
    });
    expect((await c.post("/api/auth/send-verification", { email: "a@b.co" })).status).toBe(400);
  });

  it("rejects a code that is not 4 digits with the spec's message", async () => {
    const res = await freshClient(t).post("/api/auth/verify-code", {
      email: "a@b.co",
      code: "12",
      userType: "tenant",
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("Please enter a 4-digit verification code.");
  });

  it("counts wrong codes: five wrong tries, then the sixth is refused even with the right code", async () => {
    const c = freshClient(t);
    const { body } = await c.post("/api/auth/send-verification", {
      email: "x@example.com",
      userType: "tenant",
    });
    const wrong = body.code === "0000" ? "1111" : "0000";
    for (let i = 0; i < 5; i++) {
      const r = await c.post("/api/auth/verify-code", {
        email: "x@example.com",
        code: wrong,
        userType: "tenant",
      });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({
        code: "INVALID_CODE",
        error: "Invalid verification code. Please try again.",
      });
    }
    const sixth = await c.post("/api/auth/verify-code", {
      email: "x@example.com",
      code: body.code,
      userType: "tenant",
    });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({
      code: "TOO_MANY_ATTEMPTS",
      error: "Too many wrong tries. Please request a new code.",
    });
  });

  it("refuses an expired code", async () => {
    const c = freshClient(t);
    const { body } = await c.post("/api/auth/send-verification", {
      email: "old@example.com",
      userType: "tenant",
    });
    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(verificationCodes.contact, "old@example.com"));
    const r = await c.post("/api/auth/verify-code", {
      email: "old@example.com",
      code: body.code,
      userType: "tenant",
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      code: "CODE_EXPIRED",
      error: "This code has expired. Please request a new code.",
    });
  });

  it("a code is for the role it was asked for, and only the newest code works", async () => {
    const c = freshClient(t);
    const first = await c.post("/api/auth/send-verification", { email: "r@example.com", userType: "tenant" });
    const landlordTry = await c.post("/api/auth/verify-code", {
      email: "r@example.com",
      code: first.body.code,
      userType: "landlord",
    });
    expect(landlordTry.status).toBe(400);
    const second = await c.post("/api/auth/send-verification", {
      email: "r@example.com",
      userType: "tenant",
    });
    if (second.body.code !== first.body.code) {
      const old = await c.post("/api/auth/verify-code", {
        email: "r@example.com",
        code: first.body.code,
        userType: "tenant",
      });
      expect(old.status).toBe(400);
    }
    const ok = await c.post("/api/auth/verify-code", {
      email: "r@example.com",
      code: second.body.code,
      userType: "tenant",
    });
    expect(ok.status).toBe(200);
    const reuse = await c.post("/api/auth/verify-code", {
      email: "r@example.com",
      code: second.body.code,
      userType: "tenant",
    });
    expect(reuse.status).toBe(400);
  });

  it("allows at most 5 codes per contact per hour", async () => {
    const c = freshClient(t);
    for (let i = 0; i < 5; i++) {
      expect(
        (await c.post("/api/auth/send-verification", { email: "many@example.com", userType: "tenant" }))
          .status,
      ).toBe(200);
    }
    const sixth = await c.post("/api/auth/send-verification", {
      email: "many@example.com",
      userType: "tenant",
    });
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe("CODE_LIMIT");
  });

  it("limits codes per IP across contacts", async () => {
    for (let i = 0; i < 20; i++) {
      // a new client each time, all from one address; the per-route limit is per minute, so space them by IP-bound table counts
      await t.database.db.insert(verificationCodes).values({
        contact: `ip${i}@example.com`,
        role: "tenant",
        codeHash: "x",
        ip: "10.9.8.7",
        expiresAt: new Date(Date.now() + 600_000),
      });
    }
    const c = freshClient(t);
    const r = await c.request(
      "POST",
      "/api/auth/send-verification",
      { email: "next@example.com", userType: "tenant" },
      {
        "x-test-ip": "1",
      },
    );
    expect(r.status).toBe(200); // this client's address is not 10.9.8.7
    const other = new (c.constructor as typeof import("../../test/test-client").TestClient)(
      t.app,
      "10.9.8.7",
    );
    const blocked = await other.post("/api/auth/send-verification", {
      email: "next2@example.com",
      userType: "tenant",
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe("IP_CODE_LIMIT");
  });

  it("in production the code is never in the answer, and a failed delivery is an error", async () => {
    const prod = await createTestApp({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(40) });
    try {
      const r = await prod
        .client()
        .post("/api/auth/send-verification", { email: "p@example.com", userType: "tenant" });
      expect(r.status).toBe(502);
      expect(JSON.stringify(r.body)).not.toMatch(/"code":"\d{4}"/);
      expect(r.body.development).toBeUndefined();
    } finally {
      await prod.close();
    }
  });

  it("when the email is delivered the code is not in the answer", async () => {
    const delivering = await createTestApp({}, { deliverMail: true });
    try {
      const r = await delivering
        .client()
        .post("/api/auth/send-verification", { email: "d@example.com", userType: "tenant" });
      expect(r.status).toBe(200);
      expect(r.body.development).toBeUndefined();
      expect(r.body.code).toBeUndefined();
    } finally {
      await delivering.close();
    }
  });
});

describe("password and registration", () => {
  it("password setup needs a verified ticket and enforces the rules", async () => {
    const c = freshClient(t);
    const none = await c.post("/api/auth/signup-password", {
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
    });
    expect(none.status).toBe(401);
    expect(none.body.error).toBe("Verification data not found. Please start over.");

    const sent = await c.post("/api/auth/send-verification", { email: "pw@example.com", userType: "tenant" });
    await c.post("/api/auth/verify-code", {
      email: "pw@example.com",
      code: sent.body.code,
      userType: "tenant",
    });
    const short = await c.post("/api/auth/signup-password", { password: "Ab1", confirmPassword: "Ab1" });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe("Password must be at least 8 characters");
    const weak = await c.post("/api/auth/signup-password", {
      password: "alllowercase1",
      confirmPassword: "alllowercase1",
    });
    expect(weak.body.error).toBe(
      "Password must contain at least one uppercase letter, one lowercase letter, and one number",
    );
    const mismatch = await c.post("/api/auth/signup-password", {
      password: GOOD_PASSWORD,
      confirmPassword: "Other1234",
    });
    expect(mismatch.body).toMatchObject({
      error: "Passwords don't match",
      fields: { confirmPassword: "Passwords don't match" },
    });
  });

  it("registration without a ticket, with a used ticket, or with another role's ticket is refused", async () => {
    const c = freshClient(t);
    const none = await c.post("/api/auth/register", tenantPayload("a@example.com"));
    expect(none.status).toBe(401);

    await verifyAndSetPassword(c, "tt@example.com", "tenant");
    const asLandlord = await c.post("/api/auth/register", landlordPayload("tt@example.com"));
    expect(asLandlord.status).toBe(403);
    expect(asLandlord.body.code).toBe("WRONG_ROLE");

    const ticket = c.cookie("nyumba_signup")!;
    expect((await c.post("/api/auth/register", tenantPayload("tt@example.com"))).status).toBe(201);
    c.setCookie("nyumba_signup", ticket); // replay the same ticket
    const reused = await c.post("/api/auth/register", tenantPayload("tt@example.com"));
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe("NO_SIGNUP_TICKET");
  });

  it("a registered email answers 409 with a clear message", async () => {
    const first = freshClient(t);
    await verifyAndSetPassword(first, "dup@example.com", "tenant");
    expect((await first.post("/api/auth/register", tenantPayload("dup@example.com"))).status).toBe(201);
    const second = freshClient(t);
    await verifyAndSetPassword(second, "dup@example.com", "landlord");
    const r = await second.post("/api/auth/register", landlordPayload("dup@example.com"));
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({
      code: "EMAIL_TAKEN",
      error: "An account with this email already exists. Please sign in instead.",
    });
  });

  it("the email registered is the verified one", async () => {
    const c = freshClient(t);
    await verifyAndSetPassword(c, "real@example.com", "tenant");
    const r = await c.post("/api/auth/register", tenantPayload("someone-else@example.com"));
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("EMAIL_MISMATCH");
  });

  it.each([
    ["firstName", { firstName: "A" }, "First name must be at least 2 characters"],
    ["lastName", { lastName: "" }, "Last name must be at least 2 characters"],
    ["dateOfBirth", { dateOfBirth: "" }, "Date of birth is required"],
    ["nationalId", { nationalId: "CM123" }, "National ID must be at least 10 characters"],
    ["occupation", { occupation: "x" }, "Occupation is required"],
    ["monthlyIncome", { monthlyIncome: "" }, "Monthly income is required"],
    ["propertyOfInterest", { propertyOfInterest: "" }, "Please select a property"],
    ["unitType", { unitType: "mansion" }, "Please select a unit type"],
    [
      "unitType",
      { propertyOfInterest: 1, moveInDate: addDays(kampalaToday(), 30) },
      "Please select a unit type",
    ],
    ["moveInDate", { moveInDate: "" }, "Move-in date is required"],
    ["firstName", { firstName: "x".repeat(101) }, "First name is too long"],
  ])("tenant registration: bad %s gets its message", async (field, override, message) => {
    const c = freshClient(t);
    const email = uniqueEmail("bad");
    await verifyAndSetPassword(c, email, "tenant");
    const r = await c.post("/api/auth/register", { ...tenantPayload(email), ...override });
    expect(r.status).toBe(400);
    expect(r.body.fields?.[field as never] ?? r.body.error).toBe(message);
  });

  it.each([
    ["accountType", { accountType: "" }, "Please select an account type"],
    ["firstName", { firstName: "J" }, "First name must be at least 2 characters"],
    ["email", { email: "nope" }, "Please enter a valid email address"],
    ["phoneNumber", { phoneNumber: "0772" }, "Please enter a valid phone number"],
  ])("landlord registration: bad %s gets its message", async (field, override, message) => {
    const c = freshClient(t);
    const email = uniqueEmail("badl");
    await verifyAndSetPassword(c, email, "landlord");
    const r = await c.post("/api/auth/register", { ...landlordPayload(email), ...override });
    expect(r.status).toBe(400);
    expect(r.body.fields?.[field as never] ?? r.body.error).toBe(message);
  });

  it("missing fields: every required field is named", async () => {
    const c = freshClient(t);
    await verifyAndSetPassword(c, "empty@example.com", "tenant");
    const r = await c.post("/api/auth/register", { role: "tenant" });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("VALIDATION_ERROR");
  });

  it("never logs codes or passwords", async () => {
    const logsBefore = t.logs.length;
    const c = freshClient(t);
    const sent = await c.post("/api/auth/send-verification", {
      email: "log@example.com",
      userType: "tenant",
    });
    await c.post("/api/auth/verify-code", {
      email: "log@example.com",
      code: sent.body.code,
      userType: "tenant",
    });
    await c.post("/api/auth/signup-password", { password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD });
    await c.post("/api/auth/register", tenantPayload("log@example.com"));
    await c.post("/api/login", { email: "log@example.com", password: "Wrong-Pass1", role: "tenant" });
    const all = t.logs.slice(logsBefore).join("\n");
    expect(all.length).toBeGreaterThan(0);
    expect(all).not.toContain(GOOD_PASSWORD);
    expect(all).not.toContain("Wrong-Pass1");
    expect(all).not.toContain(`"${sent.body.code}"`);
    expect(all).not.toContain(c.cookie("nyumba_session") ?? "no-session-cookie");
  });
});
