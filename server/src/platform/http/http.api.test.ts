import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
});
afterAll(() => t.close());

describe("HTTP basics", () => {
  it("health answers ok after a database round trip", async () => {
    const r = await t.client().get("/api/health");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: "ok" });
  });

  it("unknown API routes answer 404 JSON", async () => {
    const r = await t.client().get("/api/no-such-thing");
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: "NOT_FOUND" });
    expect((await t.client().post("/api/also-missing", {})).status).toBe(404);
  });

  it("malformed JSON is a 400 without a stack trace", async () => {
    const r = await t
      .client()
      .request("POST", "/api/login", "{not json", { "content-type": "application/json" });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      error: "The request body is not valid JSON.",
      code: "INVALID_JSON",
      requestId: expect.any(String),
    });
  });

  it("an oversized body is a 413", async () => {
    const big = JSON.stringify({ email: "a@b.co", userType: "tenant", pad: "x".repeat(1_100_000) });
    const r = await t
      .client()
      .request("POST", "/api/auth/send-verification", big, { "content-type": "application/json" });
    expect(r.status).toBe(413);
    expect(r.body).toEqual({
      error: "The request is too large.",
      code: "PAYLOAD_TOO_LARGE",
      requestId: expect.any(String),
    });
  });

  it("lists the demo properties publicly, names and ids only", async () => {
    const r = await t.client().get("/api/properties");
    expect(r.body).toEqual([
      { id: 1, name: "Kampala Heights" },
      { id: 2, name: "Nakasero Towers" },
      { id: 3, name: "Kololo Residences" },
      { id: 4, name: "Bugolobi Gardens" },
    ]);
  });

  it("serves an OpenAPI document listing every route", async () => {
    const r = await t.client().get("/api/openapi.json");
    expect(r.status).toBe(200);
    const paths = Object.keys((r.body as { paths: Record<string, unknown> }).paths);
    for (const p of [
      "/api/health",
      "/api/auth/send-verification",
      "/api/auth/verify-code",
      "/api/auth/register",
      "/api/login",
      "/api/auth/user",
      "/api/demo/session",
      "/api/auth/passkeys/authenticate",
      "/api/properties",
    ]) {
      expect(paths).toContain(p);
    }
    const docs = await t.app.inject({ url: "/api/docs" });
    expect([200, 302]).toContain(docs.statusCode);
  });

  it("sends security headers (helmet's, computed once), the Content-Security-Policy on HTML only", async () => {
    const r = await t.client().get("/api/health");
    expect(r.res.headers).toMatchObject({
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "origin-agent-cluster": "?1",
      "referrer-policy": "no-referrer",
      "x-content-type-options": "nosniff",
      "x-dns-prefetch-control": "off",
      "x-download-options": "noopen",
      "x-frame-options": "SAMEORIGIN",
      "x-permitted-cross-domain-policies": "none",
      "x-xss-protection": "0",
    });
    expect(r.res.headers["content-security-policy"]).toBeUndefined();
    expect(r.res.headers["strict-transport-security"]).toBeUndefined(); // the test app is not on https
  });
});
