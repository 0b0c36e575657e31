import type { QueryClient } from "@tanstack/react-query";
import { act } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FakeWebSocket } from "@/test/fake-websocket";
import { elapse, listening, loaded, nextTask } from "@/test/realtime-harness";
import { renderWithQueries, testQueryClient } from "@/test/render";

describe("catching up when the socket opens (docs/realtime.md)", () => {
  /** The page's answers were read at `at` (server time, the X-As-Of of each). */
  const answered = (at: number) => loaded.answers.answerAsked()(String(at));

  function catchingUp(client: QueryClient = testQueryClient()) {
    const onReconnected = vi.fn();
    const onPresence = vi.fn();
    listening({ client });
    renderWithQueries(
      () => {
        loaded.rt.useReconnected(onReconnected);
        loaded.rt.useReconnected(onPresence, { presence: true });
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
    const onTheWay = loaded.answers.answerAsked();
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
    loaded.answers.answerAsked();
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
