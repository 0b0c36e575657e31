import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PropertySummary } from "../../../../common/schemas/portfolio";
import type { RentSummary } from "../../../../common/schemas/rent";
import {
  demoWorlds,
  jobs,
  leases,
  maintenancePhotos,
  maintenanceRequests,
  payments,
  properties,
  receipts,
  rentalApplications,
  sessions,
  users,
} from "../../db/schema";
import { runDueJobs } from "../../platform/jobs/runner";
import { enqueueScheduledJobs, SCHEDULES } from "../../platform/jobs/schedule";
import { DEMO_LANDLORD_EMAIL, DEMO_TENANT_EMAIL } from "../../seed/demo-accounts";
import { seedDemo } from "../../seed/index";
import { deleteDemoWorlds } from "../../seed/worlds";
import { demoAccountIn, demoPropertyIn, openDemoAs } from "../../test/demo-factories";
import { GOOD_PASSWORD, tenantPayload, verifyAndSetPassword } from "../../test/factories";
import { leaseBody } from "../../test/lease-factories";
import {
  createProperty,
  freshClient,
  patch,
  signedInUser,
  unitTypeInput,
} from "../../test/portfolio-factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TestClient } from "../../test/test-client";
import { demoJobHandlers } from "./jobs";
import { DEMO_LIMIT, DEMO_WORLDS_PER_IP_PER_HOUR } from "./service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { storage: t.storage });
});
afterAll(() => t.close());

const DEMO_NAMES = ["Bugolobi Gardens", "Kampala Heights", "Kololo Residences", "Nakasero Towers"];

type Row = Record<string, unknown>;
const landlordProperties = async (c: TestClient) =>
  (await c.get("/api/landlord/properties")).body as unknown as PropertySummary[];
const items = async (c: TestClient, url: string) => (await c.get(url)).body.items as Row[];

