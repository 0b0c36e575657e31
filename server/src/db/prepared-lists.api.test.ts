import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshClient } from "../test/portfolio-factories";
import { statementsDuring } from "../test/statements";
import { createTestApp, type TestApp } from "../test/test-app";
import type { TestClient } from "../test/test-client";

/**
 * The list screens' reads are prepared statements (issue 15: building a statement with drizzle cost more of
 * Node's time than PostgreSQL spent running it; bench/README.md, api-baseline). Each list as its screen first
 * asks for it, on a demo world where every list has rows: how many statements it sends after the session lookup,
 * and on PostgreSQL that each is named (PGlite has no named statements).
 */

let t: TestApp;
let landlord: TestClient;
let tenant: TestClient;
let propertyId: number;

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  landlord = freshClient(t);
  expect((await landlord.post("/api/demo/session", { role: "landlord" })).status).toBe(200);
  tenant = freshClient(t);
  expect((await tenant.post("/api/demo/session", { role: "tenant" })).status).toBe(200);
  const properties = (await landlord.get("/api/landlord/properties")).body as unknown as { id: number }[];
  propertyId = properties[0]!.id;
});
afterAll(() => t.close());

/** The rows of a list answer: the array itself, or its `items`. */
const rowsOf = (body: unknown) => (Array.isArray(body) ? body : (body as { items: unknown[] }).items);

async function expectPrepared(client: TestClient | null, url: string, statements: number) {
  const get = () => (client ?? freshClient(t)).get(url);
  const first = await get(); // a session's first request may write its 'last seen'
  expect(first.status, url).toBe(200);
  expect(rowsOf(first.body), url).not.toHaveLength(0);
  const sent = await statementsDuring(t.database.db, get);
  const own = client ? sent.slice(1) : sent;
  if (client) expect(sent[0]!.text).toContain('"sessions"');
  expect(own, own.map((s) => s.text).join("\n\n")).toHaveLength(statements);
  if (t.database.kind === "postgres") expect(sent.filter((s) => !s.name).map((s) => s.text)).toEqual([]);
}

describe("list reads are prepared", () => {
  it("the landlord's properties: the rows, then their figures, unit types, payouts and photos at once", () =>
    expectPrepared(landlord, "/api/landlord/properties", 5));

  it.each([
    ["/api/landlord/properties/{p}/units", 4], // the property, its units, their leases' ledger, open requests
    ["/api/landlord/properties/{p}/units?status=occupied", 4],
    ["/api/maintenance-requests?propertyId={p}&limit=20", 1], // the board checks the property in its statement
    ["/api/landlord/payments?propertyId={p}", 2],
    ["/api/landlord/applications", 1],
    ["/api/landlord/tenants?q=Sarah", 1],
  ])("the landlord's %s: %i statements", (url, statements) =>
    expectPrepared(landlord, url.replace("{p}", String(propertyId)), statements),
  );

  it("the landlord's applications of one property: the property, then its applications", async () => {
    const all = (await landlord.get("/api/landlord/applications")).body as unknown as {
      propertyId: number;
    }[];
    await expectPrepared(landlord, `/api/landlord/applications?propertyId=${all[0]!.propertyId}`, 2);
  });

  it.each([
    ["/api/rent-payments", 2], // the lease, its charges
    ["/api/payments", 1],
  ])("the tenant's %s: %i statements", (url, statements) => expectPrepared(tenant, url, statements));

  it("the public list of properties (no session)", () => expectPrepared(null, "/api/properties", 1));
});
