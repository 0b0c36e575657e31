import { reconnectDelayMs } from "@common/realtime/backoff";
import { LIVE_DOMAINS, mustCatchUp, READY_WAIT_MS } from "@common/realtime/catch-up";
import { CLOSE_CODES } from "@common/realtime/close-codes";
import type { ClientFrame, ServerEvent, ServerEventType } from "@common/realtime/events";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { answersSettled, dataAsOf } from "./answers-as-of";

/**
 * The browser's one socket to `/ws` (wss on a secure page), opened while a signed-in screen listens and reopened
 * with backoff after it drops. Screens listen with useServerEvent, send with sendFrame, and catch up on what they
 * missed with useReconnected. An `invalidate` event refreshes the named domains' cached answers.
 *
 * Import it only from screens that are loaded on demand (it must stay out of the first visit's bundle), and mount
 * nothing globally: the socket opens when the first screen calls useServerEvent and closes with the last.
 */

export type ConnectionStatus = "idle" | "connecting" | "open" | "reconnecting";

type Listener = (event: ServerEvent) => void;

const listeners = new Map<ServerEventType, Set<Listener>>();
const statusListeners = new Set<() => void>();
const reconnectListeners = new Set<() => void>();
/**
 * Catch-ups of presence (not counted in `ready`'s lastEventAt): run at every open that does not catch up on the
 * live domains (which holds them: a presence catch-up refetches the chat's residents).
 */
const presenceCatchUps = new Set<() => void>();
const errorListeners = new Set<() => void>();
/** The app's query client, from the screens that listen (for `invalidate` events). */
let queryClient: QueryClient | undefined;
let socket: WebSocket | null = null;
let status: ConnectionStatus = "idle";
let users = 0;
let attempt = 0;
let everOpened = false;
/** The server closed the socket because its session was signed out: no automatic reconnect. */
let sessionEnded = false;
let timer: ReturnType<typeof setTimeout> | undefined;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function setStatus(next: ConnectionStatus) {
  status = next;
  for (const l of statusListeners) l();
}

