import type { ChatMessage } from "@common/schemas/chat";
import { act, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, OFFLINE } from "@/test/fake-api";
import { CONVERSATION_ID, fakeChat } from "@/test/fake-chat";
import { FakeWebSocket } from "@/test/fake-websocket";
import { renderWithQueries } from "@/test/render";

// The socket module keeps the page's socket: each test loads the hook (and it) afresh, as a page load does.
let useConversation: typeof import("./use-conversation").useConversation;
let api: ReturnType<typeof fakeApi>;

beforeEach(async () => {
  FakeWebSocket.install();
  api = fakeApi();
  vi.resetModules();
  ({ useConversation } = await import("./use-conversation"));
});

type View = { result: { current: ReturnType<typeof useConversation> } };
const seqs = ({ result }: View) => result.current.messages.map((m) => m.seq);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const listed = (key: "before" | "after") =>
  api
    .requests("chat.list")
    .map((r) => r.query[key])
    .filter(Boolean);
const sent = () => api.requests("chat.send").map((r) => r.body as { content: string; clientId: string });

async function open(options?: Parameters<typeof useConversation>[1]) {
  const view = renderWithQueries(() => useConversation({ conversationId: CONVERSATION_ID }, options));
  await waitFor(() => expect(view.result.current.query.isSuccess).toBe(true));
  return view;
}

/** The server accepts the socket and says it is in its topics, with nothing published since the page's answers. */
function socketOpens() {
  act(() => {
    FakeWebSocket.last.open();
    FakeWebSocket.last.receive({ type: "ready", lastEventAt: 0 });
  });
}

function live(message: ChatMessage) {
  act(() => FakeWebSocket.last.receive({ type: "new_chat_message", message }));
}

