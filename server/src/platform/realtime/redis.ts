import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { CLOSE_CODES } from "../../../../common/realtime/close-codes";
import type { ServerEvent } from "../../../../common/realtime/events";
import { EVENT_MEMORY_MS, LocalRealtime } from "./local";
import type { PublishOptions, RateLimitResult } from "./types";

export interface RedisRealtimeOptions {
  url: string;
  /** Before every key and channel, so several deployments (and test runs) share one Redis. */
  prefix?: string;
  /** How long an instance's presence entries live without a heartbeat (a crashed instance's users go offline). */
  presenceTtlMs?: number;
}

interface Logger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What goes through a topic's channel: an event for its sockets, or a signal for its instances' handlers. */
type Envelope = { o: string; e: ServerEvent; f?: string } | { o: string; s: string };

// Redis's own clock (TIME) for every expiry, so instances whose clocks differ agree on who is online.
const NOW = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;
// The key lives as long as its latest entry.
const EXPIRE_WITH_LATEST = `local latest = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
if latest[2] then redis.call('PEXPIREAT', KEYS[1], latest[2]) end`;

/** A user's first socket on this instance: true (1) when no other instance has one of theirs. */
const PRESENCE_JOIN = `${NOW}
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local others = redis.call('ZCARD', KEYS[1])
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
${EXPIRE_WITH_LATEST}
if others == 0 then return 1 else return 0 end`;

/** A user's last socket on this instance closed: true (1) when no other instance has one of theirs. */
const PRESENCE_LEAVE = `${NOW}
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
${EXPIRE_WITH_LATEST}
if redis.call('ZCARD', KEYS[1]) == 0 then return 1 else return 0 end`;

/** The heartbeat: this instance's entry for the user lives another TTL. */
const PRESENCE_REFRESH = `${NOW}
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
${EXPIRE_WITH_LATEST}
return 1`;

/** Which of the keys' users have an entry that has not expired (1-based positions). */
const PRESENCE_ONLINE = `${NOW}
local online = {}
for i, key in ipairs(KEYS) do
  if redis.call('ZCOUNT', key, '(' .. now, '+inf') > 0 then table.insert(online, i) end
end
return online`;

