import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { charges, jobs } from "../../db/schema";
import { rentJobHandlers } from "../../modules/rent/jobs";
import { firstOfMonth, makeRentLease } from "../../test/rent-factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { claimDueJobs, enqueueJob, type JobHandlers, runDueJobs, startJobRunner } from "./runner";
import { enqueueScheduledJobs, SCHEDULES, scheduleKey } from "./schedule";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(jobs);
});

const deps = () => ({ db: t.database.db });
type Deps = ReturnType<typeof deps>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const jobRow = async (id: string) => (await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

/** Waits until the database's clock, the one claiming compares with, has passed the job's lock. */
async function lockExpired(id: string) {
  const expired = async () => {
    const [row] = await t.database.db
      .select({ expired: sql<boolean>`${jobs.lockedUntil} < now()` })
      .from(jobs)
      .where(eq(jobs.id, id));
    return row!.expired;
  };
  for (let i = 0; i < 100 && !(await expired()); i++) await sleep(20);
}

describe("durable jobs", () => {
  it("a job runs once, with its payload", async () => {
    const seen: unknown[] = [];
    const handlers: JobHandlers<Deps> = { hello: async (_d, payload) => void seen.push(payload) };
    const id = (await enqueueJob(t.database.db, { name: "hello", payload: { who: "Sarah" } }))!;
    expect(await runDueJobs(deps(), handlers)).toBe(1);
    expect(await runDueJobs(deps(), handlers)).toBe(0);
    expect(seen).toEqual([{ who: "Sarah" }]);
    expect(await jobRow(id)).toMatchObject({ attempts: 1, lastError: null, lockedUntil: null });
    expect((await jobRow(id)).doneAt).toBeInstanceOf(Date);
  });

  it("a unique key enqueues once; a job due later waits", async () => {
    expect(await enqueueJob(t.database.db, { name: "x", uniqueKey: "x:1" })).not.toBeNull();
    expect(await enqueueJob(t.database.db, { name: "x", uniqueKey: "x:1" })).toBeNull();
    await enqueueJob(t.database.db, { name: "x", runAt: new Date(Date.now() + 3_600_000) });
    let runs = 0;
    expect(await runDueJobs(deps(), { x: async () => void runs++ })).toBe(1);
    expect(runs).toBe(1);
    expect(await t.database.db.select().from(jobs)).toHaveLength(2);
  });

  it("a job whose handler throws is retried after a back-off, then succeeds", async () => {
    let calls = 0;
    const handlers: JobHandlers<Deps> = {
      flaky: async () => {
        calls += 1;
        if (calls === 1) throw new Error("provider timed out");
      },
    };
    const id = (await enqueueJob(t.database.db, { name: "flaky" }))!;
    await runDueJobs(deps(), handlers);
    const failed = await jobRow(id);
    expect(failed).toMatchObject({ attempts: 1, doneAt: null, lockedUntil: null });
    expect(failed.lastError).toContain("provider timed out");
    // The default back-off puts it in the future: not due yet.
    expect(failed.runAt.getTime()).toBeGreaterThan(Date.now() + 10_000);
    expect(await runDueJobs(deps(), handlers)).toBe(0);

    await t.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, id));
    expect(await runDueJobs(deps(), handlers)).toBe(1);
    expect(calls).toBe(2);
    expect(await jobRow(id)).toMatchObject({ attempts: 2, lastError: null });
    expect((await jobRow(id)).doneAt).toBeInstanceOf(Date);
  });

  it("a job claimed by a runner that died is claimed again once its lock expires", async () => {
    const id = (await enqueueJob(t.database.db, { name: "orphan" }))!;
    expect(await claimDueJobs(t.database.db, 10, 0.2)).toHaveLength(1);
    let runs = 0;
    const handlers = { orphan: async () => void runs++ };
    expect(await runDueJobs(deps(), handlers)).toBe(0); // still locked
    await lockExpired(id);
    expect(await runDueJobs(deps(), handlers)).toBe(1);
    expect(await jobRow(id)).toMatchObject({ attempts: 2 });
  });

  it("gives up after the last attempt, keeping the error; unknown jobs fail", async () => {
    const id = (await enqueueJob(t.database.db, { name: "broken" }))!;
    const handlers = {
      broken: async () => {
        throw new Error("always");
      },
    };
    await runDueJobs(deps(), handlers, { maxAttempts: 2, backoffMs: () => 0 });
    expect((await jobRow(id)).doneAt).toBeNull();
    await runDueJobs(deps(), handlers, { maxAttempts: 2, backoffMs: () => 0 });
    expect((await jobRow(id)).doneAt).toBeInstanceOf(Date);
    expect((await jobRow(id)).lastError).toContain("always");

    const unknown = (await enqueueJob(t.database.db, { name: "nobody-handles-this" }))!;
    await runDueJobs(deps(), handlers);
    expect((await jobRow(unknown)).lastError).toContain('no handler for job "nobody-handles-this"');
  });

  it("two runners never run the same job twice", async () => {
    for (let i = 0; i < 24; i++) await enqueueJob(t.database.db, { name: "work", payload: { i } });
    const runs: number[] = [];
    const handlers: JobHandlers<Deps> = {
      work: async (_d, payload) => {
        await sleep(3);
        runs.push((payload as { i: number }).i);
      },
    };
    const drain = async () => {
      while ((await runDueJobs(deps(), handlers, { batchSize: 3 })) > 0) {}
    };
    await Promise.all([drain(), drain(), drain()]);
    expect(runs.sort((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_, i) => i));
  });

  it("the runner works in the background and stops cleanly", async () => {
    let runs = 0;
    const runner = startJobRunner(deps(), { tick: async () => void runs++ }, { intervalMs: 20 });
    await enqueueJob(t.database.db, { name: "tick" });
    for (let i = 0; i < 100 && runs === 0; i++) await sleep(20);
    await runner.stop();
    expect(runs).toBe(1);
    await enqueueJob(t.database.db, { name: "tick" });
    await sleep(80);
    expect(runs).toBe(1);
  });
});

