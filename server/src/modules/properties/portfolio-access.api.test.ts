import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PropertySummary } from "../../../../common/schemas/properties";
import type { UnitRow } from "../../../../common/schemas/units";
import {
  bankDetailsInput,
  createProperty,
  freshClient,
  propertyInput,
  propertyUpdateBody,
  signedInUser,
} from "../../test/portfolio-factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import type { TestClient } from "../../test/test-client";

let t: TestApp;
let owner: TestClient;
let otherLandlord: TestClient;
let tenant: TestClient;
let property: PropertySummary;
let unit: UnitRow;

beforeAll(async () => {
  t = await createTestApp();
  [{ client: owner }, { client: otherLandlord }, { client: tenant }] = await Promise.all([
    signedInUser(t, "landlord"),
    signedInUser(t, "landlord"),
    signedInUser(t, "tenant"),
  ]);
  property = await createProperty(owner, { name: "Owner's Court" });
  const rows = (await owner.get(`/api/landlord/properties/${property.id}/units`))
    .body as unknown as UnitRow[];
  unit = rows[0]!;
  // The other landlord has a property of their own (so "not found" is not "has nothing").
  await createProperty(otherLandlord, { name: "Elsewhere Flats" });
});
afterAll(() => t.close());

type Call = [method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: () => string, body?: () => unknown];

/** Every route that names a property or unit, with a valid body. */
const idRoutes: Call[] = [
  ["GET", () => `/api/landlord/properties/${property.id}`],
  [
    "PATCH",
    () => `/api/landlord/properties/${property.id}`,
    () => propertyUpdateBody(property, { name: "Taken" }),
  ],
  ["GET", () => `/api/landlord/properties/${property.id}/units`],
  ["GET", () => `/api/landlord/properties/${property.id}/units?status=available`],
  ["GET", () => `/api/landlord/units/${unit.id}`],
  ["PATCH", () => `/api/landlord/units/${unit.id}`, () => ({ notes: "Taken", rent: 1 })],
  ["PUT", () => "/api/landlord/selected-property", () => ({ propertyId: property.id })],
  ["GET", () => `/api/landlord/dashboard?propertyId=${property.id}`],
  ["DELETE", () => `/api/landlord/properties/${property.id}`],
];

const otherRoutes: Call[] = [
  ["GET", () => "/api/landlord/properties"],
  ["POST", () => "/api/landlord/properties", () => propertyInput()],
  ["GET", () => "/api/landlord/selected-property"],
  ["GET", () => "/api/landlord/dashboard"],
  ["GET", () => "/api/landlord/bank-details"],
  ["POST", () => "/api/landlord/bank-details", () => bankDetailsInput()],
];

const call = (client: TestClient, [method, url, body]: Call) => client.request(method, url(), body?.());

describe("portfolio access", () => {
  it("another landlord gets 404 for every id-bearing route, and changes nothing", async () => {
    for (const route of idRoutes) {
      const res = await call(otherLandlord, route);
      expect(res.status, `${route[0]} ${route[1]()}`).toBe(404);
      expect(res.body.code).toBe("NOT_FOUND");
    }
    const mine = await owner.get(`/api/landlord/properties/${property.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ name: "Owner's Court", totalUnits: 2 });
    expect((await owner.get(`/api/landlord/units/${unit.id}`)).status).toBe(200);
    const units = (await owner.get(`/api/landlord/properties/${property.id}/units`))
      .body as unknown as UnitRow[];
    expect(units.find((u) => u.id === unit.id)).toMatchObject({ notes: "", rent: unit.rent });
    expect((await otherLandlord.get("/api/landlord/selected-property")).body).toEqual({ property: null });
    const theirs = (await otherLandlord.get("/api/landlord/properties")).body as unknown as PropertySummary[];
    expect(theirs.map((p) => p.name)).toEqual(["Elsewhere Flats"]);
  });

  it("a tenant gets 403 for every portfolio route", async () => {
    for (const route of [...idRoutes, ...otherRoutes]) {
      const res = await call(tenant, route);
      expect(res.status, `${route[0]} ${route[1]()}`).toBe(403);
      expect(res.body).toEqual({
        error: "This is for landlords only.",
        code: "FORBIDDEN",
        requestId: expect.any(String),
      });
    }
  });

  it("without a session every portfolio route answers 401", async () => {
    const anonymous = freshClient(t);
    for (const route of [...idRoutes, ...otherRoutes]) {
      expect((await call(anonymous, route)).status, `${route[0]} ${route[1]()}`).toBe(401);
    }
    expect((await owner.get(`/api/landlord/properties/${property.id}`)).status).toBe(200);
  });

  it("every portfolio route is in the OpenAPI document", async () => {
    const doc = await freshClient(t).get("/api/openapi.json");
    const paths = Object.keys((doc.body as { paths: Record<string, unknown> }).paths);
    for (const p of [
      "/api/landlord/properties",
      "/api/landlord/properties/{id}",
      "/api/landlord/properties/{id}/units",
      "/api/landlord/selected-property",
      "/api/landlord/units/{id}",
      "/api/landlord/dashboard",
      "/api/landlord/bank-details",
    ]) {
      expect(paths).toContain(p);
    }
  });

  it("the owner can use every id-bearing route (the last one deletes the property)", async () => {
    for (const route of idRoutes) {
      const res = await call(owner, route);
      expect(res.status, `${route[0]} ${route[1]()} ${JSON.stringify(res.body)}`).toBe(200);
    }
    expect((await owner.get(`/api/landlord/properties/${property.id}`)).status).toBe(404);
  });
});
