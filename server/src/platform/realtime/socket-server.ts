import { randomUUID } from "node:crypto";
import websocket from "@fastify/websocket";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import { msg } from "../../../../common/i18n/message";
import { CLOSE_CODES, MAX_FRAME_BYTES, type ServerEvent } from "../../../../common/realtime/events";
import type { Config } from "../../config";
import { sessionExpiresAt } from "../auth/session";
import { forbidden, notFound, unauthorized } from "../errors";
import { leaveInFlight } from "../http/in-flight";
import { FOREIGN_ORIGIN, ORIGIN_REQUIRED, ourOrigin } from "../http/origin-check";
import { requestTranslator } from "../i18n";
import type { RealtimeConnection, RealtimeHost } from "./types";

export interface SocketServerOptions {
  /** How often every socket is pinged; one that has not answered the previous ping is cut off. */
  heartbeatMs?: number;
  /** Bytes waiting to be sent to one socket before it is cut off as too slow (a phone that stopped reading). */
  maxBufferedBytes?: number;
  /** Frames of one socket waiting to be handled; more are ignored (and counted) until it catches up. */
  maxQueuedFrames?: number;
  /** Sockets one user may open a minute (429 beyond). */
  maxOpensPerMinute?: number;
  /** How long shutdown waits for browsers to answer the closing handshake before cutting their sockets. */
  closeGraceMs?: number;
}

export const SOCKET_PATH = "/ws";

interface SocketState {
  conn: RealtimeConnection;
  alive: boolean;
  queued: number;
  /** The socket's open, frames and close, handled one after another in the order they came. */
  work: Promise<void>;
  /** When the session the socket was opened with ends, as last read (sessions slide forward while in use). */
  sessionExpiresAt: Date;
  checkingSession: boolean;
}

/**
 * The `/ws` socket server (docs/decisions/0014, docs/realtime.md). The upgrade goes through Fastify's hooks like
 * any request, so the session hook has resolved the cookie; it is refused with 403 unless its Origin is ours
 * (cross-site WebSocket hijacking: browsers send cookies with a cross-site upgrade) and 401 without a session.
 * Each socket becomes a RealtimeConnection handed to the realtime layer; a handler's failure is logged and the
 * socket, and every other socket, stays open.
 */
