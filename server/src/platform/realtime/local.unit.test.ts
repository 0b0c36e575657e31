import { afterEach, describe, expect, it, vi } from "vitest";
import { CLOSE_CODES, type ServerEvent } from "../../../../common/realtime/events";
import { EVENT_MEMORY_MS, LocalRealtime, sessionTopic, userTopic } from "./local";
import type { RealtimeConnection } from "./types";

function fakeConnection(id: string, userId: string, session = `s-${id}`) {
  const sent: ServerEvent[] = [];
  const readies: number[] = [];
  const closes: number[] = [];
  const conn: RealtimeConnection & { sent: ServerEvent[]; readies: number[]; closes: number[] } = {
    id,
    user: { id: userId, role: "tenant" },
    sessionTokenHash: session,
    muted: new Set(),
    subscribe: () => {},
    unsubscribe: () => {},
    send: (e) => (e.type === "ready" ? readies.push(e.lastEventAt) : sent.push(e)),
    close: (code) => closes.push(code),
    sent,
    readies,
    closes,
  };
  return conn;
}

/** Records which topics joined and left this instance (what RedisRealtime subscribes to). */
class Recording extends LocalRealtime {
  readonly joined: string[] = [];
  readonly left: string[] = [];
  protected override topicJoined(topic: string) {
    this.joined.push(topic);
  }
  protected override topicLeft(topic: string) {
    this.left.push(topic);
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe("LocalRealtime", () => {
  it("a socket whose open failed does not take its user's other socket offline when it closes", async () => {
    const rt = new LocalRealtime();
    const presence: boolean[] = [];
    rt.onPresence((_user, isOnline) => {
      presence.push(isOnline);
    });
    let fail = false;
    rt.onConnect(() => {
      if (fail) throw new Error("the database is away");
    });
    const good = fakeConnection("good", "u1");
    await rt.open(good);
    fail = true;
    const bad = fakeConnection("bad", "u1");
    await expect(rt.open(bad)).rejects.toThrow("the database is away");
    await rt.closed(bad);
    expect(presence).toEqual([true]);
    expect(await rt.onlineAmong(["u1"])).toEqual(new Set(["u1"]));
    await rt.closed(good);
    expect(presence).toEqual([true, false]);
  });

  it("a topic joins with its first socket and leaves with its last", async () => {
    const rt = new Recording();
    const a = fakeConnection("a", "u1");
    const b = fakeConnection("b", "u1");
    await rt.open(a);
    await rt.open(b);
    rt.subscribe(a, "property:1");
    rt.subscribe(b, "property:1");
    expect(rt.joined.filter((t) => t === "property:1")).toHaveLength(1);
    rt.unsubscribe(a, "property:1");
    rt.unsubscribe(a, "property:1");
    expect(rt.left).not.toContain("property:1");
    await rt.closed(b);
    expect(rt.left).toContain("property:1");
    expect(rt.left).toContain(sessionTopic("s-b"));
    expect(rt.left).not.toContain(userTopic("u1"));
    await rt.closed(a);
    expect(rt.left).toContain(userTopic("u1"));
    expect(rt.topics.size).toBe(0);
  });

  it("endSession closes the sockets of that session only", async () => {
    const rt = new LocalRealtime();
    const phone = fakeConnection("p", "u1", "phone");
    const laptop = fakeConnection("l", "u1", "laptop");
    await rt.open(phone);
    await rt.open(laptop);
    await rt.endSession("phone");
    expect(phone.closes).toEqual([CLOSE_CODES.SESSION_ENDED]);
    expect(laptop.closes).toEqual([]);
  });

  it("a closed socket's handlers run once, even when closed twice", async () => {
    const rt = new LocalRealtime();
    const seen: boolean[] = [];
    rt.onPresence((_u, online) => {
      seen.push(online);
    });
    const a = fakeConnection("a", "u1");
    await rt.open(a);
    await rt.closed(a);
    await rt.closed(a);
    expect(seen).toEqual([true, false]);
  });

  it("each socket's first event is ready, once it is in its topics, with the latest event of those topics", async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const rt = new LocalRealtime();
    rt.onConnect((conn) => conn.subscribe("property:1"));
    const events: string[] = [];
    const a = fakeConnection("a", "u1");
    a.subscribe = (topic) => rt.subscribe(a, topic);
    a.send = (e) => events.push(e.type);
    await rt.open(a);
    // Nothing was published since this instance started: its start.
    expect(events).toEqual(["ready"]);

    vi.advanceTimersByTime(1000);
    await rt.publish("property:1", { type: "invalidate", domains: ["chat"] });
    vi.advanceTimersByTime(1000);
    await rt.publish("property:2", { type: "invalidate", domains: ["chat"] });
    await rt.publish("property:1", { type: "presence", userId: "u9", isOnline: true, lastSeen: null });
    const b = fakeConnection("b", "u2");
    b.subscribe = (topic) => rt.subscribe(b, topic);
    await rt.open(b);
    expect(b.readies).toEqual([1_001_000]); // property:1's event; another property's and presence do not count

    await rt.publish(userTopic("u2"), { type: "invalidate", domains: ["notifications"] });
    const c = fakeConnection("c", "u2");
    await rt.open(c);
    expect(c.readies).toEqual([1_002_000]);
  });

  it("forgets an event time after EVENT_MEMORY_MS, and then answers no earlier than it", async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const rt = new LocalRealtime();
    vi.advanceTimersByTime(1000);
    await rt.publish(userTopic("u1"), { type: "invalidate", domains: ["a"] });
    vi.advanceTimersByTime(EVENT_MEMORY_MS + 1);
    // A later event elsewhere sweeps the old one out.
    await rt.publish(userTopic("u2"), { type: "invalidate", domains: ["b"] });
    const a = fakeConnection("a", "u1");
    const never = fakeConnection("n", "u3");
    await rt.open(a);
    await rt.open(never);
    expect(a.readies).toEqual([1_001_000]);
    expect(never.readies).toEqual([1_001_000]); // a topic never published: no earlier than what was forgotten
  });

  it("hit() allows `limit` hits per window, then says when to come back", async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const rt = new LocalRealtime();
    expect(await rt.hit("k", 2, 10_000)).toEqual({ allowed: true, retryAfterMs: 0 });
    expect(await rt.hit("k", 2, 10_000)).toEqual({ allowed: true, retryAfterMs: 0 });
    vi.advanceTimersByTime(4000);
    expect(await rt.hit("k", 2, 10_000)).toEqual({ allowed: false, retryAfterMs: 6000 });
    expect(await rt.hit("other", 2, 10_000)).toEqual({ allowed: true, retryAfterMs: 0 });
    vi.advanceTimersByTime(6000);
    expect(await rt.hit("k", 2, 10_000)).toEqual({ allowed: true, retryAfterMs: 0 });
  });
});
