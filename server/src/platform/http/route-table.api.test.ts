import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTES } from "../../../../common/contract/route-table";
import { registeredRoutes } from "../../test/routes";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the route table", () => {
  it("is every route the server serves under /api, but the provider callbacks and the API docs", () => {
    const registered = registeredRoutes(t.app.printRoutes({ commonPrefix: false }))
      // The API docs (@fastify/swagger-ui) serve their own pages and files under /api/docs.
      .filter((r) => r.path.startsWith("/api/") && !r.path.startsWith("/api/docs"))
      .map((r) => `${r.method} ${r.path}`);
    const table = new Set<string>(Object.values(ROUTES));
    expect(registered.filter((r) => !table.has(r)).sort()).toEqual(
      [
        "GET /api/openapi.json",
        "POST /api/payments/callback/mtn-momo",
        "POST /api/payments/webhook/flutterwave",
        "POST /api/payments/webhook/stripe",
        "PUT /api/payments/callback/mtn-momo",
        "POST /api/sms/delivery-reports/:token",
        "POST /api/ussd/:token",
      ].sort(),
    );
    expect([...table].filter((line) => !registered.includes(line))).toEqual([]);
  });
});
