// Chat fan-out: 1,000 sockets (real `ws` clients over TCP) in one property's topic; 200 messages sent one every
// --interval ms; the time from sending each message to its arrival at every socket (p50/p95/p99/max over all
// deliveries), and the server's memory per connected socket. Two set-ups: one instance with LocalRealtime, and two
// instances through Redis (half the sockets on each, messages sent to the first). Needs a local PostgreSQL and,
// for the second, Redis (REDIS_URL, default redis://127.0.0.1:6379).
//
//   npx tsx bench/chat-fanout.ts [--sockets 1000] [--events 200] [--interval 25] [--only local|redis] [--send frame]
//
// Each instance is its own process (bench/chat-fanout-server.ts, NODE_ENV=production); the clients all live in
// this process, so a delivery's time includes this process reading 1,000 sockets in turn. The database
// (BENCH_FANOUT_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/nyumba_fanout_bench) is made afresh:
// one tenant and one session per socket. See bench/README.md for the method and the last numbers.
import { type ChildProcess, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import pg from "pg";
import WebSocket from "ws";
import type { ServerEvent } from "../common/realtime/events";
import { openDatabase } from "../server/src/db/client";
import { migrate } from "../server/src/db/migrate";
import { leases, properties, sessions, units, users } from "../server/src/db/schema";
import { SESSION_COOKIE } from "../server/src/platform/auth/cookies";
import { newToken } from "../server/src/platform/auth/tokens";

const { values: args } = parseArgs({
  options: {
    sockets: { type: "string", default: "1000" },
    events: { type: "string", default: "200" },
    interval: { type: "string", default: "25" },
    only: { type: "string" },
    send: { type: "string", default: "chat" },
  },
});
const SOCKETS = Number(args.sockets);
const EVENTS = Number(args.events);
const INTERVAL_MS = Number(args.interval);
const ROOT = join(import.meta.dirname, "..");
const DB_URL =
  process.env.BENCH_FANOUT_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/nyumba_fanout_bench";
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

/**
 * How a message is sent, and how a socket recognises its arrival: the pluggable step. `chat` (the default) sends
 * `chat_message` frames through the chat module (its checks, rate limit, the insert with its seq, then the
 * fan-out to the property's room), from the first SENDERS sockets in turn so no sender meets the rate limit of
 * 20 a minute. `platform` measures the real-time layer alone: the instances stand in for the chat module
 * (BENCH_HANDLER=1 in chat-fanout-server.ts) and publish each frame at once.
 */
const SENDERS = 20;
interface SendStep {
  /** Server-side stand-in needed (the bench handler). */
  benchHandler: boolean;
  send(sockets: WebSocket[], id: number): void;
  /** The bench message an event is, or null. */
  idOf(event: ServerEvent): number | null;
}
const frameOf = (id: number) => JSON.stringify({ type: "chat_message", content: `bench:${id}` });
const benchId = (e: ServerEvent) =>
  e.type === "new_chat_message" && e.message.content.startsWith("bench:")
    ? Number(e.message.content.slice(6))
    : null;
const SEND_STEPS: Record<string, SendStep> = {
  chat: {
    benchHandler: false,
    send: (sockets, id) => sockets[id % SENDERS]!.send(frameOf(id)),
    idOf: benchId,
  },
  platform: { benchHandler: true, send: (sockets, id) => sockets[0]!.send(frameOf(id)), idOf: benchId },
};
const chosen = SEND_STEPS[args.send];
if (!chosen) throw new Error(`--send must be one of ${Object.keys(SEND_STEPS).join(", ")}`);
const step: SendStep = chosen;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function freshDatabase(): Promise<{ cookie: string }[]> {
  const name = new URL(DB_URL).pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(DB_URL), { pathname: "/postgres" }).href,
  });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openDatabase({ kind: "postgres", url: DB_URL });
  await migrate(database);
  const run = randomBytes(3).toString("hex");
  const made = await database.db
    .insert(users)
    .values(
      Array.from({ length: SOCKETS }, (_, i) => ({
        role: "tenant" as const,
        email: `fanout-${run}-${i}@example.com`,
        firstName: "Amina",
        lastName: `Tenant ${i}`,
      })),
    )
    .returning({ id: users.id });
  // Every tenant lives in one property (a unit and a current lease each): its community room is the topic.
  const [landlord] = await database.db
    .insert(users)
    .values({
      role: "landlord",
      email: `fanout-${run}-landlord@example.com`,
      firstName: "Robert",
      lastName: "Bench",
    })
    .returning({ id: users.id });
  const [property] = await database.db
    .insert(properties)
    .values({
      landlordId: landlord!.id,
      name: "Bench Heights",
      location: "Kampala",
      propertyType: "apartment",
    })
    .returning({ id: properties.id });
  const unitRows = await database.db
    .insert(units)
    .values(made.map((_, i) => ({ propertyId: property!.id, unitNumber: `B${i}`, rentAmount: 500_000 })))
    .returning({ id: units.id });
  await database.db.insert(leases).values(
    made.map((u, i) => ({
      propertyId: property!.id,
      unitId: unitRows[i]!.id,
      tenantId: u.id,
      startDate: "2026-01-01",
      endDate: "2027-01-01",
      monthlyRent: 500_000,
      currency: "UGX" as const,
      deposit: 500_000,
      status: "active" as const,
    })),
  );
  const cookies = made.map((u) => ({ userId: u.id, ...newToken() }));
  await database.db.insert(sessions).values(
    cookies.map((c) => ({
      tokenHash: c.hash,
      userId: c.userId,
      expiresAt: new Date(Date.now() + 86_400_000),
    })),
  );
  await database.close();
  return cookies.map((c) => ({ cookie: `${SESSION_COOKIE}=${c.token}` }));
}

