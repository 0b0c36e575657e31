import { count, eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  demoWorlds,
  jobs,
  maintenancePhotos,
  maintenanceRequests,
  payments,
  properties,
  sessions,
  users,
} from "../../db/schema";
import { runDueJobs } from "../../platform/jobs/runner";
import { enqueueScheduledJobs, SCHEDULES } from "../../platform/jobs/schedule";
import { DEMO_LANDLORD_EMAIL } from "../../seed/demo-accounts";
import { seedDemo } from "../../seed/index";
import { deleteDemoWorlds } from "../../seed/worlds";
import { demoAccountIn, openDemoAs } from "../../test/demo-factories";
import { freshClient } from "../../test/portfolio-factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { demoJobHandlers } from "./jobs";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { storage: t.storage });
});
afterAll(() => t.close());

type Row = Record<string, unknown>;

describe("the demo clean-up job", () => {
  /** The clean-up as the job runner does it: this hour's scheduled job, claimed and run. */
  async function runCleanup() {
    const schedule = SCHEDULES.filter((s) => s.name === "delete-expired-demo-worlds");
    expect(schedule).toHaveLength(1);
    await enqueueScheduledJobs(t.database.db, schedule);
    const deps = { db: t.database.db, storage: t.storage };
    expect(await runDueJobs(deps, demoJobHandlers)).toBe(1);
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.name, "delete-expired-demo-worlds"));
    expect(job).toMatchObject({ lastError: null });
    await t.database.db.delete(jobs);
  }

  const filesOf = async (keys: string[]) =>
    Promise.all(keys.map(async (k) => (await t.storage.get(k)) !== null));

  it("deletes expired worlds with their accounts, sessions, data and own files; keeps the template and live worlds", async () => {
    const db = t.database.db;
    const templateUsers = await db.select({ id: users.id }).from(users).where(isNull(users.demoWorldId));
    const templatePhotos = (await db.select().from(maintenancePhotos)).flatMap((p) => [
      p.storageKey,
      p.thumbKey,
    ]);
    expect(templatePhotos).toHaveLength(8);

    const expired = await openDemoAs(t, "tenant", freshClient(t));
    await openDemoAs(t, "landlord", expired.client); // sessions of both roles
    const live = await openDemoAs(t, "tenant", freshClient(t));
    // Files of the expired world's own: an ID document and a photo of a request filed there.
    const idKey = `national-id/${expired.user.id}/own.png`;
    await t.storage.put(idKey, Buffer.from("id"), "image/png");
    await db.update(users).set({ nationalIdPhotoKey: idKey }).where(eq(users.id, expired.user.id));
    const [request] = await db
      .select({ id: maintenanceRequests.id })
      .from(maintenanceRequests)
      .where(eq(maintenanceRequests.tenantId, expired.user.id))
      .limit(1);
    const photoKey = `maintenance/${request!.id}/own.jpg`;
    await t.storage.put(photoKey, Buffer.from("photo"), "image/jpeg");
    await db.insert(maintenancePhotos).values({
      requestId: request!.id,
      storageKey: photoKey,
      thumbKey: photoKey.replace(".jpg", ".webp"),
      contentType: "image/jpeg",
      width: 10,
      height: 10,
      bytes: 5,
    });
    await db
      .update(demoWorlds)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(demoWorlds.id, expired.worldId!));
    const expiredUsers = (
      await db.select({ id: users.id }).from(users).where(eq(users.demoWorldId, expired.worldId!))
    ).map((u) => u.id);
    expect(expiredUsers.length).toBe(templateUsers.length);
    const expiredLandlord = await demoAccountIn(db, expired.worldId!, DEMO_LANDLORD_EMAIL);
    expect(await db.select().from(sessions).where(inArray(sessions.userId, expiredUsers))).toHaveLength(2);

    await runCleanup();

    expect(await db.select().from(demoWorlds).where(eq(demoWorlds.id, expired.worldId!))).toEqual([]);
    expect(await db.select().from(users).where(inArray(users.id, expiredUsers))).toEqual([]);
    expect(await db.select().from(sessions).where(inArray(sessions.userId, expiredUsers))).toEqual([]);
    expect(await db.select().from(properties).where(eq(properties.landlordId, expiredLandlord.id))).toEqual(
      [],
    );
    expect(await db.select().from(payments).where(eq(payments.landlordId, expiredLandlord.id))).toEqual([]);
    expect((await expired.client.get("/api/auth/user")).status).toBe(401);
    expect(await filesOf([idKey, photoKey])).toEqual([false, false]);

    // The template: its accounts, its properties 1-4 and its photo files; the live world: untouched.
    const templateAfter = await db.select({ id: users.id }).from(users).where(isNull(users.demoWorldId));
    expect(templateAfter.map((u) => u.id).sort()).toEqual(templateUsers.map((u) => u.id).sort());
    expect((await t.client().get("/api/properties")).body).toHaveLength(4);
    expect(await filesOf(templatePhotos)).toEqual(templatePhotos.map(() => true));
    expect((await live.client.get("/api/auth/user")).body).toMatchObject({ id: live.user.id });
    const liveRequests = (await live.client.get("/api/maintenance-requests")).body.items as Row[];
    expect(liveRequests).toHaveLength(2);
  });

  it("works through many expired worlds in bounded batches", async () => {
    const db = t.database.db;
    const worlds = [];
    for (let i = 0; i < 3; i++) worlds.push((await openDemoAs(t, "tenant", freshClient(t))).worldId!);
    await db
      .update(demoWorlds)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(inArray(demoWorlds.id, worlds));
    // Batches of one world: three transactions, all worlds gone.
    expect(await deleteDemoWorlds(db, t.storage, { expiredBy: new Date(), batchSize: 1 })).toBe(3);
    expect(await db.select().from(demoWorlds).where(inArray(demoWorlds.id, worlds))).toEqual([]);
    expect(await db.select().from(users).where(inArray(users.demoWorldId, worlds))).toEqual([]);
    // Nothing expired: the job does nothing.
    await runCleanup();
    expect((await db.select({ n: count() }).from(users).where(isNull(users.demoWorldId)))[0]!.n).toBe(26);
  });
});
