import { connect } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maintenanceRequests } from "../../db/schema";
import { clientFor, makeLeasedUnit } from "../../test/lease-factories";
import { paymentRow, rentSetup, startMomo, waitForSettled } from "../../test/payment-factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import type { TestClient } from "../../test/test-client";
import { SIGNUP_COOKIE } from "../auth/cookies";
import { translator } from "../i18n";
import { startMtnMomoFake } from "../payments/fakes/mtn-momo-fake";
import { FOREIGN_ORIGIN, ORIGIN_REQUIRED } from "./origin-check";

/** State-changing requests authenticated by a cookie must show they come from our own pages. */

let t: TestApp;
let tenantId: string;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const { tenant } = await makeLeasedUnit(db);
  tenantId = tenant.id;
});
afterAll(() => t.close());

const newRequest = { priority: "low", category: "plumbing", issue: "Leaking tap" };
const requestCount = async () =>
  (await t.database.db.select().from(maintenanceRequests).where(eq(maintenanceRequests.tenantId, tenantId)))
    .length;
/** The signed-in tenant as a forged request or a script would send: the cookie, but no Origin. */
const withoutOrigin = async (): Promise<TestClient> => (await clientFor(t, tenantId)).withoutOrigin();
const REFUSED = {
  error: translator().text(ORIGIN_REQUIRED),
  code: "ORIGIN_REQUIRED",
  requestId: expect.any(String),
};

describe("a request with the session cookie", () => {
  it("without Origin is refused with 403 JSON, and changes nothing", async () => {
    const before = await requestCount();
    const c = await withoutOrigin();
    const res = await c.post("/api/maintenance-requests", newRequest);
    expect(res.status).toBe(403);
    expect(res.res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.body).toEqual(REFUSED);
    expect(await requestCount()).toBe(before);
  });

  it("without Origin but with Sec-Fetch-Site: same-origin is accepted", async () => {
    const c = await withoutOrigin();
    const res = await c.post("/api/maintenance-requests", newRequest, { "sec-fetch-site": "same-origin" });
    expect(res.status).toBe(201);
  });

  it("without Origin, Sec-Fetch-Site other than same-origin is refused", async () => {
    const c = await withoutOrigin();
    for (const site of ["same-site", "cross-site", "none"]) {
      const res = await c.post("/api/maintenance-requests", newRequest, { "sec-fetch-site": site });
      expect(res.status, site).toBe(403);
      expect(res.body, site).toEqual(REFUSED);
    }
  });

  it("with our Origin (the public URL or the Host it was sent to) is accepted", async () => {
    const c = await withoutOrigin();
    for (const origin of ["http://localhost:3000", "http://localhost:80"]) {
      const res = await c.post("/api/maintenance-requests", newRequest, { origin });
      expect(res.status, origin).toBe(201);
    }
    // What the TestClient sends by default, like a browser on our pages.
    expect((await (await clientFor(t, tenantId)).post("/api/maintenance-requests", newRequest)).status).toBe(
      201,
    );
  });

  it("with a foreign Origin is refused, whatever Sec-Fetch-Site claims", async () => {
    const c = await withoutOrigin();
    for (const origin of ["https://evil.example", "null", "http://localhost:3000.evil.example"]) {
      const res = await c.post("/api/maintenance-requests", newRequest, {
        origin,
        "sec-fetch-site": "same-origin",
      });
      expect(res.status, origin).toBe(403);
      expect(res.body, origin).toEqual({
        error: translator().text(FOREIGN_ORIGIN),
        code: "BAD_ORIGIN",
        requestId: expect.any(String),
      });
    }
  });

  it("PATCH and DELETE are checked too; reading needs no Origin", async () => {
    const created = await (await clientFor(t, tenantId)).post("/api/maintenance-requests", newRequest);
    const id = created.body.id as string;
    const c = await withoutOrigin();
    const patch = await c.request("PATCH", `/api/maintenance-requests/${id}/status`, { status: "cancelled" });
    expect(patch.status).toBe(403);
    expect(patch.body).toEqual(REFUSED);
    const del = await c.request("DELETE", `/api/landlord/properties/1`);
    expect(del.status).toBe(403);
    expect((await c.get(`/api/maintenance-requests/${id}`)).status).toBe(200);
  });

  it("an absolute-form request target (POST http://host/api/...) is checked like any other", async () => {
    const c = await withoutOrigin();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as { port: number };
    const body = JSON.stringify(newRequest);
    const answer = await new Promise<string>((resolve, reject) => {
      let out = "";
      const socket = connect(port, "127.0.0.1", () => {
        socket.write(
          `POST http://evil.example/api/maintenance-requests HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
            `Cookie: nyumba_session=${c.cookie("nyumba_session")}\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
        );
      });
      socket.on("data", (d) => {
        out += String(d);
      });
      socket.on("end", () => resolve(out));
      socket.on("error", reject);
    });
    expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 403 Forbidden");
    expect(answer).toContain('"code":"ORIGIN_REQUIRED"');
  });
});

describe("other credential cookies count too", () => {
  it("a sign-up ticket cookie without Origin is refused", async () => {
    const c = t.client().withoutOrigin();
    c.setCookie(SIGNUP_COOKIE, "a-ticket-token");
    const res = await c.post("/api/auth/signup-password", {
      password: "Kampala2026",
      confirmPassword: "Kampala2026",
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(REFUSED);
  });
});

describe("a request without any of our cookies acts for nobody", () => {
  it("may omit Origin (a script signing in)", async () => {
    const res = await t
      .client()
      .withoutOrigin()
      .post("/api/login", { email: "nobody@example.com", password: "Kampala2026", role: "tenant" });
    expect(res.status).toBe(401);
  });

  it("a provider's callback, without cookie or Origin, is still accepted and settles the payment", async () => {
    const fake = await startMtnMomoFake({ completeAfterMs: null });
    const app = await createTestApp({
      PAYMENT_PROVIDER: "mtn-momo",
      MTN_MOMO_BASE_URL: fake.url,
      MTN_MOMO_SUBSCRIPTION_KEY: fake.config.subscriptionKey,
      MTN_MOMO_API_USER: fake.config.apiUser,
      MTN_MOMO_API_KEY: fake.config.apiKey,
      MTN_MOMO_TARGET_ENVIRONMENT: fake.config.targetEnvironment,
    });
    try {
      const s = await rentSetup(app);
      const { reference } = await startMomo(s.tenantClient);
      fake.complete(reference);
      const cb = fake.callback(reference, "PUT");
      expect(Object.keys(cb.headers).map((h) => h.toLowerCase())).not.toContain("origin");
      const res = await app.app.inject({
        method: cb.method,
        url: "/api/payments/callback/mtn-momo",
        headers: cb.headers,
        payload: cb.body,
      });
      expect(res.statusCode).toBe(200);
      expect(await waitForSettled(app.database.db, reference)).toMatchObject({ status: "succeeded" });
      expect((await paymentRow(app.database.db, reference)).status).toBe("succeeded");
    } finally {
      await app.close();
      await fake.close();
    }
  });
});
