import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { registerInFlightTracking } from "./in-flight";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function slowServer() {
  const app = Fastify({ logger: false });
  registerInFlightTracking(app);
  const events: string[] = [];
  app.get("/slow", async () => {
    events.push("handler started");
    await sleep(300);
    events.push("handler finished");
    return { ok: true };
  });
  app.get("/fast", async () => ({ ok: true }));
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, url, events };
}

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe("in-flight requests", () => {
  it("drains at once when nothing is running", async () => {
    const { app, url } = await slowServer();
    close = () => app.close();
    expect((await fetch(`${url}/fast`)).status).toBe(200);
    const started = Date.now();
    await app.drainRequests(5_000);
    expect(Date.now() - started).toBeLessThan(100);
  });

  it("waits after close() for a handler whose client went away", async () => {
    const { app, url, events } = await slowServer();
    const abort = new AbortController();
    const request = fetch(`${url}/slow`, { signal: abort.signal }).catch(() => "aborted");
    while (!events.includes("handler started")) await sleep(10);
    abort.abort();
    expect(await request).toBe("aborted");
    await app.close();
    // close() did not wait for the handler; drainRequests does.
    expect(events).not.toContain("handler finished");
    await app.drainRequests(5_000);
    expect(events).toContain("handler finished");
  });

  it("gives up after the timeout", async () => {
    const { app, url, events } = await slowServer();
    close = () => app.close();
    const request = fetch(`${url}/slow`);
    while (!events.includes("handler started")) await sleep(10);
    const started = Date.now();
    await app.drainRequests(50);
    expect(Date.now() - started).toBeLessThan(250);
    expect(events).not.toContain("handler finished");
    expect((await request).status).toBe(200);
  });
});
