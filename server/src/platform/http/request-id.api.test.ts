import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  [t, proxied] = await Promise.all([createTestApp(), createTestApp({ TRUST_PROXY: "true" })]);
});
afterAll(() => Promise.all([t.close(), proxied.close()]));

describe("X-Request-Id", () => {
  it("every answer names its request, a new id each time", async () => {
    const a = await t.client().get("/api/health");
    const b = await t.client().get("/api/health");
    expect(a.res.headers["x-request-id"]).toMatch(UUID);
    expect(b.res.headers["x-request-id"]).toMatch(UUID);
    expect(a.res.headers["x-request-id"]).not.toBe(b.res.headers["x-request-id"]);
  });

  it("error bodies carry the same id as the header, for every kind of failure", async () => {
    const failures = [
      await t.client().get("/api/no-such-route"),
      await t.client().get("/api/auth/user"),
      await t.client().post("/api/login", { password: "" }),
      await t.client().request("POST", "/api/login", "{bad", { "content-type": "application/json" }),
    ];
    for (const r of failures) {
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.body.requestId).toMatch(UUID);
      expect(r.body.requestId).toBe(r.res.headers["x-request-id"]);
    }
  });

  it("is logged with the request", async () => {
    const r = await t.client().get("/api/no-such-route");
    const id = r.res.headers["x-request-id"] as string;
    expect(t.logs.some((line) => line.includes(`"reqId":"${id}"`))).toBe(true);
  });

  it("takes a trusted proxy's id, and only a safe one", async () => {
    const mine = await proxied
      .client()
      .request("GET", "/api/health", undefined, { "x-request-id": "edge-42:abc" });
    expect(mine.res.headers["x-request-id"]).toBe("edge-42:abc");
    const unsafe = await proxied
      .client()
      .request("GET", "/api/health", undefined, { "x-request-id": `bad id ${"x".repeat(200)}` });
    expect(unsafe.res.headers["x-request-id"]).toMatch(UUID);
    const untrusted = await t
      .client()
      .request("GET", "/api/health", undefined, { "x-request-id": "edge-42" });
    expect(untrusted.res.headers["x-request-id"]).toMatch(UUID);
  });
});