/** The maintenance request a demo tenant files through the API. */
async function fileRequest(c: TestClient, issue: string) {
  const res = await c.post("/api/maintenance-requests", { category: "plumbing", issue, priority: "high" });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe("a demo world per visitor", () => {
  it("is a copy of the template with new ids, the same names and history, tied to the browser by a cookie", async () => {
    const a = await openDemoAs(t, "landlord", freshClient(t));
    const b = await openDemoAs(t, "landlord", freshClient(t));
    expect(a.worldId).toBeTruthy();
    expect(b.worldId).toBeTruthy();
    expect(a.worldId).not.toBe(b.worldId);
    expect(a.user).toMatchObject({ firstName: "Robert", lastName: "Ssentongo", isDemo: true });

    const mine = await landlordProperties(a.client);
    const theirs = await landlordProperties(b.client);
    expect(mine.map((p) => p.name).sort()).toEqual(DEMO_NAMES);
    expect(theirs.map((p) => p.name).sort()).toEqual(DEMO_NAMES);
    const ids = [...mine, ...theirs].map((p) => p.id);
    expect(new Set([...ids, 1, 2, 3, 4]).size).toBe(ids.length + 4);
    const heights = mine.find((p) => p.name === "Kampala Heights")!;
    expect(heights).toMatchObject({ totalUnits: 22, occupiedUnits: 14 });

    // The cookie: httpOnly, SameSite=Lax, as long as the world (24 hours), not Secure over http.
    const token = a.client.cookie("nyumba_demo");
    expect(token).toBeTruthy();
    const res = await freshClient(t).post("/api/demo/session", { role: "tenant" });
    const set = ([] as string[])
      .concat(res.res.headers["set-cookie"] ?? [])
      .find((c) => c.startsWith("nyumba_demo="))!;
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(set).toMatch(/Path=\//);
    expect(set).not.toMatch(/Secure/i);
    expect(Number(/Max-Age=(\d+)/.exec(set)![1])).toBeGreaterThan(86_400 - 60);
    expect(Number(/Max-Age=(\d+)/.exec(set)![1])).toBeLessThanOrEqual(86_400);
    // Only the token's hash is stored; the demo session ends with the world.
    const [world] = await t.database.db.select().from(demoWorlds).where(eq(demoWorlds.id, a.worldId!));
    expect(world!.tokenHash).not.toBe(token);
    const own = await t.database.db.select().from(sessions).where(eq(sessions.userId, a.user.id));
    expect(own.every((s) => s.expiresAt.getTime() <= world!.expiresAt.getTime())).toBe(true);
  });

  it("has the template's rent history, relative to today, and its photos by reference", async () => {
    const filesBefore = (t.storage as unknown as { size: number }).size;
    const { client, worldId } = await openDemoAs(t, "tenant", freshClient(t));
    const summary = (await client.get("/api/rent/summary")).body as unknown as RentSummary;
    expect(summary).toMatchObject({
      propertyName: "Kampala Heights",
      unitNumber: "4B",
      landlordName: "Robert Ssentongo",
      balance: 1_500_000,
      payee: { bankName: "Stanbic Bank Uganda" },
    });
    // Receipts numbered 1..n for the world's landlord, one per succeeded payment.
    const robert = await demoAccountIn(t.database.db, worldId!, DEMO_LANDLORD_EMAIL);
    const numbers = (
      await t.database.db
        .select({ n: receipts.number })
        .from(receipts)
        .where(eq(receipts.landlordId, robert.id))
    )
      .map((r) => r.n)
      .sort((x, y) => x - y);
    const [paid] = await t.database.db
      .select({ n: count() })
      .from(payments)
      .where(and(eq(payments.landlordId, robert.id), eq(payments.status, "succeeded")));
    expect(numbers).toEqual(Array.from({ length: paid!.n }, (_, i) => i + 1));

    // Sarah's requests show the template's photo files: no new file was stored.
    const own = await items(client, "/api/maintenance-requests");
    expect(own).toHaveLength(2);
    const detail = (await client.get(`/api/maintenance-requests/${own[0]!.id}`)).body;
    const [photo] = detail.photos as { url: string }[];
    expect((await client.get(photo!.url)).status).toBe(200);
    expect((t.storage as unknown as { size: number }).size).toBe(filesBefore);
    const keys = await t.database.db
      .select({ key: maintenancePhotos.storageKey, landlord: properties.landlordId })
      .from(maintenancePhotos)
      .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, maintenancePhotos.requestId))
      .innerJoin(properties, eq(properties.id, maintenanceRequests.propertyId));
    const worldKeys = keys.filter((k) => k.landlord === robert.id).map((k) => k.key);
    const [template] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, DEMO_LANDLORD_EMAIL), isNull(users.demoWorldId)));
    const templateKeys = keys.filter((k) => k.landlord === template!.id).map((k) => k.key);
    expect(worldKeys.sort()).toEqual(templateKeys.sort());
  });

  it("keeps two visitors apart: payments, requests, tenants, properties and dashboards", async () => {
    const db = t.database.db;
    // Visitor A files a request as the tenant, then looks at it as the landlord; visitor B is another browser.
    const a = await openDemoAs(t, "tenant", freshClient(t));
    const b = await openDemoAs(t, "landlord", freshClient(t));
    expect(a.worldId).not.toBe(b.worldId);
    const heightsA = await demoPropertyIn(db, a.worldId!, "Kampala Heights");
    const heightsB = await demoPropertyIn(db, b.worldId!, "Kampala Heights");
    const filed = await fileRequest(a.client, "Blocked toilet");

    // Payments: each tenant lists only their own; A's receipts are not B's landlord's to download.
    const ownIds = new Set(
      (await db.select({ id: payments.id }).from(payments).where(eq(payments.tenantId, a.user.id))).map(
        (p) => p.id,
      ),
    );
    const listed = (await a.client.get("/api/payments")).body as unknown as Row[];
    expect(listed.length).toBe(ownIds.size);
    expect(listed.every((p) => ownIds.has(p.id as string))).toBe(true);
    const paymentA = [...ownIds][0]!;
    expect((await a.client.get(`/api/payments/${paymentA}/receipt.pdf`)).status).toBe(200);
    expect((await b.client.get(`/api/payments/${paymentA}/receipt.pdf`)).status).toBe(404);
    const listB = (await b.client.get(`/api/landlord/payments?propertyId=${heightsB.id}&limit=100`)).body
      .items as Row[];
    expect(listB.length).toBeGreaterThan(0);
    expect(listB.some((p) => ownIds.has(p.id as string))).toBe(false);

    // Requests: B's landlord never sees A's, nor can open it or list A's property's board.
    const boardB = await items(b.client, `/api/maintenance-requests?propertyId=${heightsB.id}&limit=100`);
    expect(boardB.map((r) => r.id)).not.toContain(filed);
    expect(boardB.some((r) => r.issue === "Blocked toilet")).toBe(false);
    expect((await b.client.get(`/api/maintenance-requests/${filed}`)).status).toBe(404);
    expect(await items(b.client, `/api/maintenance-requests?propertyId=${heightsA.id}`)).toEqual([]);

    // Tenants: each landlord finds only their own world's Sarah.
    const sarahB = await demoAccountIn(db, b.worldId!, DEMO_TENANT_EMAIL);
    const found = (await b.client.get("/api/landlord/tenants?q=Sarah")).body as unknown as Row[];
    expect(found.map((f) => f.id)).toEqual([sarahB.id]);

    // Properties and dashboards: A's copy is not B's; A's landlord counts A's new request, B's does not.
    expect((await landlordProperties(b.client)).map((p) => p.id)).not.toContain(heightsA.id);
    expect((await b.client.get(`/api/landlord/dashboard?propertyId=${heightsA.id}`)).status).toBe(404);
    await openDemoAs(t, "landlord", a.client);
    expect((await a.client.get("/api/landlord/tenants?q=Sarah")).body).toEqual([
      expect.objectContaining({ id: a.user.id }),
    ]);
    const dashA = await a.client.get(`/api/landlord/dashboard?propertyId=${heightsA.id}`);
    const dashB = await b.client.get(`/api/landlord/dashboard?propertyId=${heightsB.id}`);
    expect(dashA.status).toBe(200);
    expect(dashB.status).toBe(200);
    expect(dashA.body.units).toMatchObject({ total: 22, occupied: 14, maintenance: 6 });
    expect(dashB.body.units).toMatchObject({ total: 22, occupied: 14, maintenance: 5 });
  });

  it("one visitor switches roles inside their world: the tenant's request is that landlord's to handle", async () => {
    const browser = freshClient(t);
    const asTenant = await openDemoAs(t, "tenant", browser);
    const filed = await fileRequest(browser, "Leaking pipe");
    const worldsBefore = await t.database.db.select({ n: count() }).from(demoWorlds);

    const asLandlord = await openDemoAs(t, "landlord", browser);
    expect(asLandlord.worldId).toBe(asTenant.worldId);
    expect(asLandlord.user.role).toBe("landlord");
    expect(await t.database.db.select({ n: count() }).from(demoWorlds)).toEqual(worldsBefore);
    const heights = await demoPropertyIn(t.database.db, asTenant.worldId!, "Kampala Heights");
    const board = await items(browser, `/api/maintenance-requests?propertyId=${heights.id}&limit=100`);
    expect(board.map((r) => r.id)).toContain(filed);
    const scheduled = await patch(browser, `/api/maintenance-requests/${filed}/status`, {
      status: "in_progress",
    });
    expect(scheduled.status).toBe(200);

    // Another visitor's landlord never sees it.
    const other = await openDemoAs(t, "landlord", freshClient(t));
    const otherHeights = await demoPropertyIn(t.database.db, other.worldId!, "Kampala Heights");
    const otherBoard = await items(
      other.client,
      `/api/maintenance-requests?propertyId=${otherHeights.id}&limit=100`,
    );
    expect(otherBoard.map((r) => r.id)).not.toContain(filed);

    // Back to the tenant: the same Sarah, who sees the landlord's change.
    const again = await openDemoAs(t, "tenant", browser);
    expect(again.user.id).toBe(asTenant.user.id);
    const mine = await items(browser, "/api/maintenance-requests");
    expect(mine.find((r) => r.id === filed)).toMatchObject({ status: "in_progress" });
  });

  it("gives a browser whose world has ended a new one", async () => {
    const browser = freshClient(t);
    const first = await openDemoAs(t, "tenant", browser);
    await t.database.db
      .update(demoWorlds)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(demoWorlds.id, first.worldId!));
    const second = await openDemoAs(t, "tenant", browser);
    expect(second.worldId).not.toBe(first.worldId);
    expect((await browser.get("/api/auth/user")).body).toMatchObject({ id: second.user.id });
  });

  it("limits new worlds per IP address; switching roles in a world is not limited", async () => {
    const ip = "10.200.0.1";
    const browser = new TestClient(t.app, ip);
    await openDemoAs(t, "tenant", browser);
    const now = Date.now();
    await t.database.db.insert(demoWorlds).values(
      Array.from({ length: DEMO_WORLDS_PER_IP_PER_HOUR - 1 }, (_, i) => ({
        tokenHash: `limit-test-${now}-${i}`,
        createdIp: ip,
        expiresAt: new Date(now + 3_600_000),
      })),
    );
    const refused = await new TestClient(t.app, ip).post("/api/demo/session", { role: "tenant" });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: DEMO_LIMIT, code: "DEMO_LIMIT" });
    expect((await browser.post("/api/demo/session", { role: "landlord" })).status).toBe(200);
    expect(
      (await new TestClient(t.app, "10.200.0.2").post("/api/demo/session", { role: "tenant" })).status,
    ).toBe(200);
  });

  it("answers a bad role with a 400", async () => {
    for (const body of [{ role: "admin" }, {}, { role: 3 }]) {
      const res = await freshClient(t).post("/api/demo/session", body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("VALIDATION_ERROR");
    }
  });

  it("lists the template's properties publicly once, however many worlds exist", async () => {
    const [worlds] = await t.database.db.select({ n: count() }).from(demoWorlds);
    expect(worlds!.n).toBeGreaterThan(5);
    expect((await t.client().get("/api/properties")).body).toEqual([
      { id: 1, name: "Kampala Heights" },
      { id: 2, name: "Nakasero Towers" },
      { id: 3, name: "Kololo Residences" },
      { id: 4, name: "Bugolobi Gardens" },
    ]);
  });
});

