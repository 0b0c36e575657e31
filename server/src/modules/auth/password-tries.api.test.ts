import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loginFailures, notifications, users } from "../../db/schema";
import { GOOD_PASSWORD, signUp } from "../../test/factories";
import { freshClient } from "../../test/portfolio-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import type { TestClient } from "../../test/test-client";
import {
  ACCOUNT_CEILING,
  accountFailureKey,
  FIRST_DELAY_SECONDS,
  FREE_FAILURES_PER_ADDRESS,
  waitAfter,
} from "./service/password-tries";

/**
 * Issue 31: five wrong passwords made the account refuse the right one (429) from everywhere, so anyone who knew
 * a phone number kept its owner out. Now a stranger's guesses slow down the stranger's address only.
 */

const t = sharedTestApp();
let accounts = 0;

async function account() {
  const email = `guessed-${++accounts}-${Date.now()}@example.com`;
  const id = await signUp(freshClient(t), "tenant", email);
  return { email, id };
}
const login = (c: TestClient, email: string, password: string) =>
  c.post("/api/login", { email, password, role: "tenant" });

/** Moves an address's failures for the account back in time, as if the wait had passed. */
async function age(userId: string, ip: string, seconds: number) {
  await t.database.db
    .update(loginFailures)
    .set({ createdAt: sql`${loginFailures.createdAt} - make_interval(secs => ${seconds})` })
    .where(and(eq(loginFailures.identifier, accountFailureKey(userId)), eq(loginFailures.ip, ip)));
}

describe("slow guessing, not a lock-out", () => {
  it("a stranger's wrong passwords do not keep the owner out; the stranger's address waits", async () => {
    const { email } = await account();
    const stranger = freshClient(t);
    for (let i = 0; i < FREE_FAILURES_PER_ADDRESS; i++)
      expect((await login(stranger, email, "Wrong-guess-1")).status).toBe(401);
    // From the stranger's address even the right password waits now.
    const waiting = await login(stranger, email, GOOD_PASSWORD);
    expect(waiting.status).toBe(429);
    expect(waiting.body).toMatchObject({
      code: "TOO_MANY_ATTEMPTS",
      error: "Too many failed sign-in attempts. Please wait 1 minutes and try again.",
    });
    expect(Number(waiting.res.headers["retry-after"])).toBeGreaterThan(FIRST_DELAY_SECONDS - 3);
    expect(Number(waiting.res.headers["retry-after"])).toBeLessThanOrEqual(FIRST_DELAY_SECONDS);

    const owner = freshClient(t);
    expect((await login(owner, email, GOOD_PASSWORD)).status).toBe(200);
    // The owner signing in does not wipe the stranger's record.
    expect((await login(stranger, email, GOOD_PASSWORD)).status).toBe(429);
  });

  it("each further failure from the address doubles its wait, up to an hour", async () => {
    const { email, id } = await account();
    const stranger = freshClient(t);
    for (let i = 0; i < FREE_FAILURES_PER_ADDRESS; i++) await login(stranger, email, "Wrong-guess-1");
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const wait = Number((await login(stranger, email, "Wrong-guess-1")).res.headers["retry-after"]);
      waits.push(wait);
      await age(id, stranger.ip, wait + 1);
      expect((await login(stranger, email, "Wrong-guess-1")).status).toBe(401);
    }
    expect(waits.map((w) => Math.round(w / 10) * 10)).toEqual([30, 60, 120]);
    expect(waitAfter(40, FREE_FAILURES_PER_ADDRESS)).toBe(3600);
    expect(waitAfter(4, FREE_FAILURES_PER_ADDRESS)).toBe(0);
  });

  it("the right password from an address that waited resets that address; email and phone count as one account", async () => {
    const { email, id } = await account();
    const phone = `+25670${String(Date.now()).slice(-7)}`;
    await t.database.db.update(users).set({ phone }).where(eq(users.id, id));
    const me = freshClient(t);
    for (let i = 0; i < 3; i++) await login(me, email, "Typo-password-1");
    for (let i = 0; i < 2; i++)
      expect(
        (await me.post("/api/login", { phone, password: "Typo-password-1", role: "tenant" })).status,
      ).toBe(401);
    expect((await me.post("/api/login", { phone, password: GOOD_PASSWORD, role: "tenant" })).status).toBe(
      429,
    );
    await age(id, me.ip, FIRST_DELAY_SECONDS + 1);
    expect((await me.post("/api/login", { phone, password: GOOD_PASSWORD, role: "tenant" })).status).toBe(
      200,
    );
    // A fresh start from here: five free tries again.
    for (let i = 0; i < FREE_FAILURES_PER_ADDRESS; i++)
      expect((await login(me, email, "Typo-password-1")).status).toBe(401);
  });

  it("an email of no account is slowed down the same way (nothing tells it apart)", async () => {
    const nobody = `nobody-${Date.now()}@example.com`;
    const c = freshClient(t);
    for (let i = 0; i < FREE_FAILURES_PER_ADDRESS; i++)
      expect((await login(c, nobody, "Whatever-1")).status).toBe(401);
    expect((await login(c, nobody, "Whatever-1")).status).toBe(429);
  });

  it("at the ceiling the owner gets one account notice, every address waits from its first failure, the owner still signs in", async () => {
    const { email, id } = await account();
    // Guesses from many addresses over the last day, one short of the ceiling.
    await t.database.db.insert(loginFailures).values(
      Array.from({ length: ACCOUNT_CEILING - 1 }, (_, i) => ({
        identifier: accountFailureKey(id),
        ip: `192.0.2.${i % 250}`,
        createdAt: new Date(Date.now() - (i + 1) * 60_000),
      })),
    );
    const guessing = () =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, id), eq(notifications.title, "account.passwordGuessingTitle")));
    const hundredth = freshClient(t);
    expect((await login(hundredth, email, "Guess-number-100")).status).toBe(401);
    const [notice, ...more] = await guessing();
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ type: "account", essential: true, link: "/account-security" });

    // A new address: one wrong try, then it waits.
    const next = freshClient(t);
    expect((await login(next, email, "Guess-number-101")).status).toBe(401);
    expect((await login(next, email, GOOD_PASSWORD)).status).toBe(429);
    expect(await guessing()).toHaveLength(1);

    // The owner, from an address that guessed nothing, signs in with the right password at once.
    const owner = freshClient(t);
    const signedIn = await login(owner, email, GOOD_PASSWORD);
    expect(signedIn.status).toBe(200);
    const mine = await owner.get("/api/notifications");
    expect(JSON.stringify(mine.body)).toContain("Many wrong passwords tried on your account");
  });
});
