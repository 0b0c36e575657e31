import { describe, expect, it } from "vitest";
import { chatWorld } from "../../test/chat-factories";
import { put } from "../../test/portfolio-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import { type SentStatement, statementsDuring } from "../../test/statements";
import type { TestClient } from "../../test/test-client";

/**
 * What the tenant dashboard's two chat reads cost the database: the statements one request sends, counted at the
 * driver (a pg Pool or PGlite). Every signed-in request first looks up its session. On PostgreSQL a prepared
 * statement is sent with its name (PGlite is sent the text alone).
 */

const t = sharedTestApp();

type Sent = SentStatement;

/** The statements the driver is sent while `client` GETs `url` (which must answer 200), after the session's. */
async function statementsOf(client: TestClient, url: string): Promise<Sent[]> {
  const seen = await statementsDuring(t.database.db, async () => {
    const res = await client.get(url);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
  expect(seen[0]!.text).toContain('"sessions"');
  return seen.slice(1);
}

/** The names the statements were sent with, sorted (two of them may go at once). */
const namesOf = (seen: Sent[]) => seen.map((s) => s.name ?? "(unnamed)").sort();
const onPostgres = () => t.database.kind === "postgres";

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
  it("GET /api/chat?limit=5 (the chat card): home with its room, then the room's view with its latest page in one", async () => {
    const w = await busyRoom();
    const seen = await statementsOf(w.c.sarah, "/api/chat?limit=5");
    expect(seen).toHaveLength(2); // 3 before the latest page joined the view's statement
    if (onPostgres()) expect(namesOf(seen)).toEqual(["chat_conversation_view_latest", "chat_tenant_home"]);
  });

  it("the latest page read with the view is the page read apart (the history's path), a block included", async () => {
    const w = await busyRoom();
    // Joan's messages are hidden from whoever blocked her.
    expect((await put(w.c.samuel, `/api/chat/blocks/${w.joan.id}`, {})).status).toBe(200);
    const latest = await w.c.samuel.get("/api/chat?limit=3");
    expect(latest.status).toBe(200);
    const { lastSeq } = latest.body.conversation as { lastSeq: number };
    const apart = await w.c.samuel.get(`/api/chat?limit=3&before=${lastSeq + 1}`);
    expect(apart.status).toBe(200);
    expect(latest.body).toEqual(apart.body);
    expect(latest.body.messages).toHaveLength(3);
    expect(JSON.stringify(latest.body.messages)).not.toContain(w.joan.id);
  });

  it("GET /api/chat/conversations: home with its room, then the conversations with read counts, last messages and other members in one", async () => {
    const w = await busyRoom();
    const seen = await statementsOf(w.c.sarah, "/api/chat/conversations");
    expect(seen).toHaveLength(2); // 4 before the last messages and other members joined the conversations' statement
    if (onPostgres()) expect(namesOf(seen)).toEqual(["chat_member_conversations", "chat_tenant_home"]);
  });

  it("GET /api/tenant/dashboard reads the tenant's home once for both chat cards", async () => {
    const w = await busyRoom();
    const [home] = await statementsOf(w.c.sarah, "/api/chat?limit=5");
    const seen = await statementsOf(w.c.sarah, "/api/tenant/dashboard");
    expect(seen.filter((s) => s.text === home!.text)).toHaveLength(1);
  });
});