describe("real accounts and demo worlds never meet", () => {
  it("a demo landlord never links a real account; the invitation is neither emailed nor usable by sign-up", async () => {
    const realEmail = `amina-${Date.now()}@example.com`;
    const real = freshClient(t);
    await verifyAndSetPassword(real, realEmail, "tenant");
    const reg = await real.post(
      "/api/auth/register",
      tenantPayload(realEmail, { phoneNumber: "0701 555 123" }),
    );
    expect(reg.status).toBe(201);
    const realId = reg.body.userId as string;
    // Her application went to the template's Kampala Heights (id 1), not to a demo world's copy.
    const applied = await t.database.db
      .select({ propertyId: rentalApplications.propertyId })
      .from(rentalApplications)
      .where(eq(rentalApplications.tenantId, realId));
    expect(applied).toEqual([{ propertyId: 1 }]);

    const demo = await openDemoAs(t, "landlord", freshClient(t));
    const heights = await demoPropertyIn(t.database.db, demo.worldId!, "Kampala Heights");
    const available = (await demo.client.get(`/api/landlord/properties/${heights.id}/units?status=available`))
      .body as unknown as { id: number }[];
    const [first, second] = available;
    const mailsBefore = t.mails.length;
    const byEmail = await demo.client.post(
      "/api/landlord/leases",
      leaseBody(first!.id, { email: realEmail }),
    );
    const byPhone = await demo.client.post(
      "/api/landlord/leases",
      leaseBody(second!.id, { email: undefined, phone: "0701 555 123" }),
    );
    for (const res of [byEmail, byPhone]) {
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        lease: { status: "pending" },
        invitation: { linkedExisting: false, delivered: false },
      });
    }
    expect(t.mails.slice(mailsBefore)).toEqual([]);
    expect(await t.database.db.select().from(leases).where(eq(leases.tenantId, realId))).toEqual([]);

    // The invitation's code is unknown to sign-up: shown as not valid, and registering with it links nothing.
    const code = new URL((byEmail.body.invitation as { link: string }).link).searchParams.get("invite")!;
    const info = await freshClient(t).get(`/api/invitations/${encodeURIComponent(code)}`);
    expect(info.status).toBe(404);
    expect(info.body.code).toBe("INVITATION_NOT_FOUND");
    const invitee = freshClient(t);
    const otherEmail = `brenda-${Date.now()}@example.com`;
    const sent = await invitee.post("/api/auth/send-verification", { email: otherEmail, userType: "tenant" });
    const verified = await invitee.post("/api/auth/verify-code", {
      email: otherEmail,
      code: sent.body.code,
      userType: "tenant",
      inviteCode: code,
    });
    expect(verified.status).toBe(200);
    await invitee.post("/api/auth/signup-password", {
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
    });
    expect((await invitee.post("/api/auth/register", tenantPayload(otherEmail))).status).toBe(201);
    const pending = await t.database.db
      .select({ status: leases.status, tenantId: leases.tenantId })
      .from(leases)
      .where(inArray(leases.unitId, [first!.id, second!.id]));
    expect(pending).toEqual([
      { status: "pending", tenantId: null },
      { status: "pending", tenantId: null },
    ]);
  });

  it("a real landlord never links a demo world's account", async () => {
    const demo = await openDemoAs(t, "tenant", freshClient(t));
    // Kenneth applied in the demo and has no lease: a real landlord typing his email or phone does not find him.
    const kenneth = await demoAccountIn(t.database.db, demo.worldId!, "kenneth.ouma@demo.nyumba.ug");
    const { client } = await signedInUser(t, "landlord");
    const property = await createProperty(client, { unitTypes: [unitTypeInput({ quantity: 2 })] });
    const units = (await client.get(`/api/landlord/properties/${property.id}/units`)).body as unknown as {
      id: number;
    }[];
    const contacts = [{ email: kenneth.email! }, { email: undefined, phone: kenneth.phone! }];
    for (const [i, contact] of contacts.entries()) {
      const res = await client.post("/api/landlord/leases", leaseBody(units[i]!.id, contact));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ lease: { status: "pending" }, invitation: { linkedExisting: false } });
    }
    expect(await t.database.db.select().from(leases).where(eq(leases.tenantId, kenneth.id))).toEqual([]);
    // Demo accounts have no password: signing in as one fails like any wrong password.
    const signIn = await freshClient(t).post("/api/login", {
      email: DEMO_TENANT_EMAIL,
      password: "Kampala2026",
      role: "tenant",
    });
    expect(signIn.status).toBe(401);
  });
});

