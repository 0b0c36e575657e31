import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_FRAME_BYTES } from "../../../../common/realtime/events";
import { MAX_JSON_DEPTH } from "../../platform/http/json-body";
import { type ChatWorld, chatWorld, realtimeOf } from "../../test/chat-factories";
import { listen, openSocket, sessionFor, type TestSocket } from "../../test/sockets";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * Issue 31: a demo session sending `chat_message` frames whose `senderId` nested 8,000 deep (under 16 KB each)
 * stalled /api/health for 23 s. Over a real socket and the real chat module: such frames are refused before
 * anything reads them, and nothing else waits meanwhile.
 */

let t: TestApp;
let url: string;
let origin: string;
let w: ChatWorld;
beforeAll(async () => {
  t = await createTestApp();
  ({ url, origin } = await listen(t.app));
  w = await chatWorld(t);
});
afterAll(() => t.close());

/** Generous: the old code held the event loop for about a second per frame; a healthy one takes milliseconds. */
const LONGEST_STALL_MS = 1000;
/** Fewer than the frames a socket may have waiting (32), so none is dropped for that reason. */
const FRAMES = 20;

async function sarahsSocket(): Promise<TestSocket> {
  const { cookie } = await sessionFor(t.database.db, w.sarah.id);
  const socket = await openSocket(url, { cookie, origin });
  await socket.ready;
  return socket;
}

const deepSender = (depth: number) =>
  `{"type":"chat_message","content":"hello","senderId":${"[".repeat(depth)}"${w.samuel.id}"${"]".repeat(depth)}}`;

describe("chat frames over a real socket", () => {
  it("frames with a senderId nested 8,000 deep are ignored at once; health and the next frame are answered", async () => {
    const socket = await sarahsSocket();
    const frame = deepSender(8_000);
    expect(Buffer.byteLength(frame)).toBeLessThan(MAX_FRAME_BYTES);
    const ignoredBefore = realtimeOf(t).stats().ignoredFrames;

    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    for (let i = 0; i < FRAMES; i++) socket.send(frame);
    const health = t.client().get("/api/health");
    // Frames of one socket are handled in order: once this one is answered, every deep one was handled.
    socket.send({ type: "chat_message", content: "after the flood", clientId: "after" });
    const sent = await socket.next((e) => e.type === "new_chat_message" && e.message.clientId === "after");
    expect((await health).status).toBe(200);
    delay.disable();

    expect(delay.max / 1e6).toBeLessThan(LONGEST_STALL_MS);
    expect(realtimeOf(t).stats().ignoredFrames - ignoredBefore).toBe(FRAMES);
    expect(sent).toMatchObject({ message: { senderId: w.sarah.id, content: "after the flood" } });
    await socket.close();
  });

  it("a frame naming its sender, or any field the protocol does not define, is refused; the session's user sends", async () => {
    const socket = await sarahsSocket();
    const ignoredBefore = realtimeOf(t).stats().ignoredFrames;
    socket.send({ type: "chat_message", content: "as Samuel", senderId: w.samuel.id, clientId: "s" });
    socket.send({ type: "chat_message", content: "with extras", clientId: "x", admin: true });
    socket.send(deepSender(MAX_JSON_DEPTH));
    socket.send({ type: "chat_message", content: "plain", clientId: "p" });
    const plain = await socket.next((e) => e.type === "new_chat_message" && e.message.clientId === "p");
    expect(plain).toMatchObject({ message: { senderId: w.sarah.id } });
    expect(realtimeOf(t).stats().ignoredFrames - ignoredBefore).toBe(3);
    const history = (await w.c.samuel.get("/api/chat")).body as { messages: { content: string }[] };
    expect(history.messages.map((m) => m.content)).not.toContain("as Samuel");
    await socket.close();
  });
});
