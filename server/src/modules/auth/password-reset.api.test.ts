import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { VERIFICATION_MAX_ATTEMPTS, VERIFICATION_MAX_CODES_PER_HOUR } from "../../../../common/constants";
import { notifications, users, verificationCodes } from "../../db/schema";
import { GOOD_PASSWORD, signIn, signUp } from "../../test/factories";
import { freshClient, inEnglish } from "../../test/portfolio-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import type { TestClient } from "../../test/test-client";

const t = sharedTestApp();
const NEW_PASSWORD = "Entebbe2027x";
let n = 0;
const uniqueEmail = (who: string) => `${who}.${Date.now().toString(36)}.${n++}@example.com`;

const ask = (c: TestClient, email: string) => c.post("/api/auth/password-reset/request", { email });
const reset = (c: TestClient, body: Record<string, unknown>) => c.post("/api/auth/password-reset", body);

describe("forgot password", () => {
  it("a code to the account's email sets a new password; every session ends; the account is told", async () => {
    const email = uniqueEmail("kato");
    await signUp(freshClient(t), "tenant", email);
    const phone = freshClient(t);
    await signIn(phone, email, "tenant");
    const laptop = freshClient(t);
    await signIn(laptop, email, "tenant");

    const stranger = freshClient(t);
    const asked = await ask(stranger, email.toUpperCase());
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ success: true, development: true });
    const code = asked.body.code as string;
    expect(code).toMatch(/^\d{4}$/);

    const done = await reset(stranger, {
      email,
      code,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.message).toBe("Your password has been changed. Sign in with your new password.");
    for (const c of [phone, laptop]) expect((await c.get("/api/auth/user")).status).toBe(401);

    const old = await freshClient(t).post("/api/login", { email, password: GOOD_PASSWORD, role: "tenant" });
    expect(old.status).toBe(401);
    const fresh = freshClient(t);
    await signIn(fresh, email, "tenant", NEW_PASSWORD);
    expect((await fresh.get("/api/auth/user")).status).toBe(200);

    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user!.id), eq(notifications.type, "account")));
    // Beside the sign-in notices of the two devices.
    expect(told.filter((x) => inEnglish(x.title) === "Password changed").map((x) => x.essential)).toEqual([
      true,
    ]);

    // The code is spent.
    const again = await reset(stranger, {
      email,
      code,
      password: "Another2028x",
      confirmPassword: "Another2028x",
    });
    expect(again.status).toBe(400);
  });

  it("answers alike whether an account exists, and a code for no account never works", async () => {
    const email = uniqueEmail("real");
    await signUp(freshClient(t), "tenant", email);
    const real = await ask(freshClient(t), email);
    const nobody = await ask(freshClient(t), uniqueEmail("nobody"));
    expect(nobody.status).toBe(real.status);
    expect(Object.keys(nobody.body).sort()).toEqual(Object.keys(real.body).sort());
    const nobodyEmail = uniqueEmail("ghost");
    const ghost = await ask(freshClient(t), nobodyEmail);
    const res = await reset(freshClient(t), {
      email: nobodyEmail,
      code: ghost.body.code,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("INVALID_CODE");
  });

  it("is limited like sign-up codes, for accounts and non-accounts alike", async () => {
    for (const email of [uniqueEmail("limited"), uniqueEmail("ghost")]) {
      const c = freshClient(t);
      for (let i = 0; i < VERIFICATION_MAX_CODES_PER_HOUR; i++)
        expect((await ask(c, email)).status).toBe(200);
      const over = await ask(c, email);
      expect(over.status).toBe(429);
      expect(over.body.code).toBe("CODE_LIMIT");
    }
  });

  it("counts wrong codes and stops after the fifth; only the newest code works", async () => {
    const email = uniqueEmail("tries");
    await signUp(freshClient(t), "tenant", email);
    const c = freshClient(t);
    const first = (await ask(c, email)).body.code as string;
    const second = (await ask(c, email)).body.code as string;
    const body = (code: string) => ({ email, code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    // The retired first code is a wrong try of the newest; five wrong tries in all, then even the right one is refused.
    let tries = 0;
    if (first !== second) {
      expect((await reset(c, body(first))).status).toBe(400);
      tries++;
    }
    const wrong = second === "0000" ? "1111" : "0000";
    for (; tries < VERIFICATION_MAX_ATTEMPTS; tries++) expect((await reset(c, body(wrong))).status).toBe(400);
    const stopped = await reset(c, body(second));
    expect(stopped.status).toBe(429);
    expect(stopped.body.code).toBe("TOO_MANY_ATTEMPTS");
  });

  it("refuses an expired code", async () => {
    const email = uniqueEmail("late");
    await signUp(freshClient(t), "tenant", email);
    const c = freshClient(t);
    const code = (await ask(c, email)).body.code as string;
    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(verificationCodes.contact, email), eq(verificationCodes.purpose, "password_reset")));
    const res = await reset(c, { email, code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.body.code).toBe("CODE_EXPIRED");
  });

  it("a sign-up code is no reset code, nor the other way round", async () => {
    const email = uniqueEmail("mixed");
    await signUp(freshClient(t), "tenant", email);
    const c = freshClient(t);
    const signupCode = (await c.post("/api/auth/send-verification", { email, userType: "tenant" })).body
      .code as string;
    const res = await reset(c, {
      email,
      code: signupCode,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(400);
  });

  it("refuses bad input with a clear 400", async () => {
    const c = freshClient(t);
    const email = uniqueEmail("bad");
    for (const body of [{}, { email: "not-an-email" }, { email: "x".repeat(1_000_000) }, { email: 42 }])
      expect((await c.post("/api/auth/password-reset/request", body)).status).toBe(400);
    const good = { email, code: "1234", password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    for (const over of [
      { code: "12" },
      { code: "abcd" },
      { password: "short" },
      { confirmPassword: "Different2027" },
      { email: "nope" },
      { password: `${"x".repeat(200)}A1` },
    ]) {
      const res = await reset(c, { ...good, ...over });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.error).toBeTruthy();
    }
  });
});