describe("useConversation", () => {
  it("opens with the latest page and pages back to the first message", async () => {
    fakeChat(api, { messages: 45 });
    const view = await open();
    expect(seqs(view)).toEqual(range(26, 45));
    expect(view.result.current.olderExists).toBe(true);

    await act(() => view.result.current.loadOlder());
    expect(seqs(view)).toEqual(range(6, 45));
    expect(view.result.current.olderExists).toBe(true);
    await act(() => view.result.current.loadOlder());
    expect(seqs(view)).toEqual(range(1, 45));
    expect(view.result.current.olderExists).toBe(false);
    expect(listed("before")).toEqual(["26", "6"]);
  });

  it("says when older messages could not load, and loads them on the next try", async () => {
    fakeChat(api, { messages: 30 });
    const view = await open();
    const list = api.requests("chat.list").length;
    api.on("chat.list", () => {
      throw OFFLINE;
    });
    await act(() => view.result.current.loadOlder());
    expect(view.result.current.older).toBe("failed");
    expect(seqs(view)).toEqual(range(11, 30));

    fakeChat(api, { messages: 30 }); // the connection is back
    await act(() => view.result.current.loadOlder());
    expect(view.result.current.older).toBe("idle");
    expect(seqs(view)).toEqual(range(1, 30));
    expect(api.requests("chat.list").length).toBe(list + 2);
  });

  it("merges live messages in seq order, each once, and only its own conversation's", async () => {
    const chat = fakeChat(api, { messages: 3 });
    const view = await open();
    socketOpens();
    const [fourth, fifth] = [chat.post(), chat.post()];
    live(fifth!);
    live(fourth!);
    live(fifth!);
    live({ ...chat.post(), conversationId: "another-conversation", seq: 99 });
    expect(seqs(view)).toEqual([1, 2, 3, 4, 5]);

    act(() =>
      FakeWebSocket.last.receive({
        type: "chat_message_removed",
        conversationId: CONVERSATION_ID,
        messageId: "m2",
        seq: 2,
      }),
    );
    expect(view.result.current.messages[1]).toMatchObject({ seq: 2, content: "", removed: true });
  });

  it("sends over the open socket, shows the message pending until the server's copy replaces it", async () => {
    const chat = fakeChat(api, { messages: 2 });
    const view = await open();
    socketOpens();
    expect(view.result.current.send("   ")).toBe(false);
    act(() => void expect(view.result.current.send("  Water is back on  ")).toBe(true));
    const [pending] = view.result.current.pending;
    expect(pending).toMatchObject({ content: "Water is back on", error: null });
    expect(FakeWebSocket.last.sent).toEqual([
      {
        type: "chat_message",
        content: "Water is back on",
        conversationId: CONVERSATION_ID,
        clientId: pending!.clientId,
      },
    ]);
    expect(sent()).toEqual([]);

    live(chat.post("Water is back on", { clientId: pending!.clientId }));
    expect(view.result.current.pending).toEqual([]);
    expect(seqs(view)).toEqual([1, 2, 3]);
  });

  it("sends over HTTP when the socket is not open", async () => {
    fakeChat(api, { messages: 2 });
    const view = await open();
    act(() => void view.result.current.send("Habari"));
    await waitFor(() => expect(view.result.current.pending).toEqual([]));
    expect(sent()).toEqual([
      { conversationId: CONVERSATION_ID, content: "Habari", clientId: expect.any(String) },
    ]);
    expect(view.result.current.messages.at(-1)).toMatchObject({ seq: 3, content: "Habari" });
  });

  it("marks a message that could not go, and sends it again under the same clientId", async () => {
    fakeChat(api, { messages: 2 });
    const view = await open();
    api.on("chat.send", () => {
      throw OFFLINE;
    });
    act(() => void view.result.current.send("Habari"));
    await waitFor(() => expect(view.result.current.sendError).not.toBeNull());
    const network = "Network error. Check your connection and try again.";
    expect(view.result.current.sendError).toBe(network);
    expect(view.result.current.pending).toMatchObject([
      { content: "Habari", error: network, retryable: true },
    ]);

    fakeChat(api, { messages: 2 }); // the connection is back
    act(() => view.result.current.resend(view.result.current.pending[0]!.clientId));
    await waitFor(() => expect(view.result.current.pending).toEqual([]));
    expect(view.result.current.sendError).toBeNull();
    const [first, again] = sent();
    expect(again!.clientId).toBe(first!.clientId);
  });

  it("marks a message the server refused over the socket (not to be sent again)", async () => {
    fakeChat(api, { messages: 1 });
    const view = await open();
    socketOpens();
    act(() => void view.result.current.send("Buy cheap phones!!!"));
    const { clientId } = view.result.current.pending[0]!;
    act(() =>
      FakeWebSocket.last.receive({
        type: "chat_error",
        code: "BLOCKED_WORDS",
        message: "Not allowed",
        clientId,
      }),
    );
    expect(view.result.current.pending).toMatchObject([{ clientId, error: "Not allowed", retryable: false }]);
    expect(view.result.current.sendError).toBe("Not allowed");
  });

  it("after a reconnect, fetches what came after its last message and sends again what never arrived", async () => {
    const chat = fakeChat(api, { messages: 25 });
    const view = await open();
    socketOpens();
    // Three messages written while the connection was going: the first reached the server, the second did not
    // (the socket was already dead), the third was refused.
    act(() => void view.result.current.send("Reached the server"));
    act(() => void view.result.current.send("Lost on the way"));
    act(() => void view.result.current.send("Refused"));
    const [reached, lost, refused] = view.result.current.pending;
    chat.post("Reached the server", { senderId: "tenant-me", clientId: reached!.clientId });
    act(() =>
      FakeWebSocket.last.receive({
        type: "chat_error",
        code: "RATE_LIMITED",
        message: "Slow down",
        clientId: refused!.clientId,
      }),
    );
    act(() => FakeWebSocket.last.drop());

    for (let i = 0; i < 149; i++) chat.post(); // the room went on meanwhile: 27..175
    act(() => void window.dispatchEvent(new Event("online")));
    act(() => {
      FakeWebSocket.last.open();
      FakeWebSocket.last.receive({ type: "ready", lastEventAt: Date.now() });
    });

    await waitFor(() => expect(view.result.current.pending.map((p) => p.content)).toEqual(["Refused"]));
    expect(seqs(view)).toEqual(range(6, 176));
    expect(listed("after")).toEqual(["25", "125"]);
    expect(sent()).toEqual([
      { conversationId: CONVERSATION_ID, content: "Lost on the way", clientId: lost!.clientId },
    ]);
  });

  it("marks the conversation read up to the last message shown, while the page is visible", async () => {
    const chat = fakeChat(api, { messages: 10, lastReadSeq: 4 });
    const view = await open();
    await waitFor(() => expect(api.requests("chat.markRead")).toHaveLength(1));
    expect(api.requests("chat.markRead")[0]).toMatchObject({
      params: { id: CONVERSATION_ID },
      body: { seq: 10 },
    });

    socketOpens();
    live(chat.post());
    await waitFor(() =>
      expect(api.requests("chat.markRead").map((r) => r.body)).toEqual([{ seq: 10 }, { seq: 11 }]),
    );

    const hidden = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    live(chat.post());
    expect(seqs(view).at(-1)).toBe(12);
    expect(api.requests("chat.markRead")).toHaveLength(2); // not read while the page is hidden
    hidden.mockReturnValue("visible");
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    await waitFor(() => expect(api.requests("chat.markRead")).toHaveLength(3));
    expect(api.requests("chat.markRead")[2]!.body).toEqual({ seq: 12 });
  });
});
