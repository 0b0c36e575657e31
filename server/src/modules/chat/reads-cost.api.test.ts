import { describe, expect, it } from "vitest";
import { chatWorld } from "../../test/chat-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import type { TestClient } from "../../test/test-client";

/**
 * What the tenant dashboard's two chat reads cost the database: the statements one request sends, counted at the
 * driver (a pg Pool or PGlite). Every signed-in request first looks up its session.
 */

const t = sharedTestApp();

/** The text of each statement the driver is sent while `client` GETs `url` (which must answer 200). */
async function statementsOf(client: TestClient, url: string): Promise<string[]> {
  const driver = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const original = driver.query;
  const seen: string[] = [];
  driver.query = function (this: unknown, ...args: unknown[]) {
    const statement = args[0] as string | { text: string };
    seen.push(typeof statement === "string" ? statement : statement.text);
    return original.apply(this, args);
  };
  try {
    const res = await client.get(url);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  } finally {
    driver.query = original;
  }
  expect(seen[0]).toContain('"sessions"');
  return seen.slice(1);
}

/** Sarah's property room with messages from three neighbours, and a direct conversation with one of them. */
async function busyRoom() {
  const w = await chatWorld(t);
  for (const [i, c] of [w.c.sarah, w.c.samuel, w.c.joan, w.c.samuel].entries())
    expect((await c.post("/api/chat/messages", { content: `hello ${i}` })).status).toBe(201);
  const direct = await w.c.sarah.post("/api/chat/conversations/direct", { userId: w.joan.id });
  expect(direct.status).toBe(200);
  const toJoan = { conversationId: direct.body.id, content: "hi Joan" };
  expect((await w.c.sarah.post("/api/chat/messages", toJoan)).status).toBe(201);
  return w;
}

describe("the tenant dashboard's chat reads", () => {
  it("GET /api/chat?limit=5 (the chat card)", async () => {
    const w = await busyRoom();
    const seen = await statementsOf(w.c.sarah, "/api/chat?limit=5");
    expect(seen).toHaveLength(7);
  });

  it("GET /api/chat/conversations", async () => {
    const w = await busyRoom();
    const seen = await statementsOf(w.c.sarah, "/api/chat/conversations");
    expect(seen).toHaveLength(7);
  });
});
