import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "../../db/schema";
import { demoPropertyIn, demoWorldOf } from "../../test/demo-factories";
import { GOOD_PASSWORD, signUp } from "../../test/factories";
import { freshClient, signedInUser } from "../../test/portfolio-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import { createTestApp } from "../../test/test-app";

// One app for the file: each test signs up its own accounts from clients with addresses of their own.
const t = sharedTestApp();

describe("sign-in and sessions", () => {
  it("signs in by email or phone, returns the user, and sets an httpOnly session cookie", async () => {
    await t.isolate(); // reads the whole sessions table
    await signUp(t.client(), "tenant", "kato@example.com");
    const c = t.client();
    const res = await c.post("/api/login", {
      email: "KATO@example.com",
      password: GOOD_PASSWORD,
      role: "tenant",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      redirectTo: "/dashboard",
      user: { email: "kato@example.com", role: "tenant" },
    });
    const setCookie = String(res.res.headers["set-cookie"]);
    expect(setCookie).toMatch(/nyumba_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    // Only the token's hash is stored.
    const stored = await t.database.db.select().from(sessions);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toBe(c.cookie("nyumba_session"));

    const me = await c.get("/api/auth/user");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ firstName: "Amina", role: "tenant", passkeyCount: 0, propertyId: null });
  });

  it("a tenant with a lease sees their property and unit", async () => {
    await t.isolate({}, { demo: true }); // reads the seed's own ids
    const c = t.client();
    const demo = await c.post("/api/demo/session", { role: "tenant" });
    expect(demo.status).toBe(200);
    // The demo tenant of the browser's own demo world: its copy of Kampala Heights, not the template's (id 1).
    const worldId = await demoWorldOf(t.database.db, (demo.body.user as { id: string }).id);
    const heights = await demoPropertyIn(t.database.db, worldId!, "Kampala Heights");
    expect(heights.id).not.toBe(1);
    expect(demo.body.user).toMatchObject({
      firstName: "Sarah",
      lastName: "Namukasa",
      propertyId: heights.id,
      propertyName: "Kampala Heights",
      unitNumber: "4B",
      isDemo: true,
    });
    const landlord = t.client();
    const l = await landlord.post("/api/demo/session", { role: "landlord" });
    expect(l.body.user).toMatchObject({ role: "landlord", firstName: "Robert" });
  });

  it("signs in by phone in any Ugandan format", async () => {
    const c = freshClient(t);
    await signUp(c, "landlord", "phone@example.com"); // landlord payload phone 0772987654
    const res = await freshClient(t).post("/api/login", {
      phone: "+256 772 987 654",
      password: GOOD_PASSWORD,
      role: "landlord",
    });
    expect(res.status).toBe(200);
  });

  it("wrong credentials answer 401 with one generic message, for a wrong password and an unknown account alike", async () => {
    await signUp(freshClient(t), "tenant", "w@example.com");
    const wrong = await freshClient(t).post("/api/login", {
      email: "w@example.com",
      password: "Wrong12345",
      role: "tenant",
    });
    const unknown = await freshClient(t).post("/api/login", {
      email: "nobody@example.com",
      password: "Wrong12345",
      role: "tenant",
    });
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual({
        error: "Invalid email/phone or password.",
        code: "INVALID_CREDENTIALS",
        requestId: expect.any(String),
      });
    }
  });

  it("a landlord signing in on the tenant screen is told which screen to use", async () => {
    await signedInUser(t, "landlord", "ll@example.com"); // a phone number of its own
    const r = await freshClient(t).post("/api/login", {
      email: "ll@example.com",
      password: GOOD_PASSWORD,
      role: "tenant",
    });
    expect(r.status).toBe(403);
    expect(r.body.error).toBe("This is a landlord account. Please sign in on the Landlord Login screen.");
    expect(r.res.headers["set-cookie"]).toBeUndefined();
  });

  it("an expired session is signed out", async () => {
    await t.isolate(); // reads the whole sessions table
    const c = t.client();
    await signUp(c, "tenant", "exp@example.com");
    await c.post("/api/login", { email: "exp@example.com", password: GOOD_PASSWORD, role: "tenant" });
    expect((await c.get("/api/auth/user")).status).toBe(200);
    await t.database.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` });
    const after = await c.get("/api/auth/user");
    expect(after.status).toBe(401);
    expect(after.body.code).toBe("UNAUTHORIZED");
  });

  it("the session slides forward when used after a day", async () => {
    await t.isolate(); // reads the whole sessions table
    const c = t.client();
    await signUp(c, "tenant", "slide@example.com");
    await c.post("/api/login", { email: "slide@example.com", password: GOOD_PASSWORD, role: "tenant" });
    await t.database.db.update(sessions).set({
      lastSeenAt: sql`now() - interval '2 days'`,
      expiresAt: sql`now() + interval '1 day'`,
    });
    expect((await c.get("/api/auth/user")).status).toBe(200);
    const [s] = await t.database.db.select().from(sessions);
    expect(s!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it("sign-out by POST ends the session", async () => {
    await t.isolate(); // reads the whole sessions table
    const c = t.client();
    await signUp(c, "tenant", "out@example.com");
    await c.post("/api/login", { email: "out@example.com", password: GOOD_PASSWORD, role: "tenant" });
    const token = c.cookie("nyumba_session")!;
    expect((await c.post("/api/logout")).status).toBe(200);
    expect((await c.get("/api/auth/user")).status).toBe(401);
    expect(await t.database.db.select().from(sessions)).toHaveLength(0);
    // The old cookie does not come back to life.
    c.setCookie("nyumba_session", token);
    expect((await c.get("/api/auth/user")).status).toBe(401);
  });

  it("a link or an image (GET) signs nobody out, nor a POST from another site or without an Origin", async () => {
    const c = t.client();
    await signUp(c, "tenant", "stays-in@example.com");
    await c.post("/api/login", { email: "stays-in@example.com", password: GOOD_PASSWORD, role: "tenant" });
    const viaGet = await c.get("/api/logout");
    expect(viaGet.status).toBe(404);
    expect(viaGet.body).toMatchObject({ code: "NOT_FOUND", error: "No such endpoint: GET /api/logout" });
    expect((await c.get("/api/auth/user")).status).toBe(200);

    const foreign = await c.post("/api/logout", {}, { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe("BAD_ORIGIN");
    c.withoutOrigin();
    const bare = await c.post("/api/logout", {});
    expect(bare.status).toBe(403);
    expect(bare.body.code).toBe("ORIGIN_REQUIRED");
    expect((await c.get("/api/auth/user")).status).toBe(200);
  });

  it("GET /api/auth/user signed out is 401 JSON", async () => {
    const r = await freshClient(t).get("/api/auth/user");
    expect(r.status).toBe(401);
    expect(r.body).toEqual({
      error: "Please sign in to continue.",
      code: "UNAUTHORIZED",
      requestId: expect.any(String),
    });
  });

  it("refuses state-changing requests from another site", async () => {
    const r = await freshClient(t).post(
      "/api/login",
      { email: "a@b.co", password: "x", role: "tenant" },
      { origin: "https://evil.example" },
    );
    expect(r.status).toBe(403);
    expect(r.body.code).toBe("BAD_ORIGIN");
    const same = await freshClient(t).post(
      "/api/login",
      { email: "a@b.co", password: "Xyzxyz123", role: "tenant" },
      { origin: "http://localhost:3000" },
    );
    expect(same.status).toBe(401);
  });

  it("bad sign-in input gets a 400 with a message", async () => {
    const noContact = await freshClient(t).post("/api/login", { password: "x", role: "tenant" });
    expect(noContact.status).toBe(400);
    expect(noContact.body.error).toBe("Please provide contact information");
    const noRole = await freshClient(t).post("/api/login", { email: "a@b.co", password: "x" });
    expect(noRole.status).toBe(400);
  });
});

describe("demo access", () => {
  it("is off with DEMO_MODE=false", async () => {
    const off = await createTestApp({ DEMO_MODE: "false" }, { demo: true });
    try {
      const r = await off.client().post("/api/demo/session", { role: "tenant" });
      expect(r.status).toBe(404);
    } finally {
      await off.close();
    }
  });

  it("demo accounts have no password to guess", async () => {
    await t.isolate({}, { demo: true });
    const { users } = await import("../../db/schema");
    const rows = await t.database.db.select().from(users).where(eq(users.isDemo, true));
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.every((u) => u.passwordHash === null)).toBe(true);
  });
});
