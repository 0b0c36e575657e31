import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientFor } from "../../test/lease-factories";
import { makeRentLease, monthsFromToday, payRent } from "../../test/rent-factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { COMPRESS_MIN_BYTES } from "./compression";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ACCEPT_ALL = { "accept-encoding": "gzip, deflate, br, zstd" };
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

describe("API answers", () => {
  it("a large JSON answer is compressed with brotli, or gzip, and decodes to the same JSON", async () => {
    const plain = await get("/api/openapi.json");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);

    const br = await get("/api/openapi.json", ACCEPT_ALL);
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["content-type"]).toMatch(/^application\/json/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await get("/api/openapi.json", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it("a small answer goes out as it is", async () => {
    const r = await get("/api/health", ACCEPT_ALL);
    expect(r.statusCode).toBe(200);
    expect(r.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(r.headers["content-encoding"]).toBeUndefined();
    expect(r.json()).toEqual({ status: "ok" });
  });

  it("a PDF receipt is sent as it is, byte for byte, even when compression is accepted", async () => {
    const lease = await makeRentLease(t.database.db, { startDate: monthsFromToday(-1), generate: true });
    const { payment } = await payRent(t.database.db, lease, 500_000);
    const tenant = await clientFor(t, lease.tenantId);
    const url = `/api/payments/${payment.id}/receipt.pdf`;
    const asIs = await tenant.request("GET", url);
    const accepting = await tenant.request("GET", url, undefined, ACCEPT_ALL);
    expect(accepting.status).toBe(200);
    expect(accepting.res.headers["content-type"]).toBe("application/pdf");
    expect(accepting.res.headers["content-encoding"]).toBeUndefined();
    expect(accepting.res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(accepting.res.rawPayload.length).toBe(asIs.res.rawPayload.length);
  });

  it("a compressed request body is not unpacked: it is refused as bad JSON", async () => {
    const r = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: {
        "content-type": "application/json",
        "content-encoding": "gzip",
        origin: "http://localhost:3000",
      },
      payload: gzipSync(JSON.stringify({ email: "a@b.co", password: "x" })),
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: "INVALID_JSON" });
  });
});
