import { beforeEach, describe, expect, it, vi } from "vitest";
import { deferred, type FakeRequest, fakeApi, OFFLINE, refusal } from "@/test/fake-api";
import type { ApiOutput } from "./api";
import { flushOutbox, type QueuedMaintenance, queuedCount, queueMaintenance } from "./outbox";

type Filed = ApiOutput<"maintenance.create">;

const leak = (title: string): QueuedMaintenance["body"] => ({
  title,
  priority: "high",
  category: "plumbing",
  issue: "leak",
  description: "Water under the kitchen sink",
});

let api: ReturnType<typeof fakeApi>;
/** What the server filed: one request per Idempotency-Key, as the API does. */
let filed: Map<string, unknown>;

beforeEach(() => {
  localStorage.clear();
  api = fakeApi();
  filed = new Map();
  api.on("maintenance.create", (req: FakeRequest) => {
    const key = req.headers["idempotency-key"]!;
    if (!filed.has(key)) filed.set(key, req.body);
    // The outbox reads nothing of the answer.
    return { id: filed.size } as unknown as Filed;
  });
});

const titlesSent = () => api.requests("maintenance.create").map((r) => (r.body as { title: string }).title);

describe("the offline outbox", () => {
  it("keeps what was written offline and sends it once, oldest first, with its own Idempotency-Key", async () => {
    expect(queueMaintenance("u1", leak("Kitchen sink"))).toBe(true);
    expect(queueMaintenance("u1", leak("Bathroom tap"))).toBe(true);
    expect(queuedCount("u1")).toBe(2);
    expect(api.requests()).toEqual([]); // nothing goes while it waits

    await expect(flushOutbox("u1")).resolves.toBe(2);
    expect(titlesSent()).toEqual(["Kitchen sink", "Bathroom tap"]);
    const [first, second] = api.requests("maintenance.create");
    expect(first!.body).toEqual(leak("Kitchen sink"));
    expect(first!.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.headers["idempotency-key"]).not.toBe(first!.headers["idempotency-key"]);
    expect(queuedCount("u1")).toBe(0);

    await expect(flushOutbox("u1")).resolves.toBe(0); // sent is gone: never twice
    expect(api.requests("maintenance.create")).toHaveLength(2);
  });

  it("sends what is written after a flush that found nothing to send", async () => {
    await expect(flushOutbox("u1")).resolves.toBe(0);
    queueMaintenance("u1", leak("Kitchen sink"));
    await expect(flushOutbox("u1")).resolves.toBe(1);
    expect(titlesSent()).toEqual(["Kitchen sink"]);
  });

  it("survives a reload of the page", async () => {
    queueMaintenance("u1", leak("Kitchen sink"));
    vi.resetModules();
    const reloaded = await import("./outbox");
    expect(reloaded.queuedCount("u1")).toBe(1);
    await expect(reloaded.flushOutbox("u1")).resolves.toBe(1);
    expect(titlesSent()).toEqual(["Kitchen sink"]);
  });

  it("sends each request once when the connection's return starts two flushes at the same time", async () => {
    queueMaintenance("u1", leak("Kitchen sink"));
    queueMaintenance("u1", leak("Bathroom tap"));
    const answer = deferred<Filed>();
    api.on("maintenance.create", () => answer.promise);
    const both = Promise.all([flushOutbox("u1"), flushOutbox("u1")]);
    answer.resolve({ id: 1 } as unknown as Filed);
    const [a, b] = await both;
    expect(titlesSent()).toEqual(["Kitchen sink", "Bathroom tap"]);
    expect(a).toBe(2);
    expect(b).toBe(2); // the same flush, reported to both
  });

  it("still offline: stops, keeps every request, and sends them later under the same keys", async () => {
    queueMaintenance("u1", leak("Kitchen sink"));
    queueMaintenance("u1", leak("Bathroom tap"));
    api.on("maintenance.create", () => {
      throw OFFLINE;
    });
    await expect(flushOutbox("u1")).resolves.toBe(0);
    expect(titlesSent()).toEqual(["Kitchen sink"]); // the second is not tried once the first could not go
    expect(queuedCount("u1")).toBe(2);
    const keyOffline = api.requests("maintenance.create")[0]!.headers["idempotency-key"];

    api.on("maintenance.create", (req) => {
      filed.set(req.headers["idempotency-key"]!, req.body);
      return { id: 1 } as unknown as Filed;
    });
    await expect(flushOutbox("u1")).resolves.toBe(2);
    expect(api.requests("maintenance.create")[1]!.headers["idempotency-key"]).toBe(keyOffline);
    expect(filed.size).toBe(2);
    expect(queuedCount("u1")).toBe(0);
  });

  it("keeps the requests for their writer when the session has ended (401)", async () => {
    queueMaintenance("u1", leak("Kitchen sink"));
    api.on("maintenance.create", () => {
      throw refusal(401, "Not signed in", "UNAUTHORIZED");
    });
    await expect(flushOutbox("u1")).resolves.toBe(0);
    expect(queuedCount("u1")).toBe(1);
  });

  it("drops a request the server refuses (the lease ended) and sends the rest", async () => {
    queueMaintenance("u1", leak("Kitchen sink"));
    queueMaintenance("u1", leak("Bathroom tap"));
    api.on("maintenance.create", (req) => {
      if ((req.body as { title: string }).title === "Kitchen sink") throw refusal(403, "No active lease");
      return { id: 1 } as unknown as Filed;
    });
    await expect(flushOutbox("u1")).resolves.toBe(1);
    expect(titlesSent()).toEqual(["Kitchen sink", "Bathroom tap"]);
    expect(queuedCount("u1")).toBe(0);
    await flushOutbox("u1");
    expect(api.requests("maintenance.create")).toHaveLength(2); // not retried for ever
  });

  it("sends only the signed-in account's requests; another account's wait for it", async () => {
    queueMaintenance("u1", leak("Kitchen sink"));
    queueMaintenance("u2", leak("Roof"));
    expect(queuedCount("u1")).toBe(1);
    await expect(flushOutbox("u1")).resolves.toBe(1);
    expect(titlesSent()).toEqual(["Kitchen sink"]);
    expect(queuedCount("u2")).toBe(1);
    await expect(flushOutbox("u2")).resolves.toBe(1);
    expect(titlesSent()).toEqual(["Kitchen sink", "Roof"]);
  });

  it("says it cannot keep a request when the browser refuses to store it", () => {
    const setItem = vi.spyOn(localStorage, "setItem").mockImplementation(() => {
      throw new DOMException("Quota exceeded", "QuotaExceededError");
    });
    try {
      expect(queueMaintenance("u1", leak("Kitchen sink"))).toBe(false);
    } finally {
      setItem.mockRestore();
    }
    expect(queuedCount("u1")).toBe(0);
  });

  it("ignores a stored queue it cannot read", async () => {
    localStorage.setItem("nyumba.outbox", "{not json");
    expect(queuedCount("u1")).toBe(0);
    await expect(flushOutbox("u1")).resolves.toBe(0);
    expect(queueMaintenance("u1", leak("Kitchen sink"))).toBe(true);
    expect(queuedCount("u1")).toBe(1);
  });
});