describe("the demo clean-up job", () => {
  let j: TestApp;
  beforeAll(async () => {
    j = await createTestApp();
    await seedDemo(j.database.db, { storage: j.storage });
  });
  afterAll(() => j.close());

  /** The clean-up as the job runner does it: this hour's scheduled job, claimed and run. */
  async function runCleanup() {
    const schedule = SCHEDULES.filter((s) => s.name === "delete-expired-demo-worlds");
    expect(schedule).toHaveLength(1);
    await enqueueScheduledJobs(j.database.db, schedule);
    const deps = { db: j.database.db, storage: j.storage };
    expect(await runDueJobs(deps, demoJobHandlers)).toBe(1);
    const [job] = await j.database.db.select().from(jobs).where(eq(jobs.name, "delete-expired-demo-worlds"));
    expect(job).toMatchObject({ lastError: null });
    await j.database.db.delete(jobs);
  }

  const filesOf = async (keys: string[]) =>
    Promise.all(keys.map(async (k) => (await j.storage.get(k)) !== null));

  it("deletes expired worlds with their accounts, sessions, data and own files; keeps the template and live worlds", async () => {
    const db = j.database.db;
    const templateUsers = await db.select({ id: users.id }).from(users).where(isNull(users.demoWorldId));
    const templatePhotos = (await db.select().from(maintenancePhotos)).flatMap((p) => [
      p.storageKey,
      p.thumbKey,
    ]);
    expect(templatePhotos).toHaveLength(8);

    const expired = await openDemoAs(j, "tenant", freshClient(j));
    await openDemoAs(j, "landlord", expired.client); // sessions of both roles
    const live = await openDemoAs(j, "tenant", freshClient(j));
    // Files of the expired world's own: an ID document and a photo of a request filed there.
    const idKey = `national-id/${expired.user.id}/own.png`;
    await j.storage.put(idKey, Buffer.from("id"), "image/png");
    await db.update(users).set({ nationalIdPhotoKey: idKey }).where(eq(users.id, expired.user.id));
    const [request] = await db
      .select({ id: maintenanceRequests.id })
      .from(maintenanceRequests)
      .where(eq(maintenanceRequests.tenantId, expired.user.id))
      .limit(1);
    const photoKey = `maintenance/${request!.id}/own.jpg`;
    await j.storage.put(photoKey, Buffer.from("photo"), "image/jpeg");
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
    expect((await j.client().get("/api/properties")).body).toHaveLength(4);
    expect(await filesOf(templatePhotos)).toEqual(templatePhotos.map(() => true));
    expect((await live.client.get("/api/auth/user")).body).toMatchObject({ id: live.user.id });
    const liveRequests = (await live.client.get("/api/maintenance-requests")).body.items as Row[];
    expect(liveRequests).toHaveLength(2);
  });

  it("works through many expired worlds in bounded batches", async () => {
    const db = j.database.db;
    const worlds = [];
    for (let i = 0; i < 3; i++) worlds.push((await openDemoAs(j, "tenant", freshClient(j))).worldId!);
    await db
      .update(demoWorlds)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(inArray(demoWorlds.id, worlds));
    // Batches of one world: three transactions, all worlds gone.
    expect(await deleteDemoWorlds(db, j.storage, { expiredBy: new Date(), batchSize: 1 })).toBe(3);
    expect(await db.select().from(demoWorlds).where(inArray(demoWorlds.id, worlds))).toEqual([]);
    expect(await db.select().from(users).where(inArray(users.demoWorldId, worlds))).toEqual([]);
    // Nothing expired: the job does nothing.
    await runCleanup();
    expect((await db.select({ n: count() }).from(users).where(isNull(users.demoWorldId)))[0]!.n).toBe(26);
  });
});
