import { act } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { FakeWebSocket } from "./fake-websocket";
import { renderWithQueries, testQueryClient } from "./render";

// The realtime client's test harness (lib/realtime*.unit.test.ts): the module keeps the page's socket, so each
// test loads it afresh, as a page load does, on a fake clock and a fake WebSocket.
export const loaded = {} as {
  rt: typeof import("@/lib/realtime");
  answers: typeof import("@/lib/answers-as-of");
};

beforeEach(async () => {
  vi.useFakeTimers();
  // Backoff at the top of its random spread: exactly 1 s, 2 s, 4 s… (common/realtime/backoff.ts).
  vi.spyOn(Math, "random").mockReturnValue(1);
  FakeWebSocket.install();
  vi.resetModules();
  loaded.rt = await import("@/lib/realtime");
  loaded.answers = await import("@/lib/answers-as-of");
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

export const sockets = () => FakeWebSocket.sockets;
export const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Runs the tasks queued so far (one queued by a timer is due 1 ms later on the fake clock). */
export const nextTask = () => elapse(1);
export const fire = (target: EventTarget, type: string) =>
  act(() => void target.dispatchEvent(new Event(type)));

/** A screen that listens to presence events (and so keeps the socket open), showing the connection's status. */
export function listening({ client = testQueryClient(), onPresence = vi.fn() } = {}) {
  const view = renderWithQueries(
    () => {
      loaded.rt.useServerEvent("presence", onPresence);
      return loaded.rt.useConnectionStatus();
    },
    { client },
  );
  return { ...view, onPresence };
}