/** A fixed window: the count and the milliseconds left in the window. */
const HIT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}`;

type Scripts = Redis & {
  presenceJoin(key: string, instance: string, ttlMs: number): Promise<number>;
  presenceLeave(key: string, instance: string): Promise<number>;
  presenceRefresh(key: string, instance: string, ttlMs: number): Promise<number>;
  presenceOnline(count: number, ...keys: string[]): Promise<number[]>;
  hitWindow(key: string, windowMs: number): Promise<[number, number]>;
};

/**
 * The real-time layer across instances (docs/decisions/0014). Each instance keeps its own sockets by topic
 * (LocalRealtime) and shares the rest through Redis:
 * - publish delivers to this instance's sockets at once and publishes to the topic's channel; every instance
 *   subscribed to that channel (it has a socket in the topic) delivers to its own sockets, and an instance skips
 *   what it published itself, so each socket gets the event exactly once;
 * - presence: one sorted set per user of the instances holding one of their sockets, each entry expiring unless
 *   that instance's heartbeat refreshes it, so a crashed instance's users go offline;
 * - hit(): one counter per key and window (INCR and PEXPIRE in one script).
 * When Redis does not answer, this instance goes on serving its own sockets and counting in memory.
 */
export class RedisRealtime extends LocalRealtime {
  readonly instanceId = randomUUID();
  readonly prefix: string;
  /** Commands (publish, presence, counters) and the rate limiter's store; fails fast while Redis is away. */
  readonly commands: Scripts;
  /** The one connection in subscriber mode: a channel per topic that has a socket on this instance. */
  /** Its own connection (a subscribed Redis connection can do nothing else); public for the outage tests. */
  readonly subscriber: Redis;
  private readonly presenceTtlMs: number;
  private readonly pendingSubscriptions = new Set<Promise<unknown>>();
  log: Logger = {
    warn: (obj, msg) => console.warn(msg, obj),
    error: (obj, msg) => console.error(msg, obj),
  };

  /** Connected to Redis, or an error naming what did not answer. */
  static async connect(options: RedisRealtimeOptions): Promise<RedisRealtime> {
    const realtime = new RedisRealtime(options);
    try {
      await Promise.all([realtime.commands.connect(), realtime.subscriber.connect()]);
    } catch (err) {
      realtime.commands.disconnect();
      realtime.subscriber.disconnect();
      throw new Error(`Redis at REDIS_URL is not reachable: ${(err as Error).message}`);
    }
    return realtime;
  }

  private constructor(options: RedisRealtimeOptions) {
    super();
    this.prefix = options.prefix ?? "nyumba:";
    this.presenceTtlMs = options.presenceTtlMs ?? 90_000;
    const common = { lazyConnect: true, connectTimeout: 2000 };
    this.commands = new Redis(options.url, {
      ...common,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    }) as Scripts;
    this.subscriber = new Redis(options.url, { ...common, maxRetriesPerRequest: null });
    this.commands.defineCommand("presenceJoin", { numberOfKeys: 1, lua: PRESENCE_JOIN });
    this.commands.defineCommand("presenceLeave", { numberOfKeys: 1, lua: PRESENCE_LEAVE });
    this.commands.defineCommand("presenceRefresh", { numberOfKeys: 1, lua: PRESENCE_REFRESH });
    this.commands.defineCommand("presenceOnline", { lua: PRESENCE_ONLINE });
    this.commands.defineCommand("hitWindow", { numberOfKeys: 1, lua: HIT });
    // Not before the first connection: connect() reports that one.
    let reported = true;
    const onError = (err: Error) => {
      if (reported) return;
      reported = true;
      this.log.warn(
        { err: { message: err.message } },
        "Redis is not answering; serving this instance's sockets",
      );
    };
    this.commands.on("error", onError);
    this.subscriber.on("error", onError);
    this.commands.on("ready", () => {
      reported = false;
    });
    this.subscriber.on("message", (channel: string, message: string) => this.fromChannel(channel, message));
    // Back after an outage: what other instances published meanwhile never reached this instance's sockets.
    // Each is closed as if the server restarted, so its browser reconnects and catches up on what it missed.
    let subscribedBefore = false;
    this.subscriber.on("ready", () => {
      if (subscribedBefore) {
        this.log.warn(
          { sockets: this.connections.size },
          "Redis is back; reconnecting this instance's sockets so they catch up",
        );
        for (const conn of this.connections) conn.close?.(CLOSE_CODES.GOING_AWAY, "catch up");
      }
      subscribedBefore = true;
    });
  }

  private channel(topic: string): string {
    return `${this.prefix}t:${topic}`;
  }
  private presenceKey(userId: string): string {
    return `${this.prefix}presence:${userId}`;
  }
  /** When the topic's latest event was published (ms), kept EVENT_MEMORY_MS. */
  private lastEventKey(topic: string): string {
    return `${this.prefix}last:${topic}`;
  }
  /** Since when the keys above have been kept: set by the first instance, again after Redis lost its keys. */
  private get keptSinceKey(): string {
    return `${this.prefix}last-kept-since`;
  }

  private fromChannel(channel: string, message: string): void {
    const topic = channel.slice(this.channel("").length);
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message) as Envelope;
    } catch {
      return;
    }
    if (envelope.o === this.instanceId) return;
    if ("s" in envelope) {
      this.runSignal(topic, envelope.s).catch((err) => this.log.error({ err }, "realtime signal failed"));
    } else {
      this.deliver(topic, envelope.e, envelope.f);
    }
  }

  private async toChannel(topic: string, envelope: Envelope): Promise<void> {
    try {
      await this.commands.publish(this.channel(topic), JSON.stringify(envelope));
    } catch (err) {
      this.log.error({ err: { message: (err as Error).message }, topic }, "realtime publish to Redis failed");
    }
  }

  override async publish(topic: string, event: ServerEvent, options: PublishOptions = {}): Promise<void> {
    this.deliver(topic, event, options.from);
    // The event's time is written before the event goes to the other instances (one connection answers in
    // order, so this costs no round trip of its own): a socket that opens there after the event reads its time.
    const kept = !this.noteEvent(topic, event)
      ? undefined
      : this.commands
          .set(this.lastEventKey(topic), Date.now(), "PX", EVENT_MEMORY_MS)
          .catch((err) =>
            this.log.error({ err: { message: err.message }, topic }, "Redis event time failed"),
          );
    const sent = this.toChannel(topic, {
      o: this.instanceId,
      e: event,
      ...(options.from ? { f: options.from } : {}),
    });
    await Promise.all([kept, sent]);
  }

  override async signal(topic: string, name: string): Promise<void> {
    await this.runSignal(topic, name);
    await this.toChannel(topic, { o: this.instanceId, s: name });
  }

  protected override topicJoined(topic: string): void {
    const done: Promise<unknown> = this.subscriber
      .subscribe(this.channel(topic))
      .catch((err) => this.log.error({ err: { message: err.message }, topic }, "Redis subscribe failed"))
      .finally(() => this.pendingSubscriptions.delete(done));
    this.pendingSubscriptions.add(done);
  }

  protected override topicLeft(topic: string): void {
    this.subscriber
      .unsubscribe(this.channel(topic))
      .catch((err) => this.log.error({ err: { message: err.message }, topic }, "Redis unsubscribe failed"));
  }

  /** A new socket hears other instances' events once Redis confirmed its topics (at most 2 s while it is away). */
  protected override async subscriptionsReady(): Promise<void> {
    if (!this.pendingSubscriptions.size) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.all(this.pendingSubscriptions),
      new Promise((resolve) => {
        timer = setTimeout(resolve, 2000);
      }),
    ]);
    clearTimeout(timer);
  }

  /**
   * The latest event time of the topics as every instance published them. A topic without a key had none for
   * EVENT_MEMORY_MS, unless Redis lost its keys since they were kept (then: since then; and when the keys' start
   * is gone too, now). This instance's own publishes count from its memory as well, in case their key was not
   * written. Without Redis: now (unknown, so the browser catches up).
   */
  protected override async lastEventAmong(topics: readonly string[]): Promise<number> {
    const now = Date.now();
    const own = await super.lastEventAmong(topics);
    try {
      const [since, ...times] = await this.commands.mget(
        this.keptSinceKey,
        ...topics.map((t) => this.lastEventKey(t)),
      );
      if (since == null) {
        await this.commands.set(this.keptSinceKey, now, "NX");
        return now;
      }
      // Anything but a time (a key written by hand) counts as now: the browser catches up rather than miss.
      const timeOf = (value: string) => (value.length <= 16 && /^\d+$/.test(value) ? Number(value) : now);
      let latest = Math.max(own, now - EVENT_MEMORY_MS, timeOf(since));
      for (const time of times) if (time != null) latest = Math.max(latest, timeOf(time));
      return latest;
    } catch (err) {
      this.log.error({ err: { message: (err as Error).message } }, "Redis event times failed");
      return now;
    }
  }

  protected override async socketOpened(userId: string): Promise<boolean> {
    if (!(await super.socketOpened(userId))) return false;
    try {
      return (
        (await this.commands.presenceJoin(this.presenceKey(userId), this.instanceId, this.presenceTtlMs)) ===
        1
      );
    } catch (err) {
      this.log.error({ err: { message: (err as Error).message } }, "Redis presence failed");
      return true;
    }
  }

  protected override async socketClosed(userId: string): Promise<boolean> {
    if (!(await super.socketClosed(userId))) return false;
    try {
      return (await this.commands.presenceLeave(this.presenceKey(userId), this.instanceId)) === 1;
    } catch (err) {
      this.log.error({ err: { message: (err as Error).message } }, "Redis presence failed");
      return true;
    }
  }

  /** Every heartbeat of the socket server: this instance's users stay online for another TTL. */
  override async heartbeat(): Promise<void> {
    const pipeline = this.commands.pipeline();
    let n = 0;
    for (const userId of this.localUsers()) {
      (pipeline as unknown as Scripts).presenceRefresh(
        this.presenceKey(userId),
        this.instanceId,
        this.presenceTtlMs,
      );
      n += 1;
    }
    if (n) await pipeline.exec();
  }

  override async onlineAmong(userIds: readonly string[]): Promise<Set<string>> {
    const online = new Set<string>();
    try {
      for (let i = 0; i < userIds.length; i += 500) {
        const chunk = userIds.slice(i, i + 500);
        const found = await this.commands.presenceOnline(
          chunk.length,
          ...chunk.map((id) => this.presenceKey(id)),
        );
        for (const position of found) online.add(chunk[position - 1]!);
      }
      return online;
    } catch (err) {
      this.log.error({ err: { message: (err as Error).message } }, "Redis presence failed");
      return super.onlineAmong(userIds);
    }
  }

  override async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    try {
      const [count, ttl] = await this.commands.hitWindow(`${this.prefix}hit:${key}`, windowMs);
      return count <= limit
        ? { allowed: true, retryAfterMs: 0 }
        : { allowed: false, retryAfterMs: Math.max(0, ttl) };
    } catch (err) {
      this.log.error(
        { err: { message: (err as Error).message } },
        "Redis counter failed; counting in memory",
      );
      return super.hit(key, limit, windowMs);
    }
  }

  override async close(): Promise<void> {
    await super.close();
    await this.commands.quit().catch(() => this.commands.disconnect());
    // A subscriber has no replies worth waiting for, and while Redis is away its queued (un)subscribes would
    // hold a quit() forever and with it the shutdown.
    this.subscriber.disconnect();
  }
}
