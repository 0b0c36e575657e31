import { and, count, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kampalaToday } from "../../../../common/kampala-calendar";
import type { PropertySummary } from "../../../../common/schemas/properties";
import type { RentSummary } from "../../../../common/schemas/rent";
import {
  demoWorlds,
  leases,
  maintenancePhotos,
  maintenanceRequests,
  paymentProofs,
  payments,
  properties,
  receipts,
  sessions,
  users,
} from "../../db/schema";
import { translator } from "../../platform/i18n";
import { DEMO_LANDLORD_EMAIL, DEMO_TENANT_EMAIL } from "../../seed/demo-accounts";
import { seedDemo } from "../../seed/index";
import {
  demoAccountIn,
  demoPropertyIn,
  openDemoAs,
  owedSinceThisMonthsRent,
} from "../../test/demo-factories";
import { freshClient, patch } from "../../test/portfolio-factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TestClient } from "../../test/test-client";
import { DEMO_WORLDS_PER_IP_PER_HOUR } from "./service";

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
    const sarah = await demoAccountIn(t.database.db, worldId!, DEMO_TENANT_EMAIL);
    const [lease] = await t.database.db.select().from(leases).where(eq(leases.tenantId, sarah.id));
    const owed = await owedSinceThisMonthsRent(t.database.db, lease!.id, 1_500_000, kampalaToday());
    expect(summary).toMatchObject({
      propertyName: "Kampala Heights",
      unitNumber: "4B",
      landlordName: "Robert Ssentongo",
      balance: owed.balance,
      openByGroup: owed.openByGroup,
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

    // Sarah's requests show the template's photo files: the only new files are her two deposit slips (with
    // thumbnails), which show the world's own lease reference and dates.
    const own = await items(client, "/api/maintenance-requests");
    expect(own).toHaveLength(2);
    const detail = (await client.get(`/api/maintenance-requests/${own[0]!.id}`)).body;
    const [photo] = detail.photos as { url: string }[];
    expect((await client.get(photo!.url)).status).toBe(200);
    const slips = await t.database.db
      .select({ file: paymentProofs.fileKey, thumb: paymentProofs.thumbKey })
      .from(paymentProofs)
      .innerJoin(payments, eq(payments.id, paymentProofs.paymentId))
      .where(eq(payments.landlordId, robert.id));
    expect(slips).toHaveLength(2);
    expect((t.storage as unknown as { size: number }).size).toBe(filesBefore + 2 * slips.length);
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
    expect(refused.body).toEqual({
      error: translator().t("demo.limit"),
      code: "DEMO_LIMIT",
      requestId: expect.any(String),
    });
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

describe("a demo world behind https, without a template", () => {
  it("sets a Secure cookie, and a world needs no template (its requests then have no photos)", async () => {
    const https = await createTestApp({ PUBLIC_URL: "https://nyumba.example" });
    try {
      const res = await https.client().post("/api/demo/session", { role: "tenant" });
      expect(res.status).toBe(200);
      const cookies = ([] as string[]).concat(res.res.headers["set-cookie"] ?? []);
      for (const name of ["nyumba_demo", "nyumba_session"]) {
        expect(cookies.find((c) => c.startsWith(`${name}=`))).toMatch(/;\s*Secure/i);
      }
      expect(res.body.user).toMatchObject({ firstName: "Sarah", unitNumber: "4B" });
      const [photos] = await https.database.db.select({ n: count() }).from(maintenancePhotos);
      expect(photos!.n).toBe(0);
    } finally {
      await https.close();
    }
  });
});
