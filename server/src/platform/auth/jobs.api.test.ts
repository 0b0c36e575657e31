import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema";
import { signIn, signUp } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { runDueJobs } from "../jobs/runner";
import { enqueueScheduledJobs, SCHEDULES } from "../jobs/schedule";
import { sessionJobHandlers } from "./jobs";
import { sha256 } from "./tokens";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the expired sessions job", () => {
  it("runs daily and deletes only the sessions past their expiry", async () => {
    const db = t.database.db;
    const live = t.client();
    const userId = await signUp(live, "tenant", "sessions-job@example.com");
    await signIn(live, "sessions-job@example.com", "tenant");
    const old = new Date(Date.now() - 60_000);
    await db.insert(sessions).values([
      { tokenHash: sha256("expired-a"), userId, expiresAt: old },
      { tokenHash: sha256("expired-b"), userId, expiresAt: old },
    ]);
    expect(SCHEDULES).toContainEqual({ name: "delete-expired-sessions", every: "day" });
    await enqueueScheduledJobs(
      db,
      SCHEDULES.filter((s) => s.name === "delete-expired-sessions"),
    );
    expect(await runDueJobs({ db }, sessionJobHandlers)).toBe(1);
    const left = await db.select({ expiresAt: sessions.expiresAt }).from(sessions);
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((s) => s.expiresAt.getTime() > Date.now())).toBe(true);
    // The signed-in browser's session was not touched.
    expect((await live.get("/api/auth/user")).status).toBe(200);
  });
});
