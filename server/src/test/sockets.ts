import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import WebSocket from "ws";
import type { ServerEvent } from "../../../common/realtime/events";
import type { Db } from "../db/client";
import { sessions } from "../db/schema";
import { SESSION_COOKIE } from "../platform/auth/cookies";
import { newToken } from "../platform/auth/tokens";

type ReadyEvent = Extract<ServerEvent, { type: "ready" }>;

/** How long a test waits for an event before failing with what it was waiting for. */
const WAIT_MS = 5000;

/** A session row for the user (no password needed): the cookie header to send and the session's hash. */
export async function sessionFor(db: Db, userId: string): Promise<{ cookie: string; hash: string }> {
  const { token, hash } = newToken();
  await db.insert(sessions).values({ tokenHash: hash, userId, expiresAt: new Date(Date.now() + 86_400_000) });
  return { cookie: `${SESSION_COOKIE}=${token}`, hash };
}

/** Starts the app on a free local port; its `/ws` URL and the Origin its pages send. */
export async function listen(app: FastifyInstance): Promise<{ url: string; origin: string }> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return { url: `ws://127.0.0.1:${port}/ws`, origin: new URL(app.deps.config.publicUrl).origin };
}

/**
 * A browser's socket as a test sees it: every event it received (but `ready`, kept apart), and promises for the
 * next ones.
 */
export class TestSocket {
  readonly events: ServerEvent[] = [];
  /** The socket's `ready`: it is in all its topics. */
  readonly ready: Promise<ReadyEvent>;
  private readyReceived!: (e: ReadyEvent) => void;
  /** Resolves with the close code once the socket closed (from either side). */
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: { match: (e: ServerEvent) => boolean; resolve: (e: ServerEvent) => void }[] = [];

  constructor(readonly ws: WebSocket) {
    this.ready = new Promise((resolve) => {
      this.readyReceived = resolve;
    });
    ws.on("message", (data) => {
      const event = JSON.parse(String(data)) as ServerEvent;
      if (event.type === "ready") return this.readyReceived(event);
      this.events.push(event);
      this.waiters = this.waiters.filter((w) => {
        if (!w.match(event)) return true;
        w.resolve(event);
        return false;
      });
    });
    this.closed = new Promise((resolve) =>
      ws.on("close", (code, reason) => resolve({ code, reason: String(reason) })),
    );
  }

  /** The first event (already received or to come) that matches. */
  next(match: (e: ServerEvent) => boolean, what = "an event"): Promise<ServerEvent> {
    const seen = this.events.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${what} within ${WAIT_MS} ms`)), WAIT_MS);
      this.waiters.push({
        match,
        resolve: (e) => {
          clearTimeout(timer);
          resolve(e);
        },
      });
    });
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === "string" ? frame : JSON.stringify(frame));
  }

  get isOpen(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  close(): Promise<{ code: number; reason: string }> {
    this.ws.close();
    return this.closed;
  }
}

export interface SocketHeaders {
  cookie?: string;
  origin?: string;
  "accept-language"?: string;
}

/** Opens a socket like a browser (with the cookie and Origin given); fails with the HTTP status if refused. */
export function openSocket(
  url: string,
  headers: SocketHeaders,
  options: WebSocket.ClientOptions = {},
): Promise<TestSocket> {
  const clean = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined));
  const ws = new WebSocket(url, { headers: clean, ...options });
  const socket = new TestSocket(ws);
  return new Promise((resolve, reject) => {
    ws.once("open", () => resolve(socket));
    ws.once("unexpected-response", (_req, res) => {
      reject(new RefusedError(res.statusCode ?? 0));
      ws.terminate();
    });
    ws.once("error", reject);
  });
}

export class RefusedError extends Error {
  constructor(readonly status: number) {
    super(`socket refused with HTTP ${status}`);
  }
}

/** The HTTP status an upgrade is refused with (fails the test if the socket opens). */
export async function refusal(url: string, headers: SocketHeaders): Promise<number> {
  try {
    const socket = await openSocket(url, headers);
    await socket.close();
  } catch (err) {
    if (err instanceof RefusedError) return err.status;
    throw err;
  }
  throw new Error("the socket opened");
}