interface Instance {
  child: ChildProcess;
  port: number;
  ask(): Promise<{ rss: number; heapUsed: number; external: number; connections: number }>;
}

async function startInstance(redisPrefix?: string): Promise<Instance> {
  const port = await freePort();
  const child = fork(join(ROOT, "bench/chat-fanout-server.ts"), {
    execArgv: ["--expose-gc", "--import", "tsx"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      SESSION_SECRET: randomBytes(32).toString("hex"),
      DATABASE_URL: DB_URL,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DEMO_MODE: "false",
      LOG_LEVEL: "warn",
      BENCH_HANDLER: step.benchHandler ? "1" : "0",
      ...(redisPrefix ? { REDIS_URL, REDIS_PREFIX: redisPrefix } : { REDIS_URL: "" }),
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("message", (m) => (m === "ready" ? resolve() : reject(new Error(String(m)))));
    child.once("exit", (code) => reject(new Error(`instance exited with ${code}`)));
  });
  return {
    child,
    port,
    ask: () =>
      new Promise((resolve) => {
        child.once("message", (m) => resolve((m as { memory: Awaited<ReturnType<Instance["ask"]>> }).memory));
        child.send("memory");
      }),
  };
}

function percentile(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function run(label: string, instances: Instance[], cookies: { cookie: string }[]) {
  const before = await Promise.all(instances.map((i) => i.ask()));
  const sentAt = new Float64Array(EVENTS + 1000);
  const latencies = new Float64Array(SOCKETS * EVENTS);
  let delivered = 0;
  let duplicates = 0;
  const warmedUp = new Set<number>();
  const seen: Uint8Array[] = [];
  const sockets: WebSocket[] = [];
  let allArrived: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    allArrived = resolve;
  });

  // Connect in batches of 50, round robin over the instances.
  for (let start = 0; start < SOCKETS; start += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, SOCKETS - start) }, (_, k) => {
        const n = start + k;
        const instance = instances[n % instances.length]!;
        const ws = new WebSocket(`ws://127.0.0.1:${instance.port}/ws`, {
          headers: { cookie: cookies[n]!.cookie, origin: `http://127.0.0.1:${instance.port}` },
          perMessageDeflate: false,
        });
        const mine = new Uint8Array(EVENTS + 1000);
        seen[n] = mine;
        sockets[n] = ws;
        ws.on("message", (data) => {
          const now = performance.now();
          const id = step.idOf(JSON.parse(String(data)) as ServerEvent);
          if (id === null) return;
          if (id >= EVENTS) {
            warmedUp.add(n);
            return;
          }
          if (mine[id]) {
            duplicates += 1;
            return;
          }
          mine[id] = 1;
          latencies[delivered++] = now - sentAt[id]!;
          if (delivered === SOCKETS * EVENTS) allArrived();
        });
        return new Promise<void>((resolve, reject) => {
          ws.once("open", () => resolve());
          ws.once("error", reject);
        });
      }),
    );
  }
  // Every socket's open has finished (topics joined, Redis subscribed) once it received a warm-up message.
  for (let w = EVENTS; warmedUp.size < SOCKETS; w++) {
    step.send(sockets, w);
    await new Promise((r) => setTimeout(r, 200));
    if (w > EVENTS + 100) throw new Error(`only ${warmedUp.size} of ${SOCKETS} sockets warmed up`);
  }
  const after = await Promise.all(instances.map((i) => i.ask()));

  for (let id = 0; id < EVENTS; id++) {
    sentAt[id] = performance.now();
    step.send(sockets, id);
    await new Promise((r) => setTimeout(r, INTERVAL_MS));
  }
  const timeout = new Promise<void>((r) => setTimeout(r, 30_000));
  await Promise.race([done, timeout]);
  for (const ws of sockets) ws.terminate();

  const sorted = latencies.slice(0, delivered).sort();
  const perSocket = instances.map((_, k) => {
    const count = after[k]!.connections;
    return {
      rss: (after[k]!.rss - before[k]!.rss) / count,
      heap: (after[k]!.heapUsed + after[k]!.external - before[k]!.heapUsed - before[k]!.external) / count,
    };
  });
  const avg = (f: (x: { rss: number; heap: number }) => number) =>
    perSocket.reduce((s, x) => s + f(x), 0) / perSocket.length / 1024;
  return {
    label,
    deliveries: `${delivered} / ${SOCKETS * EVENTS}`,
    duplicates,
    p50: percentile(sorted, 50).toFixed(1),
    p95: percentile(sorted, 95).toFixed(1),
    p99: percentile(sorted, 99).toFixed(1),
    max: sorted[sorted.length - 1]?.toFixed(1),
    "RSS KB/socket": avg((x) => x.rss).toFixed(1),
    "heap KB/socket": avg((x) => x.heap).toFixed(1),
  };
}

async function stop(instances: Instance[]) {
  await Promise.all(
    instances.map(
      (i) =>
        new Promise<void>((resolve) => {
          i.child.once("exit", () => resolve());
          i.child.send("stop");
        }),
    ),
  );
}

const results = [];
const cookies = await freshDatabase();
if (args.only !== "redis") {
  const one = [await startInstance()];
  results.push(await run("LocalRealtime, 1 instance", one, cookies));
  await stop(one);
}
if (args.only !== "local") {
  const prefix = `nyumba-bench-${randomBytes(3).toString("hex")}:`;
  const two = [await startInstance(prefix), await startInstance(prefix)];
  results.push(await run("RedisRealtime, 2 instances", two, cookies));
  await stop(two);
}
console.log(
  `${SOCKETS} sockets, ${EVENTS} messages one every ${INTERVAL_MS} ms, send step "${args.send}"; latency in ms`,
);
console.table(results);
process.exit(0);