export async function registerSocketServer(
  app: FastifyInstance,
  config: Config,
  realtime: RealtimeHost,
  options: SocketServerOptions = {},
): Promise<void> {
  const heartbeatMs = options.heartbeatMs ?? 30_000;
  const maxBufferedBytes = options.maxBufferedBytes ?? 1024 * 1024;
  const maxQueuedFrames = options.maxQueuedFrames ?? 32;
  const closeGraceMs = options.closeGraceMs ?? 1000;
  const isOurs = ourOrigin(config);
  const sockets = new Map<WebSocket, SocketState>();
  /** Starts the closing handshake; a browser that does not answer within the grace period is cut off (not 30 s). */
  const closeOrCut = (socket: WebSocket, code: number, reason: string) => {
    if (socket.readyState !== socket.OPEN) return;
    socket.close(code, reason);
    const cut = setTimeout(() => socket.terminate(), closeGraceMs);
    cut.unref();
    socket.once("close", () => clearTimeout(cut));
  };

  /** A socket whose session's end has passed: closed for good unless the session was extended meanwhile. */
  const checkSession = (socket: WebSocket, state: SocketState) => {
    state.checkingSession = true;
    sessionExpiresAt(app.deps.db, state.conn.sessionTokenHash)
      .then((next) => {
        if (next) state.sessionExpiresAt = next;
        else closeOrCut(socket, CLOSE_CODES.SESSION_ENDED, "session ended");
      })
      .catch((err) => app.log.error({ err }, "socket session check failed"))
      .finally(() => {
        state.checkingSession = false;
      });
  };

  const heartbeat = setInterval(() => {
    const now = Date.now();
    for (const [socket, state] of sockets) {
      if (!state.alive) {
        socket.terminate();
        continue;
      }
      state.alive = false;
      socket.ping();
      if (state.sessionExpiresAt.getTime() <= now && !state.checkingSession) checkSession(socket, state);
    }
    realtime.heartbeat().catch((err) => app.log.error({ err }, "realtime heartbeat failed"));
  }, heartbeatMs);
  heartbeat.unref();

  // Before the plugin's own preClose (which only starts the closing handshakes): every socket is told the server
  // is going away, cut off if it does not answer within the grace period, and its close handlers have run before
  // the app closes (and the database after it).
  app.addHook("preClose", async () => {
    clearInterval(heartbeat);
    const states = [...sockets.entries()];
    const cutOff = setTimeout(() => {
      for (const [socket] of states) socket.terminate();
    }, closeGraceMs);
    await Promise.all(
      states.map(
        ([socket]) =>
          new Promise<void>((resolve) => {
            if (socket.readyState === socket.CLOSED) return resolve();
            socket.once("close", () => resolve());
            socket.close(CLOSE_CODES.GOING_AWAY, "server shutting down");
          }),
      ),
    );
    clearTimeout(cutOff);
    await Promise.all(states.map(([, state]) => state.work));
  });

  await app.register(websocket, {
    options: { maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false },
    // An error on an open socket (a frame over maxPayload, a broken connection): ws closes that socket itself.
    errorHandler: (err, socket) => {
      if ((err as { code?: string }).code === "WS_ERR_UNSUPPORTED_MESSAGE_LENGTH") realtime.ignore();
      app.log.info({ err: { message: err.message, code: (err as { code?: string }).code } }, "socket error");
      if (socket.readyState === socket.OPEN) socket.terminate();
    },
  });

  app.get(
    SOCKET_PATH,
    {
      websocket: true,
      // Reconnects back off from 1 s, so a page never comes near this; a script opening sockets in a loop does
      // (each open runs every module's connect handler). Per user: many phones share one address on mobile data.
      config: {
        rateLimit: {
          max: options.maxOpensPerMinute ?? 60,
          timeWindow: "1 minute",
          keyGenerator: (req: FastifyRequest) => req.user?.id ?? req.ip,
        },
      },
      preValidation: async (req) => {
        // Not an upgrade (a browser's address bar, a crawler): there is no page here, whoever asks.
        if (!req.ws)
          throw notFound(msg("errors.NO_SUCH_ENDPOINT", { method: req.method, path: SOCKET_PATH }));
        const origin = req.headers.origin;
        if (origin === undefined) throw forbidden(ORIGIN_REQUIRED, "ORIGIN_REQUIRED");
        if (!isOurs(origin, req)) throw forbidden(FOREIGN_ORIGIN, "BAD_ORIGIN");
        if (!req.user || !req.sessionTokenHash) throw unauthorized();
      },
    },
    (socket, req) => {
      // Listeners first, before anything awaits: frames that arrive meanwhile would otherwise be lost.
      // The upgrade's request is over (its reply will never go through onSend): shutdown must not wait for it.
      leaveInFlight(req);
      const user = req.user!;
      const tr = requestTranslator(req);
      const conn: RealtimeConnection = {
        id: randomUUID(),
        user,
        sessionTokenHash: req.sessionTokenHash!,
        muted: new Set<string>(),
        subscribe: (topic) => realtime.subscribe(conn, topic),
        unsubscribe: (topic) => realtime.unsubscribe(conn, topic),
        send: (event: ServerEvent) => {
          if (socket.readyState !== socket.OPEN) return;
          if (socket.bufferedAmount > maxBufferedBytes) {
            closeOrCut(socket, CLOSE_CODES.TOO_SLOW, "too slow");
            return;
          }
          socket.send(JSON.stringify(event));
        },
        close: (code, reason) => closeOrCut(socket, code, reason),
      };
      const state: SocketState = {
        conn,
        alive: true,
        queued: 0,
        work: Promise.resolve(),
        sessionExpiresAt: req.sessionExpiresAt!,
        checkingSession: false,
      };
      sockets.set(socket, state);
      const run = (task: () => Promise<void>) => {
        state.work = state.work.then(task).catch((err) => {
          req.log.error({ err, connection: conn.id }, "socket handler failed");
        });
      };

      socket.on("message", (data, isBinary) => {
        if (isBinary || state.queued >= maxQueuedFrames) return realtime.ignore();
        state.queued += 1;
        const text = Array.isArray(data)
          ? Buffer.concat(data).toString("utf8")
          : Buffer.from(data as ArrayBuffer).toString("utf8");
        run(async () => {
          state.queued -= 1;
          await realtime.receive(conn, text, tr);
        });
      });
      socket.on("pong", () => {
        state.alive = true;
      });
      socket.on("close", () => {
        sockets.delete(socket);
        run(() => realtime.closed(conn));
      });
      run(async () => {
        try {
          await realtime.open(conn);
        } catch (err) {
          req.log.error({ err, connection: conn.id }, "socket open failed");
          socket.close(1011, "unexpected condition");
        }
      });
    },
  );
}
