import { CLOSE_CODES } from "@common/realtime/close-codes";
import { act } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FakeWebSocket } from "@/test/fake-websocket";
import { elapse, fire, listening, loaded, nextTask, sockets } from "@/test/realtime-harness";
import { renderWithQueries, testQueryClient } from "@/test/render";

describe("the socket", () => {
  it("opens one socket to /ws while screens listen and closes it with the last", async () => {
    const a = listening();
    const b = listening();
    expect(sockets()).toHaveLength(1);
    expect(FakeWebSocket.last.url).toBe("ws://localhost/ws");
    expect(a.result.current).toBe("connecting");
    act(() => FakeWebSocket.last.open());
    expect(b.result.current).toBe("open");

    a.unmount();
    expect(FakeWebSocket.last.closedWith).toBeUndefined();
    b.unmount();
    await nextTask();
    expect(FakeWebSocket.last.closedWith).toBe(1000);
    await elapse(60_000);
    expect(sockets()).toHaveLength(1); // not reopened: nobody listens
  });

  it("keeps the socket when the last screen is replaced in the same task (StrictMode's double mount)", async () => {
    listening().unmount();
    const b = listening();
    await nextTask();
    expect(sockets()).toHaveLength(1);
    expect(FakeWebSocket.last.closedWith).toBeUndefined();
    act(() => FakeWebSocket.last.open());
    expect(b.result.current).toBe("open");
  });

  it("reopens after a drop, waiting 1 s and doubling after each failed attempt up to 30 s", async () => {
    const { result } = listening();
    act(() => FakeWebSocket.last.open());
    act(() => FakeWebSocket.last.drop());
    expect(result.current).toBe("reconnecting");

    for (const delay of [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]) {
      const before = sockets().length;
      await elapse(delay - 1);
      expect(sockets(), `${delay} ms`).toHaveLength(before);
      await elapse(1);
      expect(sockets(), `${delay} ms`).toHaveLength(before + 1);
      act(() => FakeWebSocket.last.drop()); // this attempt fails too
    }
    expect(result.current).toBe("reconnecting");

    // An attempt that opens starts the backoff again from 1 s.
    await elapse(30_000);
    act(() => FakeWebSocket.last.open());
    expect(result.current).toBe("open");
    act(() => FakeWebSocket.last.drop());
    const before = sockets().length;
    await elapse(1000);
    expect(sockets()).toHaveLength(before + 1);
  });

  it("tells the screens each time an attempt to open fails", async () => {
    const onError = vi.fn();
    listening();
    renderWithQueries(() => loaded.rt.useConnectionError(onError));
    act(() => FakeWebSocket.last.drop());
    expect(onError).toHaveBeenCalledTimes(1);
    await elapse(1000);
    act(() => FakeWebSocket.last.open());
    act(() => FakeWebSocket.last.drop()); // it had opened: a drop, not a failed attempt
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it("does not reopen a socket its signed-out session closed, until the connection or the page comes back", async () => {
    const { result } = listening();
    act(() => FakeWebSocket.last.open());
    act(() => FakeWebSocket.last.drop(CLOSE_CODES.SESSION_ENDED));
    expect(result.current).toBe("idle");
    await elapse(120_000);
    expect(sockets()).toHaveLength(1);

    fire(document, "visibilitychange"); // the person may have signed in again meanwhile
    expect(sockets()).toHaveLength(2);
  });

  it("closes at once when the phone goes offline and reopens as soon as it is back, without the backoff", async () => {
    const { result } = listening();
    act(() => FakeWebSocket.last.open());
    act(() => FakeWebSocket.last.drop()); // backoff: 1 s
    await elapse(1000);
    act(() => FakeWebSocket.last.drop()); // then 2 s
    fire(window, "online");
    expect(sockets()).toHaveLength(3); // at once

    const third = FakeWebSocket.last;
    act(() => third.open());
    fire(window, "offline");
    expect(third.closedWith).toBeDefined();
    await elapse(0);
    expect(result.current).toBe("reconnecting");
    fire(window, "online");
    expect(sockets()).toHaveLength(4); // at once

    // Coming back online starts the backoff over: a failed attempt then waits 1 s.
    act(() => FakeWebSocket.last.drop());
    await elapse(999);
    expect(sockets()).toHaveLength(4);
    await elapse(1);
    expect(sockets()).toHaveLength(5);
  });

  it("waits for the connection before reopening when the page becomes visible offline", async () => {
    listening();
    act(() => FakeWebSocket.last.drop());
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    fire(document, "visibilitychange");
    expect(sockets()).toHaveLength(1);
  });
});

describe("events", () => {
  it("reach every screen listening to their type, even when one screen's handler fails", () => {
    const failing = vi.fn(() => {
      throw new Error("a screen's bug");
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const first = listening({ onPresence: failing });
    const second = listening();
    const onNotification = vi.fn();
    renderWithQueries(() => loaded.rt.useServerEvent("notification", onNotification));
    act(() => FakeWebSocket.last.open());

    const presence = { type: "presence", userId: "u2", isOnline: true, lastSeen: null } as const;
    act(() => FakeWebSocket.last.receive(presence));
    expect(failing).toHaveBeenCalledWith(presence);
    expect(second.onPresence).toHaveBeenCalledWith(presence);
    expect(logged).toHaveBeenCalled();
    expect(onNotification).not.toHaveBeenCalled();

    // Frames that are not events are ignored.
    act(() => FakeWebSocket.last.onmessage?.(new MessageEvent("message", { data: "not json" })));
    act(() => FakeWebSocket.last.receive({ no: "type" }));
    expect(second.onPresence).toHaveBeenCalledTimes(1);

    first.unmount();
    act(() => FakeWebSocket.last.receive(presence));
    expect(failing).toHaveBeenCalledTimes(1);
    expect(second.onPresence).toHaveBeenCalledTimes(2);
  });

  it("`invalidate` marks the named domains' cached answers stale (or only the named routes')", () => {
    const client = testQueryClient();
    const keys = {
      chat: ["chat", "chat.list", {}],
      conversations: ["chat", "chat.conversations", {}],
      rent: ["rent", "rent.summary", {}],
    };
    for (const key of Object.values(keys)) client.setQueryData(key, { held: true });
    listening({ client });
    act(() => FakeWebSocket.last.open());
    const stale = () => Object.entries(keys).filter(([, key]) => client.getQueryState(key)?.isInvalidated);

    act(() =>
      FakeWebSocket.last.receive({ type: "invalidate", domains: ["chat"], routes: ["chat.conversations"] }),
    );
    expect(stale().map(([name]) => name)).toEqual(["conversations"]);
    act(() => FakeWebSocket.last.receive({ type: "invalidate", domains: ["chat"] }));
    expect(stale().map(([name]) => name)).toEqual(["chat", "conversations"]);
  });

  it("sends a frame only while the socket is open", () => {
    listening();
    const frame = { type: "chat_message", content: "Habari", clientId: "c1" } as const;
    expect(loaded.rt.sendFrame(frame)).toBe(false);
    act(() => FakeWebSocket.last.open());
    expect(loaded.rt.sendFrame(frame)).toBe(true);
    expect(FakeWebSocket.last.sent).toEqual([frame]);
  });
});
