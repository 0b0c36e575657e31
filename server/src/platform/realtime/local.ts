import {
  CLOSE_CODES,
  type ClientFrame,
  clientFrameSchema,
  type ServerEvent,
} from "../../../../common/realtime/events";
import type { SessionUser } from "../auth/session";
import { AppError } from "../errors";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "../http/json-body";
import { type Translator, translator } from "../i18n";
import type { PublishOptions, RateLimitResult, RealtimeConnection, RealtimeHost } from "./types";

type Handler<A extends unknown[]> = (...args: A) => Promise<void> | void;

/**
 * Fan-out inside this process: the sockets of this instance, by topic. Without REDIS_URL this is the whole
 * real-time layer; the sockets themselves are served by platform/realtime/socket-server.ts.
 */
export class LocalRealtime implements RealtimeHost {
  readonly topics = new Map<string, Set<RealtimeConnection>>();
  readonly connections = new Set<RealtimeConnection>();
  readonly connectHandlers: Handler<[RealtimeConnection]>[] = [];
  readonly disconnectHandlers: Handler<[RealtimeConnection]>[] = [];
  readonly frameHandlers = new Map<string, Handler<[RealtimeConnection, ClientFrame]>>();
  readonly signalHandlers = new Map<string, Handler<[RealtimeConnection]>[]>();
  readonly presenceHandlers: Handler<[SessionUser, boolean]>[] = [];
  private readonly socketsPerUser = new Map<string, number>();
  private readonly counters = new Map<string, { count: number; resetAt: number }>();
  ignoredFrames = 0;

  /** The sockets counted in their user's presence (their open finished). */
  private readonly counted = new WeakSet<RealtimeConnection>();
  /** Each socket's topics. */
  private readonly topicsOf = new WeakMap<RealtimeConnection, Set<string>>();
  /** When each topic's latest event was published, oldest first; forgotten after EVENT_MEMORY_MS. */
  private readonly lastEvents = new Map<string, number>();
  /** No forgotten event, and none before this instance started, is later than this. */
  private forgottenUntil = Date.now();

  constructor() {
    // Sign-out closes the session's sockets, on whichever instance they are (endSession signals every instance).
    this.onSignal(SESSION_ENDED_SIGNAL, (conn) => conn.close?.(CLOSE_CODES.SESSION_ENDED, "session ended"));
  }

  /**
   * A new socket (called by the socket server, and by tests with a fake connection): subscribed to its user's
   * and its session's topics, then every module's connect handler runs.
   */
  async open(conn: RealtimeConnection): Promise<void> {
    this.connections.add(conn);
    this.subscribe(conn, userTopic(conn.user.id));
    this.subscribe(conn, sessionTopic(conn.sessionTokenHash));
    for (const h of this.connectHandlers) await h(conn);
    await this.subscriptionsReady();
    const topics = [...(this.topicsOf.get(conn) ?? [])];
    conn.send({ type: "ready", lastEventAt: await this.lastEventAmong(topics) });
    this.counted.add(conn);
    if (await this.socketOpened(conn.user.id))
      for (const h of this.presenceHandlers) await h(conn.user, true);
  }

  /** A socket closed: out of every topic, then the modules' disconnect handlers. */
  async closed(conn: RealtimeConnection): Promise<void> {
    if (!this.connections.delete(conn)) return;
    for (const topic of this.topicsOf.get(conn) ?? []) this.unsubscribe(conn, topic);
    for (const h of this.disconnectHandlers) await h(conn);
    // A socket whose open failed was never counted: closing it must not take its user's other sockets offline.
    if (!this.counted.delete(conn)) return;
    if (await this.socketClosed(conn.user.id))
      for (const h of this.presenceHandlers) await h(conn.user, false);
  }

  /**
   * A text frame from the socket: parsed against the protocol, handed to the module that registered its type.
   * A frame nested too deeply, or that does not parse, is ignored and counted; a refused frame is answered with
   * `chat_error`.
   */
  async receive(conn: RealtimeConnection, raw: string, tr: Translator = translator()): Promise<void> {
    let frame: ClientFrame;
    // Before anything reads it (the parser, the schema, a handler's checks and rate limit): decision 0037.
    if (nestsDeeperThan(raw, MAX_JSON_DEPTH)) {
      this.ignoredFrames += 1;
      return;
    }
    try {
      const parsed = clientFrameSchema.safeParse(JSON.parse(raw));
      if (!parsed.success) throw parsed.error;
      frame = parsed.data;
    } catch {
      this.ignoredFrames += 1;
      return;
    }
    const handler = this.frameHandlers.get(frame.type);
    if (!handler) {
      this.ignoredFrames += 1;
      return;
    }
    try {
      await handler(conn, frame);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      conn.send({
        type: "chat_error",
        code: err.code,
        message: tr.text(err.message),
        clientId: "clientId" in frame ? (frame.clientId ?? null) : null,
      });
    }
  }

  /** A frame that was not read at all (binary, or too many of the socket's frames waiting). */
  ignore(): void {
    this.ignoredFrames += 1;
  }

  subscribe(conn: RealtimeConnection, topic: string): void {
    const own = this.topicsOf.get(conn) ?? new Set<string>();
    this.topicsOf.set(conn, own.add(topic));
    let conns = this.topics.get(topic);
    if (!conns) {
      conns = new Set<RealtimeConnection>();
      this.topics.set(topic, conns);
      this.topicJoined(topic);
    }
    conns.add(conn);
  }

  unsubscribe(conn: RealtimeConnection, topic: string): void {
    this.topicsOf.get(conn)?.delete(topic);
    const conns = this.topics.get(topic);
    if (!conns?.delete(conn) || conns.size) return;
    this.topics.delete(topic);
    this.topicLeft(topic);
  }

