import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { maskPhone, parseAmount, providerFetch, ugandanMsisdn } from "./http";
import { ProviderUnavailableError } from "./provider";

describe("provider HTTP helpers", () => {
  it("masks phone numbers for logs", () => {
    expect(maskPhone("+256772123456")).toBe("2567******56");
    expect(maskPhone(undefined)).toBeUndefined();
  });

  it("turns Ugandan numbers into MSISDNs without '+'", () => {
    expect(ugandanMsisdn("+256772123456")).toBe("256772123456");
    expect(ugandanMsisdn("0772123456")).toBe("256772123456");
    expect(ugandanMsisdn("772123456")).toBe("256772123456");
  });

  it("parses provider amounts: whole ones as integers, fractions kept", () => {
    expect(parseAmount("50000")).toBe(50_000);
    expect(parseAmount("50000.00")).toBe(50_000);
    expect(parseAmount(50_000)).toBe(50_000);
    expect(parseAmount("50000.5")).toBe(50_000.5);
    expect(parseAmount("abc")).toBeUndefined();
    expect(parseAmount(null)).toBeUndefined();
  });

  it("a refused connection is ProviderUnavailableError", async () => {
    const server = createServer();
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as AddressInfo;
    await new Promise((r) => server.close(r));
    await expect(
      providerFetch({
        provider: "test",
        op: "ping",
        method: "GET",
        url: `http://127.0.0.1:${port}/`,
        timeoutMs: 300,
        fetchImpl: fetch,
      }),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it("a body that never finishes counts against the timeout", async () => {
    const server = createServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.write('{"partial":');
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as AddressInfo;
    try {
      await expect(
        providerFetch({
          provider: "test",
          op: "ping",
          method: "GET",
          url: `http://127.0.0.1:${port}/`,
          timeoutMs: 200,
          fetchImpl: fetch,
        }),
      ).rejects.toBeInstanceOf(ProviderUnavailableError);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });

  it("429 and 408 count as unavailable; other 4xx come back to the adapter", async () => {
    let status = 429;
    const server = createServer((_req, res) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end('{"message":"no"}');
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as AddressInfo;
    const call = () =>
      providerFetch({
        provider: "test",
        op: "ping",
        method: "GET",
        url: `http://127.0.0.1:${port}/`,
        timeoutMs: 300,
        fetchImpl: fetch,
      });
    try {
      await expect(call()).rejects.toBeInstanceOf(ProviderUnavailableError);
      status = 408;
      await expect(call()).rejects.toBeInstanceOf(ProviderUnavailableError);
      status = 400;
      expect(await call()).toMatchObject({ status: 400, body: { message: "no" } });
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});