function socketUrl(): string {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${location.host}/ws`;
}

/**
 * Marks the domains' cached answers (or only the named routes') stale: those on screen refetch now, the others when
 * they next mount. Query keys start with their domain (lib/api.ts domainKey); this module does not import the
 * query helpers, which would split them out of the first visit's script into a chunk of their own.
 */
function invalidate(domains: readonly string[], routes: readonly string[] = []) {
  for (const domain of domains) {
    if (!routes.length) void queryClient?.invalidateQueries({ queryKey: [domain] });
    for (const route of routes) void queryClient?.invalidateQueries({ queryKey: [domain, route] });
  }
}

function connect() {
  clearTimeout(timer);
  if (!users || socket || sessionEnded) return;
  setStatus(everOpened || attempt > 0 ? "reconnecting" : "connecting");
  const ws = new WebSocket(socketUrl());
  socket = ws;
  let opened = false;
  /** Set while this socket waits for `ready`. */
  let onReady: ((lastEventAt: number | undefined) => void) | undefined;
  let readyTimer: ReturnType<typeof setTimeout> | undefined;
  ws.onopen = () => {
    opened = true;
    attempt = 0;
    setStatus("open");
    const firstOpen = !everOpened;
    everOpened = true;
    // What was published between a screen's answer and its socket joining the topics reached neither: once the
    // server says the socket is in them (`ready`), the screens catch up, unless it is the page's first socket
    // and nothing was published since its answers (common/realtime/catch-up.ts). Merging by seq drops what a
    // screen has twice. Each catch-up in a task of its own: all in one, a slow phone's input waits behind them.
    const catchUp = (lastEventAt: number | undefined) => {
      const all = mustCatchUp({ firstOpen, dataAsOf: dataAsOf(), lastEventAt });
      // Every cached answer of the live domains, not only those of the screens listening now: a part that mounts
      // later (a dashboard card a step later, a screen visited before and opened again) would show its old one.
      // Who is online is asked again at every open: by that marking when it runs (the residents are the chat's),
      // else by the presence catch-ups (asking twice would cancel the first request and send another).
      if (all) invalidate(LIVE_DOMAINS);
      for (const set of all ? [reconnectListeners] : [presenceCatchUps])
        for (const l of set) setTimeout(() => set.has(l) && l(), 0);
    };
    onReady = (lastEventAt) => {
      onReady = undefined;
      clearTimeout(readyTimer);
      // The answers still on their way are part of what the page holds: decide once they are in (not for ever).
      void Promise.race([answersSettled(), wait(READY_WAIT_MS)]).then(() => catchUp(lastEventAt));
    };
    // A server that does not say `ready` (an older release during a deploy): catch up anyway, and once more if
    // `ready` comes after all (this catch-up may have been answered before the socket was in its topics).
    readyTimer = setTimeout(() => catchUp(undefined), READY_WAIT_MS);
  };
  ws.onmessage = (e) => {
    if (socket !== ws || typeof e.data !== "string") return;
    let event: ServerEvent;
    try {
      event = JSON.parse(e.data) as ServerEvent;
    } catch {
      return;
    }
    if (typeof event !== "object" || event === null || typeof event.type !== "string") return;
    if (event.type === "ready")
      return onReady?.(typeof event.lastEventAt === "number" ? event.lastEventAt : undefined);
    if (event.type === "invalidate" && Array.isArray(event.domains))
      invalidate(event.domains, Array.isArray(event.routes) ? event.routes : undefined);
    // One screen's failing handler must not keep the event from the others.
    for (const l of listeners.get(event.type) ?? []) {
      try {
        l(event);
      } catch (err) {
        console.error(err);
      }
    }
  };
  ws.onclose = (e) => {
    // A socket this module already let go of (the last screen unmounted meanwhile) changes nothing.
    clearTimeout(readyTimer);
    if (socket !== ws) return;
    socket = null;
    if (!opened) for (const l of errorListeners) l();
    if (!users) return setStatus("idle");
    if (e.code === CLOSE_CODES.SESSION_ENDED) {
      sessionEnded = true;
      return setStatus("idle");
    }
    setStatus("reconnecting");
    timer = setTimeout(connect, reconnectDelayMs(attempt++));
  };
}

/**
 * Reopens at once when the phone comes back online or the page becomes visible, instead of waiting out the
 * backoff (and after a sign-out elsewhere, only then: the user may have signed in again).
 */
function retryNow() {
  if (users && !socket && navigator.onLine && document.visibilityState === "visible") {
    attempt = 0;
    sessionEnded = false;
    connect();
  }
}

/** Offline, the socket cannot carry anything: close it now (status "reconnecting") rather than when TCP gives up. */
function dropWhenOffline() {
  socket?.close();
}

/** Set while the last screen has let go and the socket closes at the end of the task (see retain). */
let releaseTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Keeps the socket open until the returned function is called. The last release closes it a task later, unless a
 * screen retains it meanwhile: one screen replaced by another, or React's development double mount (StrictMode
 * mounts, unmounts and mounts again at once), keeps the socket instead of closing it before it even opened.
 */
function retain(): () => void {
  users += 1;
  clearTimeout(releaseTimer);
  if (users === 1) {
    addEventListener("online", retryNow);
    addEventListener("offline", dropWhenOffline);
    document.addEventListener("visibilitychange", retryNow);
    connect();
  }
  return () => {
    users -= 1;
    if (users === 0) releaseTimer = setTimeout(closeUnused, 0);
  };
}

function closeUnused() {
  if (users > 0) return;
  removeEventListener("online", retryNow);
  removeEventListener("offline", dropWhenOffline);
  document.removeEventListener("visibilitychange", retryNow);
  clearTimeout(timer);
  const ws = socket;
  socket = null;
  ws?.close(1000);
  attempt = 0;
  sessionEnded = false;
  setStatus("idle");
}

/** Calls the handler for each event of the type while the component is mounted (and keeps the socket open). */
export function useServerEvent<T extends ServerEventType>(
  type: T,
  handler: (event: Extract<ServerEvent, { type: T }>) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  const client = useQueryClient();
  useEffect(() => {
    queryClient = client;
  }, [client]);
  useEffect(() => {
    const l: Listener = (e) => latest.current(e as Extract<ServerEvent, { type: T }>);
    const set = listeners.get(type) ?? new Set<Listener>();
    listeners.set(type, set);
    set.add(l);
    const release = retain();
    return () => {
      set.delete(l);
      release();
    };
  }, [type]);
}

/**
 * Runs once the socket is in its topics, each time it opens, for what marking the live domains' answers stale
 * does not do (the catch-up does that for every screen): the open conversation's messages after its last one,
 * the messages it failed to send. On the page's first socket it is skipped when nothing was published to the
 * user's topics since the page's answers. `presence`: a refetch of who is online (an answer of a live domain),
 * which that does not count: it runs at every open, but for those whose catch-up marks the live domains stale
 * (which refetches it already).
 */
export function useReconnected(handler: () => void, { presence = false } = {}): void {
  useSubscription(presence ? presenceCatchUps : reconnectListeners, handler);
}

/** Runs each time an attempt to open the socket fails (the page shows 'Connection Error' once). */
export function useConnectionError(handler: () => void): void {
  useSubscription(errorListeners, handler);
}

function useSubscription(set: Set<() => void>, handler: () => void) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const l = () => latest.current();
    set.add(l);
    return () => {
      set.delete(l);
    };
  }, [set]);
}

export function useConnectionStatus(): ConnectionStatus {
  return useSyncExternalStore(
    (l) => {
      statusListeners.add(l);
      return () => statusListeners.delete(l);
    },
    () => status,
  );
}

/** Sends a frame when the socket is open; false otherwise (the caller falls back to HTTP or waits). */
export function sendFrame(frame: ClientFrame): boolean {
  if (!socket || socket.readyState !== WebSocket.OPEN) return false;
  socket.send(JSON.stringify(frame));
  return true;
}
