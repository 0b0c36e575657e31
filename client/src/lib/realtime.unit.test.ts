import { CLOSE_CODES } from "@common/realtime/close-codes";
import type { QueryClient } from "@tanstack/react-query";
import { act } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeWebSocket } from "@/test/fake-websocket";
import { renderWithQueries, testQueryClient } from "@/test/render";

// The module keeps the page's socket: each test loads it afresh, as a page load does.
let rt: typeof import("./realtime");
let answers: typeof import("./answers-as-of");

beforeEach(async () => {
  vi.useFakeTimers();
  // Backoff at the top of its random spread: exactly 1 s, 2 s, 4 s… (common/realtime/backoff.ts).
  vi.spyOn(Math, "random").mockReturnValue(1);
  FakeWebSocket.install();
  vi.resetModules();
  rt = await import("./realtime");
  answers = await import("./answers-as-of");
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const sockets = () => FakeWebSocket.sockets;
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Runs the tasks queued so far (one queued by a timer is due 1 ms later on the fake clock). */
const nextTask = () => elapse(1);
const fire = (target: EventTarget, type: string) => act(() => void target.dispatchEvent(new Event(type)));

/** A screen that listens to presence events (and so keeps the socket open), showing the connection's status. */
function listening({ client = testQueryClient(), onPresence = vi.fn() } = {}) {
  const view = renderWithQueries(
    () => {
      rt.useServerEvent("presence", onPresence);
      return rt.useConnectionStatus();
    },
    { client },
  );
  return { ...view, onPresence };
}

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
    renderWithQueries(() => rt.useConnectionError(onError));
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
    renderWithQueries(() => rt.useServerEvent("notification", onNotification));
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
    expect(rt.sendFrame(frame)).toBe(false);
    act(() => FakeWebSocket.last.open());
    expect(rt.sendFrame(frame)).toBe(true);
    expect(FakeWebSocket.last.sent).toEqual([frame]);
  });
});

describe("catching up when the socket opens (docs/realtime.md)", () => {
  /** The page's answers were read at `at` (server time, the X-As-Of of each). */
  const answered = (at: number) => answers.answerAsked()(String(at));

  function catchingUp(client: QueryClient = testQueryClient()) {
    const onReconnected = vi.fn();
    const onPresence = vi.fn();
    listening({ client });
    renderWithQueries(
      () => {
        rt.useReconnected(onReconnected);
        rt.useReconnected(onPresence, { presence: true });
      },
      { client },
    );
    return { onReconnected, onPresence };
  }

  // The answers were read at 100 s; an event within the clocks' skew (2 s) of that counts as after.
  it.each([
    { lastEventAt: 50_000, catchesUp: false },
    { lastEventAt: 98_500, catchesUp: true },
    { lastEventAt: 100_500, catchesUp: true },
  ])(
    "on the page's first socket, catches up only when an event may be newer than the answers (%o)",
    async ({ lastEventAt, catchesUp }) => {
      answered(100_000);
      const { onReconnected, onPresence } = catchingUp();
      act(() => FakeWebSocket.last.open());
      act(() => FakeWebSocket.last.receive({ type: "ready", lastEventAt }));
      await nextTask();
      expect(onReconnected).toHaveBeenCalledTimes(catchesUp ? 1 : 0);
      // Who is online is asked at every open: by the catch-up's marking of the live domains, or on its own.
      expect(onPresence).toHaveBeenCalledTimes(catchesUp ? 0 : 1);
    },
  );

  it("on a reopened socket, catches up once it is in its topics, and marks the live domains stale", async () => {
    answered(100_000);
    const client = testQueryClient();
    const chat = ["chat", "chat.list", {}];
    const rent = ["rent", "rent.summary", {}];
    client.setQueryData(chat, { held: true });
    client.setQueryData(rent, { held: true });
    const { onReconnected } = catchingUp(client);
    act(() => FakeWebSocket.last.open());
    act(() => FakeWebSocket.last.receive({ type: "ready", lastEventAt: 1 }));
    await nextTask();
    expect(onReconnected).not.toHaveBeenCalled();

    act(() => FakeWebSocket.last.drop());
    await elapse(1000);
    act(() => FakeWebSocket.last.open());
    await nextTask();
    expect(onReconnected).not.toHaveBeenCalled(); // not before the socket is in its topics
    act(() => FakeWebSocket.last.receive({ type: "ready", lastEventAt: 1 }));
    await nextTask();
    expect(onReconnected).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(chat)?.isInvalidated).toBe(true);
    expect(client.getQueryState(rent)?.isInvalidated).toBe(false);
  });

  it("decides once the answers on their way are in", async () => {
    const onTheWay = answers.answerAsked();
    const { onReconnected, onPresence } = catchingUp();
    act(() => FakeWebSocket.last.open());
    act(() => FakeWebSocket.last.receive({ type: "ready", lastEventAt: 50_000 }));
    await nextTask();
    expect(onPresence).not.toHaveBeenCalled();
    onTheWay("100000"); // read after the last event: nothing was missed
    await nextTask();
    expect(onPresence).toHaveBeenCalledTimes(1);
    expect(onReconnected).not.toHaveBeenCalled();
  });

  it("catches up when an answer on its way is not in after 5 s", async () => {
    answers.answerAsked();
    const { onReconnected } = catchingUp();
    act(() => FakeWebSocket.last.open());
    act(() => FakeWebSocket.last.receive({ type: "ready", lastEventAt: 50_000 }));
    await elapse(4999);
    expect(onReconnected).not.toHaveBeenCalled();
    await elapse(1);
    await nextTask();
    expect(onReconnected).toHaveBeenCalledTimes(1);
  });

  it("catches up without `ready` after 5 s (an older server), and again if it comes late", async () => {
    answered(100_000);
    const { onReconnected } = catchingUp();
    act(() => FakeWebSocket.last.open());
    await elapse(4999);
    expect(onReconnected).not.toHaveBeenCalled();
    await elapse(1);
    await nextTask();
    expect(onReconnected).toHaveBeenCalledTimes(1);
    // `ready` after all, naming an event later than the answers: the first catch-up may have missed it.
    act(() => FakeWebSocket.last.receive({ type: "ready", lastEventAt: 200_000 }));
    await nextTask();
    expect(onReconnected).toHaveBeenCalledTimes(2);
  });
});
