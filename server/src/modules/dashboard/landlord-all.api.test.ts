import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeUrl } from "../../../../common/contract/route-table";
import { landlordDashboardCalls } from "../../../../common/dashboard/landlord-calls";
import type { LandlordDashboard } from "../../../../common/schemas/dashboard";
import type { PropertySummary } from "../../../../common/schemas/properties";
import { type Answer, dashboardAnswers } from "../../test/dashboard-answers";
import { clientFor, makeLeasedUnit } from "../../test/lease-factories";
import { freshClient, put } from "../../test/portfolio-factories";
import { statementsDuring } from "../../test/statements";
import { createTestApp, type TestApp } from "../../test/test-app";
import type { TestClient } from "../../test/test-client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
});
afterAll(() => t.close());

const URL_ALL = "/api/landlord/dashboard/all";

const answersOf = (client: TestClient, url = URL_ALL) => dashboardAnswers(client, url);

/** Every answer equals what its own route says to the same caller (the request id aside). */
async function expectEachAsItsRoute(client: TestClient, answers: Answer[]) {
  const withoutId = (body: unknown) => ({ ...(body as object), requestId: undefined });
  const [dashboard, ...cards] = answers;
  const own = await client.get("/api/landlord/dashboard");
  expect({ id: dashboard!.id, status: dashboard!.status }).toEqual({
    id: "dashboard.landlord",
    status: own.status,
  });
  expect(withoutId(dashboard!.body)).toEqual(withoutId(own.body));
  if (own.status !== 200) return expect(cards).toEqual([]);
  const { property, rent } = own.body as unknown as LandlordDashboard;
  const calls = landlordDashboardCalls(property.id, { proofsWaiting: rent.paymentsToVerify > 0 });
  expect(cards.map((a) => a.id)).toEqual(calls.map((c) => c.id));
  for (const call of calls) {
    const ownCard = await client.get(routeUrl(call.id, call.input));
    const answer = cards.find((a) => a.id === call.id)!;
    expect({ id: call.id, status: answer.status }).toEqual({ id: call.id, status: ownCard.status });
    expect(withoutId(answer.body), call.id).toEqual(withoutId(ownCard.body));
  }
}

/** A landlord with a leased unit of their own property, that property selected. */
async function selectedLandlord() {
  const world = await makeLeasedUnit(t.database.db);
  const client = await clientFor(t, world.landlord.id);
  const selected = await put(client, "/api/landlord/selected-property", { propertyId: world.property.id });
  expect(selected.status).toBe(200);
  return { ...world, client };
}

describe("GET /api/landlord/dashboard/all", () => {
  it("answers the selected property's dashboard and each card's read exactly as their own routes do", async () => {
    const demo = freshClient(t);
    expect((await demo.post("/api/demo/session", { role: "landlord" })).status).toBe(200);
    const properties = (await demo.get("/api/landlord/properties")).body as unknown as PropertySummary[];
    const heights = properties.find((p) => p.name === "Kampala Heights")!;
    expect((await put(demo, "/api/landlord/selected-property", { propertyId: heights.id })).status).toBe(200);
    const answers = await answersOf(demo);
    await expectEachAsItsRoute(demo, answers);
    // The demo's cards have something to show: the answers are not empty shells.
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(answers.map((a) => a.id)).toContain("payments.proofQueue"); // the demo has proofs waiting
    expect(answers[0]!.body).toMatchObject({ property: { id: heights.id, name: "Kampala Heights" } });
    expect(answers.find((a) => a.id === "applications.list")!.body).not.toEqual([]);
  });

  it("reads the dashboard and its cards in 10 statements with the session lookup, each prepared", async () => {
    const { client } = await selectedLandlord();
    await answersOf(client);
    const seen = await statementsDuring(t.database.db, async () => {
      await answersOf(client);
    });
    expect(seen).toHaveLength(10);
    if (t.database.kind === "postgres") expect(seen.filter((s) => !s.name)).toEqual([]);
  });

  it("asks for the proof queue only when the dashboard counts proofs waiting", async () => {
    const { client } = await selectedLandlord();
    const answers = await answersOf(client);
    expect((answers[0]!.body as LandlordDashboard).rent.paymentsToVerify).toBe(0);
    expect(answers.map((a) => a.id)).not.toContain("payments.proofQueue");
    await expectEachAsItsRoute(client, answers);
  });

  it("answers the dashboard's failure alone when no property is selected", async () => {
    const { landlord } = await makeLeasedUnit(t.database.db);
    const client = await clientFor(t, landlord.id);
    const answers = await answersOf(client);
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({ id: "dashboard.landlord", status: 404 });
    await expectEachAsItsRoute(client, answers);
  });

  it("holds only the caller's own property: another landlord's, or a forged id in the URL, changes nothing", async () => {
    const a = await selectedLandlord();
    const b = await selectedLandlord();
    const answersA = await answersOf(a.client);
    expect((answersA[0]!.body as LandlordDashboard).property.id).toBe(a.property.id);
    expect(JSON.stringify(answersA)).not.toContain(b.property.name);
    // The composite takes no input: a property id in its URL is not read.
    const forged = await answersOf(a.client, `${URL_ALL}?propertyId=${b.property.id}`);
    expect((forged[0]!.body as LandlordDashboard).property.id).toBe(a.property.id);
    expect(JSON.stringify(forged)).not.toContain(b.property.name);
  });

  it("is for landlords: 401 signed out, 403 for a tenant", async () => {
    expect((await freshClient(t).get(URL_ALL)).status).toBe(401);
    const { tenant } = await makeLeasedUnit(t.database.db);
    expect((await (await clientFor(t, tenant.id)).get(URL_ALL)).status).toBe(403);
  });
});
