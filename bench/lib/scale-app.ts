// What bench/api-latency.ts and bench/api-baseline.ts share: the 100,000-tenant data set in PostgreSQL, the built
// app started from dist/ as in production, and wrk driving one endpoint with a random user per request
// (bench/wrk-random.lua).
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import pg from "pg";
import { openDatabase } from "../../server/src/db/client";
import { migrate } from "../../server/src/db/migrate";

export const ROOT = join(import.meta.dirname, "../..");
export const DB_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/nyumba_bench";

export type Role = "landlord" | "tenant" | "public";

export function requireWrk() {
  if (spawnSync("wrk", ["--version"]).error) throw new Error("wrk is missing: apt-get install -y wrk");
}

/** Creates and migrates the database, and generates the data set (bench/scale-data.sql) when it is empty. */
export async function ensureDatabase() {
  const url = new URL(DB_URL);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(DB_URL), { pathname: "/postgres" }).href,
  });
  await admin.connect();
  const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
  if (!rowCount) await admin.query(`create database "${name}"`);
  await admin.end();

  const database = await openDatabase({ kind: "postgres", url: DB_URL });
  await migrate(database);
  await database.close();

  const client = new pg.Client({ connectionString: DB_URL });
  await client.connect();
  const { rows } = await client.query<{ n: string; bench: string }>(
    "select count(*) as n, count(*) filter (where email like '%@bench.nyumba.ug') as bench from users",
  );
  const [{ n, bench }] = rows as [{ n: string; bench: string }];
  if (Number(n) === 0) {
    const started = Date.now();
    console.log("generating the data set (bench/scale-data.sql)...");
    await client.query(readFileSync(join(ROOT, "bench/scale-data.sql"), "utf8"));
    console.log(`generated in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } else if (Number(bench) !== Number(n)) {
    throw new Error(`${DB_URL} holds other data: give the benchmark a database of its own`);
  }
  await client.end();
}

/**
 * The steady state of a data set in use: no session due its 'last seen' write, every lease with its reference,
 * every property with its community chat room (each is made by the first request that needs it, once), and every
 * table and index read into the OS's file cache (pg_prewarm), as on a server that has been serving them: this
 * machine's disk reads take about 0.6 ms, and without it a run's figures depend on what earlier runs happened to read.
 */
const STEADY_STATE = `
update sessions set last_seen_at = now(), expires_at = now() + interval '30 days'
  where last_seen_at < now() - interval '5 minutes';
update leases l set payment_reference = 'NY' || (
    select string_agg(substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', (x.i / power(31, k)::bigint % 31)::int + 1, 1), '' order by k)
    from generate_series(0, 5) k)
  from (select id, row_number() over (order by id) as i from leases where payment_reference is null) x
  where l.id = x.id;
insert into chat_conversations (property_id, kind)
  select p.id, 'community' from properties p
  where not exists (select 1 from chat_conversations c where c.property_id = p.id and c.kind = 'community');
create extension if not exists pg_prewarm;
select sum(pg_prewarm(c.oid, 'read')) from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'i', 't', 'm');`;

export async function steadyState() {
  const client = new pg.Client({ connectionString: DB_URL });
  await client.connect();
  await client.query(STEADY_STATE);
  await client.query("vacuum analyze sessions, leases"); // the new row versions visible to all, as before
  await client.end();
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/**
 * The jobs due at the server's first start (the daily charge job over every lease, the rent reminders, ...) run
 * in the background: wait until none is left, so that they do not weigh on what is measured, and report how
 * long the charge job took.
 */
export async function waitForJobs() {
  const client = new pg.Client({ connectionString: DB_URL });
  await client.connect();
  for (;;) {
    const { rows } = await client.query<{ pending: string; took: string | null }>(
      `select count(*) filter (where done_at is null and run_at <= now()) as pending,
              max(extract(epoch from done_at - created_at)) filter (where name = 'generate-charges') as took
       from jobs`,
    );
    const row = rows[0]!;
    if (Number(row.pending) === 0) {
      if (row.took)
        console.log(
          `daily charge job over 100,000 leases: done ${Number(row.took).toFixed(1)} s after it was queued`,
        );
      break;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  await client.end();
}

/** Starts a server process on a free port with the bench database, and waits until `health` answers. */
export async function startServer(
  args: string[],
  logFile: string,
  env: Record<string, string> = {},
  health = "/api/health",
): Promise<{ base: string; process: ChildProcess }> {
  const port = await freePort();
  mkdirSync(dirname(join(ROOT, logFile)), { recursive: true });
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: DB_URL,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      PUBLIC_URL: `http://localhost:${port}`,
      ...env,
    },
    stdio: ["ignore", openSync(join(ROOT, logFile), "w"), "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if ((await fetch(`${base}${health}`).catch(() => null))?.ok) break;
    if (child.exitCode !== null || i > 120)
      throw new Error(`${args.join(" ")} did not start (see ${logFile})`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return { base, process: child };
}

/** The built app (dist/) as in production: pool of 10, logs at warn, no demo; `nodeArgs` such as --cpu-prof. */
export function startApp(logFile: string, nodeArgs: string[] = [], env: Record<string, string> = {}) {
  return startServer([...nodeArgs, join(ROOT, "dist/server/main.js")], logFile, {
    SESSION_SECRET: randomBytes(32).toString("hex"),
    DEMO_MODE: "false",
    ...env,
  });
}

export interface WrkResult {
  requests: number;
  seconds: number;
  non2xx: number;
  socketErrors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  rps: number;
}

/** A sample of a role's users: `users` of them, numbers stride, 2 * stride, ... (bench/wrk-random.lua). */
export interface UserSample {
  users: number;
  stride: number;
}

/**
 * One wrk run of `path` as random users of `role` (think time in ms, 0: saturation), all of them or a sample;
 * latencies in ms.
 */
export function wrk(
  base: string,
  role: Role,
  path: string,
  o: { connections: string; seconds: string; think: string; sample?: UserSample },
): WrkResult {
  const out = execFileSync(
    "wrk",
    [
      "-t2",
      `-c${o.connections}`,
      `-d${o.seconds}s`,
      "--timeout",
      "10s",
      "-s",
      join(ROOT, "bench/wrk-random.lua"),
      base,
      "--",
      role,
      path,
      o.think,
      ...(o.sample ? [String(o.sample.users), String(o.sample.stride)] : []),
    ],
    { encoding: "utf8" },
  );
  const r = JSON.parse(out.trim().split("\n").at(-1)!);
  return { ...r, rps: r.requests / r.seconds };
}

/** CPU time (user, system) the process has used so far, in ms (Linux /proc; clock ticks of 10 ms). */
export function cpuMs(pid: number): { user: number; system: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
}

/** DB_URL whose connections PostgreSQL lists under this application_name (to find their backends). */
export function namedDbUrl(applicationName: string): string {
  const url = new URL(DB_URL);
  url.searchParams.set("application_name", applicationName);
  return url.href;
}

/** CPU time (ms, user + system) each PostgreSQL backend of the application has used so far, by pid. */
export async function backendCpuMs(applicationName: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: DB_URL });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>(
    "select pid from pg_stat_activity where application_name = $1",
    [applicationName],
  );
  await client.end();
  const result = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const { user, system } = cpuMs(pid);
      result.set(pid, user + system);
    } catch {} // ended in between
  }
  return result;
}