describe("scheduled jobs", () => {
  it("enqueue each period once, keyed by the Kampala day", async () => {
    const daily = SCHEDULES.filter((s) => s.every === "day");
    expect(daily.map((s) => s.name)).toEqual([
      "generate-charges",
      "rent-reminders",
      "delete-expired-sessions",
      "pet-vaccination-reminders",
      "erase-deleted-accounts",
      "rental-tax-notices",
    ]);
    const at = new Date("2026-11-21T22:30:00Z"); // already 22 November in Kampala
    expect(scheduleKey(daily[0]!, at)).toBe("generate-charges:2026-11-22");
    expect(await enqueueScheduledJobs(t.database.db, daily, at)).toBe(6);
    expect(await enqueueScheduledJobs(t.database.db, daily, new Date(at.getTime() + 3_600_000))).toBe(0);
    expect(await enqueueScheduledJobs(t.database.db, daily, new Date(at.getTime() + 86_400_000))).toBe(6);
    expect(scheduleKey({ name: "reconcile-payments", every: "minute" }, at)).toBe(
      "reconcile-payments:2026-11-21T22:30",
    );
    const hourly = SCHEDULES.filter((s) => s.every === "hour");
    expect(hourly.map((s) => s.name)).toEqual(["delete-expired-demo-worlds"]);
    expect(scheduleKey(hourly[0]!, at)).toBe("delete-expired-demo-worlds:2026-11-21T22");
    expect(await enqueueScheduledJobs(t.database.db, hourly, at)).toBe(1);
    expect(await enqueueScheduledJobs(t.database.db, hourly, new Date(at.getTime() + 20 * 60_000))).toBe(0);
    expect(await enqueueScheduledJobs(t.database.db, hourly, new Date(at.getTime() + 3_600_000))).toBe(1);
  });

  it("generate-charges run twice creates the charges once", async () => {
    const lease = await makeRentLease(t.database.db, { startDate: firstOfMonth(-2) });
    const count = async () =>
      (await t.database.db.select().from(charges).where(eq(charges.leaseId, lease.id))).length;
    await enqueueScheduledJobs(
      t.database.db,
      SCHEDULES.filter((s) => s.name === "generate-charges"),
    );
    await runDueJobs(deps(), { "generate-charges": rentJobHandlers["generate-charges"] });
    expect(await count()).toBe(3);
    await enqueueJob(t.database.db, { name: "generate-charges", uniqueKey: "generate-charges:manual" });
    expect(await runDueJobs(deps(), { "generate-charges": rentJobHandlers["generate-charges"] })).toBe(1);
    expect(await count()).toBe(3);
    const done = await t.database.db.select().from(jobs);
    expect(done.every((j) => j.doneAt !== null && j.lastError === null)).toBe(true);
  });
});
