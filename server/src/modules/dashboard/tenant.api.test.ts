import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeUrl } from "../../../../common/contract/route-table";
import { TENANT_DASHBOARD_CALLS } from "../../../../common/dashboard/tenant-calls";
import { type Answer, dashboardAnswers } from "../../test/dashboard-answers";
import { clientFor, makeLeasedUnit, makeTenant } from "../../test/lease-factories";
import { freshClient } from "../../test/portfolio-factories";
import { statementsDuring } from "../../test/statements";
import { createTestApp, type TestApp } from "../../test/test-app";
import type { TestClient } from "../../test/test-client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
});
afterAll(() => t.close());

const dashboardOf = (client: TestClient) => dashboardAnswers(client, "/api/tenant/dashboard");

describe("GET /api/tenant/dashboard", () => {
  it("answers every card's read exactly as its own route does", async () => {
    const demo = freshClient(t);
    expect((await demo.post("/api/demo/session", { role: "tenant" })).status).toBe(200);
    const answers = await dashboardOf(demo);
    expect(answers.map((a) => a.id)).toEqual(TENANT_DASHBOARD_CALLS.map((c) => c.id));
    for (const call of TENANT_DASHBOARD_CALLS) {
      const own = await demo.get(routeUrl(call.id, call.input));
      const answer = answers.find((a) => a.id === call.id)!;
      expect({ id: call.id, status: answer.status }).toEqual({ id: call.id, status: own.status });
      expect(answer.body, call.id).toEqual(own.body);
    }
    // The demo tenant's cards have something to show: the answers are not empty shells.
    const rent = answers.find((a) => a.id === "rent.summary")!;
    expect(rent.status).toBe(200);
    expect(rent.body).toMatchObject({ propertyName: "Kampala Heights", leaseId: expect.any(String) });
  });

  it("answers a tenant without a lease as each route does, failures included (only the request id differs)", async () => {
    const tenant = await makeTenant(t.database.db);
    const client = await clientFor(t, tenant.id);
    const answers = await dashboardOf(client);
    const withoutId = (body: unknown) => ({ ...(body as object), requestId: undefined });
    for (const call of TENANT_DASHBOARD_CALLS) {
      const own = await client.get(routeUrl(call.id, call.input));
      const answer = answers.find((a) => a.id === call.id)!;
      expect({ id: call.id, status: answer.status }).toEqual({ id: call.id, status: own.status });
      expect(withoutId(answer.body), call.id).toEqual(withoutId(own.body));
    }
    expect(answers.some((a) => a.status >= 400)).toBe(true);
  });

  it("reads the eight cards in 10 statements after the session lookup, each prepared", async () => {
    const demo = freshClient(t);
    expect((await demo.post("/api/demo/session", { role: "tenant" })).status).toBe(200);
    expect((await demo.get("/api/tenant/dashboard")).status).toBe(200);
    const seen = await statementsDuring(t.database.db, async () => {
      expect((await demo.get("/api/tenant/dashboard")).status).toBe(200);
    });
    // 31 before the cards' reads were cut and prepared (decision 0031); 15 before the rent card's lease read
    // served the other cards too and chat's conversations became one statement; 12 before the chat card's latest
    // page joined its view's statement.
    expect(seen).toHaveLength(11);
    if (t.database.kind === "postgres") expect(seen.filter((s) => !s.name)).toEqual([]);
  });

  it("holds only the caller's own: another property's tenant gets their own answers", async () => {
    const a = await makeLeasedUnit(t.database.db);
    const b = await makeLeasedUnit(t.database.db);
    const [forA, forB] = await Promise.all([clientFor(t, a.tenant.id), clientFor(t, b.tenant.id)]);
    const [answersA, answersB] = await Promise.all([dashboardOf(forA), dashboardOf(forB)]);
    const summaryOf = (answers: Answer[]) => answers.find((x) => x.id === "rent.summary")!.body;
    expect(JSON.stringify(summaryOf(answersA))).toContain(a.property.name);
    expect(JSON.stringify(answersA)).not.toContain(b.property.name);
    expect(JSON.stringify(summaryOf(answersB))).toContain(b.property.name);
  });

  it("is for tenants: 401 signed out, 403 for a landlord", async () => {
    expect((await freshClient(t).get("/api/tenant/dashboard")).status).toBe(401);
    const { landlord } = await makeLeasedUnit(t.database.db);
    expect((await (await clientFor(t, landlord.id)).get("/api/tenant/dashboard")).status).toBe(403);
  });
});