  /** The first socket of this instance joined the topic (Redis: subscribe to its channel). */
  protected topicJoined(_topic: string): void {}
  /** The last socket of this instance left the topic (Redis: unsubscribe). */
  protected topicLeft(_topic: string): void {}
  /** Resolves when this instance receives what other instances publish to the topics joined so far. */
  protected async subscriptionsReady(): Promise<void> {}

  /** A socket of the user opened here: true when it is the user's first open socket on any instance. */
  protected async socketOpened(userId: string): Promise<boolean> {
    return this.countSocket(userId, 1);
  }
  /** A socket of the user closed here: true when the user has no open socket left on any instance. */
  protected async socketClosed(userId: string): Promise<boolean> {
    return this.countSocket(userId, -1);
  }
  /** The users with an open socket on this instance. */
  protected localUsers(): IterableIterator<string> {
    return this.socketsPerUser.keys();
  }

  async publish(topic: string, event: ServerEvent, options: PublishOptions = {}): Promise<void> {
    this.noteEvent(topic, event);
    this.deliver(topic, event, options.from);
  }

  /**
   * Remembers when the topic's latest event was published, and says whether it counts: presence does not (a
   * screen that shows it asks again at every open). Published after the write it announces, so an answer read
   * before this time shows that write.
   */
  protected noteEvent(topic: string, event: ServerEvent): boolean {
    if (event.type === "presence") return false;
    const now = Date.now();
    this.lastEvents.delete(topic);
    this.lastEvents.set(topic, now);
    for (const [old, at] of this.lastEvents) {
      if (at > now - EVENT_MEMORY_MS) break;
      this.lastEvents.delete(old);
      this.forgottenUntil = Math.max(this.forgottenUntil, at);
    }
    return true;
  }

  /** The latest event published to any of the topics, or a later time when it may have been forgotten. */
  protected async lastEventAmong(topics: readonly string[]): Promise<number> {
    let latest = this.forgottenUntil;
    for (const topic of topics) latest = Math.max(latest, this.lastEvents.get(topic) ?? latest);
    return latest;
  }

  /** Sends the event to this instance's sockets of the topic, except those that muted its sender. */
  deliver(topic: string, event: ServerEvent, from?: string): void {
    for (const conn of this.topics.get(topic) ?? []) {
      if (from && conn.muted.has(from)) continue;
      conn.send(event);
    }
  }

  async signal(topic: string, name: string): Promise<void> {
    await this.runSignal(topic, name);
  }

  async runSignal(topic: string, name: string): Promise<void> {
    const handlers = this.signalHandlers.get(name) ?? [];
    for (const conn of this.topics.get(topic) ?? []) {
      for (const h of handlers) await h(conn);
    }
  }

  onSignal(name: string, handler: Handler<[RealtimeConnection]>): void {
    this.signalHandlers.set(name, [...(this.signalHandlers.get(name) ?? []), handler]);
  }
  onConnect(handler: Handler<[RealtimeConnection]>): void {
    this.connectHandlers.push(handler);
  }
  onDisconnect(handler: Handler<[RealtimeConnection]>): void {
    this.disconnectHandlers.push(handler);
  }
  onFrame<T extends ClientFrame["type"]>(
    type: T,
    handler: (conn: RealtimeConnection, frame: Extract<ClientFrame, { type: T }>) => Promise<void> | void,
  ): void {
    this.frameHandlers.set(type, handler as Handler<[RealtimeConnection, ClientFrame]>);
  }
  onPresence(handler: Handler<[SessionUser, boolean]>): void {
    this.presenceHandlers.push(handler);
  }

  /** Counts a user's sockets on this instance; true when the count went from 0 to 1 or from 1 to 0. */
  protected countSocket(userId: string, delta: 1 | -1): boolean {
    const n = (this.socketsPerUser.get(userId) ?? 0) + delta;
    if (n <= 0) this.socketsPerUser.delete(userId);
    else this.socketsPerUser.set(userId, n);
    return delta === 1 ? n === 1 : n === 0;
  }

  async onlineAmong(userIds: readonly string[]): Promise<Set<string>> {
    return new Set(userIds.filter((id) => this.socketsPerUser.has(id)));
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const now = Date.now();
    let c = this.counters.get(key);
    if (!c || c.resetAt <= now) {
      c = { count: 0, resetAt: now + windowMs };
      this.counters.set(key, c);
      if (this.counters.size > 10_000) this.sweepCounters(now);
    }
    c.count += 1;
    return c.count <= limit
      ? { allowed: true, retryAfterMs: 0 }
      : { allowed: false, retryAfterMs: c.resetAt - now };
  }

  private sweepCounters(now: number): void {
    for (const [k, c] of this.counters) if (c.resetAt <= now) this.counters.delete(k);
  }

  async endSession(sessionTokenHash: string): Promise<void> {
    await this.signal(sessionTopic(sessionTokenHash), SESSION_ENDED_SIGNAL);
  }

  async heartbeat(): Promise<void> {}

  stats() {
    return { connections: this.connections.size, ignoredFrames: this.ignoredFrames };
  }

  async close(): Promise<void> {}
}

/** How long the time of a topic's latest event is remembered (a page's data is seconds old when its socket opens). */
export const EVENT_MEMORY_MS = 10 * 60_000;

/** The signal endSession sends to a session's topic. */
export const SESSION_ENDED_SIGNAL = "session_ended";

/** Every socket of a user listens to this topic. */
export const userTopic = (userId: string) => `user:${userId}`;
/** Every socket opened with a session listens to this topic (sign-out closes them). */
export const sessionTopic = (sessionTokenHash: string) => `session:${sessionTokenHash}`;
