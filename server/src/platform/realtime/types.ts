import type { ClientFrame, ServerEvent } from "../../../../common/realtime/events";
import type { SessionUser } from "../auth/session";
import type { Translator } from "../i18n";

/**
 * The real-time layer the modules use (docs/decisions/0014): sockets at `/ws`, topics, and fan-out in this
 * process or, with REDIS_URL, across every instance through Redis. It knows no domain: modules name their topics
 * (`property:12`, `user:<id>`, `conversation:<id>`) and register what happens on a connection and on each frame.
 */

export interface RealtimeConnection {
  /** Unique across instances. */
  readonly id: string;
  readonly user: SessionUser;
  /** The SHA-256 of the session the socket was opened with (the socket closes when the session ends). */
  readonly sessionTokenHash: string;
  subscribe(topic: string): void;
  unsubscribe(topic: string): void;
  /** Sends to this socket only. */
  send(event: ServerEvent): void;
  /** Events published `from` one of these users are not delivered to this socket (the people its user blocked). */
  readonly muted: Set<string>;
  /** Closes the socket (its session ended, or the server shuts down); absent on tests' fake connections. */
  close?(code: number, reason: string): void;
}

export interface PublishOptions {
  /** The user the event is from: sockets that muted them skip it. */
  from?: string;
}

export interface RateLimitResult {
  allowed: boolean;
  /** When the caller may try again (0 when allowed). */
  retryAfterMs: number;
}

export interface Realtime {
  /** Delivers the event, once, to every socket subscribed to the topic on every instance. */
  publish(topic: string, event: ServerEvent, options?: PublishOptions): Promise<void>;
  /**
   * An internal signal to the sockets subscribed to the topic on every instance (not sent to browsers): each
   * instance runs the `onSignal` handlers of that name for its own sockets (a block changed: reload the mutes).
   */
  signal(topic: string, name: string): Promise<void>;
  onSignal(name: string, handler: (conn: RealtimeConnection) => Promise<void> | void): void;
  /** Runs for each new socket before its frames are read (subscribe it to its topics, load its mutes). */
  onConnect(handler: (conn: RealtimeConnection) => Promise<void> | void): void;
  onDisconnect(handler: (conn: RealtimeConnection) => Promise<void> | void): void;
  onFrame<T extends ClientFrame["type"]>(
    type: T,
    handler: (conn: RealtimeConnection, frame: Extract<ClientFrame, { type: T }>) => Promise<void> | void,
  ): void;
  /** A user's first socket opened or last socket closed, across all instances (runs on the instance where it happened). */
  onPresence(handler: (user: SessionUser, isOnline: boolean) => Promise<void> | void): void;
  /** Which of these users have an open socket on any instance. */
  onlineAmong(userIds: readonly string[]): Promise<Set<string>>;
  /** A fixed-window counter shared by every instance: `limit` hits per `windowMs` for the key. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Closes the sockets opened with this session (sign-out). */
  endSession(sessionTokenHash: string): Promise<void>;
  stats(): { connections: number; ignoredFrames: number };
  close(): Promise<void>;
}

/** What the socket server (platform/realtime/socket-server.ts) drives: LocalRealtime and RedisRealtime. */
export interface RealtimeHost extends Realtime {
  open(conn: RealtimeConnection): Promise<void>;
  receive(conn: RealtimeConnection, raw: string, tr?: Translator): Promise<void>;
  closed(conn: RealtimeConnection): Promise<void>;
  subscribe(conn: RealtimeConnection, topic: string): void;
  unsubscribe(conn: RealtimeConnection, topic: string): void;
  /** A frame that was not read (binary, too many waiting): counted with the frames that did not parse. */
  ignore(): void;
  /** Runs with every heartbeat of the socket server (Redis: keep this instance's presence alive). */
  heartbeat(): Promise<void>;
}
