// API latency at DESIGN.md section 9's scale: 100,000 tenants and 5,000 landlords in PostgreSQL, 200 concurrent
// connections per endpoint, each request a random user. Budget: p95 under 50 ms for every list and dashboard
// endpoint. Needs `npm run build`, a local PostgreSQL and wrk (`apt-get install -y wrk`).
//
//   npx tsx bench/api-latency.ts [--duration 10] [--connections 200] [--think 1000] [--only dashboard]
//
// Each connection is a user who waits about --think ms (uniformly 0.5x to 1.5x) between requests: 200 users
// offer about 200 requests per second. --think 0 drives the server at saturation instead (its throughput).
// The data set (bench/scale-data.sql, about 3 minutes and 2 GB) is generated once into BENCH_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/nyumba_bench) and reused. The server runs as in production
// (NODE_ENV=production, logs at warn); wrk shares the machine's two cores with it and with PostgreSQL.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { openDatabase } from "../server/src/db/client";
import { migrate } from "../server/src/db/migrate";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "200" },
    think: { type: "string", default: "1000" },
    only: { type: "string" },
  },
});
const ROOT = join(import.meta.dirname, "..");
const DB_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/nyumba_bench";
const BUDGET_P95_MS = 50;

type Role = "landlord" | "tenant" | "public";
const ENDPOINTS: [Role, string][] = [
  ["landlord", "/api/landlord/properties"],
  ["landlord", "/api/landlord/dashboard?propertyId={property}"],
  ["landlord", "/api/landlord/properties/{property}/units"],
  ["landlord", "/api/maintenance-requests?propertyId={property}&limit=20"],
  ["landlord", "/api/landlord/payments?propertyId={property}"],
  ["landlord", "/api/landlord/applications?propertyId={property}"],
  ["landlord", "/api/landlord/tenants?q=Sarah"],
  ["landlord", "/api/notifications"],
  ["tenant", "/api/auth/user"],
  ["tenant", "/api/rent/summary"],
  ["tenant", "/api/rent-payments"],
  ["tenant", "/api/payments"],
  ["tenant", "/api/maintenance-requests"],
  ["tenant", "/api/notifications"],
  ["public", "/api/properties"],
];

async function ensureDatabase() {
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

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** The daily charge job runs at the server's first start: wait for it, and report how long it took. */
async function waitForJobs() {
  const client = new pg.Client({ connectionString: DB_URL });
  await client.connect();
  for (;;) {
    const { rows } = await client.query<{ pending: string; took: string | null }>(
      `select count(*) filter (where done_at is null and run_at <= now() and name = 'generate-charges') as pending,
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

async function main() {
  if (spawnSync("wrk", ["--version"]).error) throw new Error("wrk is missing: apt-get install -y wrk");
  await ensureDatabase();
  const port = await freePort();
  const server = spawn(process.execPath, [join(ROOT, "dist/server/main.js")], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: DB_URL,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://localhost:${port}`,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      DEMO_MODE: "false",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", openSync(join(ROOT, "bench/api-latency-server.log"), "w"), "inherit"],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      if ((await fetch(`${base}/api/health`).catch(() => null))?.ok) break;
      if (i > 120) throw new Error("the server did not start");
      await new Promise((r) => setTimeout(r, 500));
    }
    await waitForJobs();
    const rows: string[] = [];
    for (const [role, path] of ENDPOINTS) {
      if (args.only && !path.includes(args.only)) continue;
      const wrk = (seconds: string) =>
        execFileSync(
          "wrk",
          [
            "-t2",
            `-c${args.connections}`,
            `-d${seconds}s`,
            "--timeout",
            "10s",
            "-s",
            join(ROOT, "bench/wrk-random.lua"),
            base,
            "--",
            role,
            path,
            args.think,
          ],
          { encoding: "utf8" },
        );
      wrk("3"); // warm-up, not measured: connections, the pool and PostgreSQL's caches
      const out = wrk(args.duration);
      const r = JSON.parse(out.trim().split("\n").at(-1)!);
      const rps = r.requests / r.seconds;
      const verdict = r.non2xx || r.socketErrors ? "ERRORS" : r.p95 <= BUDGET_P95_MS ? "ok" : "over";
      rows.push(
        `| ${role.padEnd(8)} | ${`GET ${path}`.padEnd(62)} | ${rps.toFixed(0).padStart(5)} | ${r.p50.toFixed(1).padStart(6)} | ${r.p95.toFixed(1).padStart(6)} | ${r.p99.toFixed(1).padStart(6)} | ${String(r.non2xx + r.socketErrors).padStart(6)} | ${verdict} |`,
      );
      console.log(rows.at(-1));
    }
    console.log(
      `\n${args.connections} connections, think time ${args.think} ms, ${args.duration} s per endpoint, latencies in ms, budget p95 ≤ ${BUDGET_P95_MS} ms (server log: bench/api-latency-server.log)`,
    );
    console.log(
      "| as       | call                                                           |   rps |    p50 |    p95 |    p99 | errors | budget |",
    );
    console.log(
      "| -------- | -------------------------------------------------------------- | ----: | -----: | -----: | -----: | -----: | ------ |",
    );
    for (const row of rows) console.log(row);
  } finally {
    server.kill("SIGTERM");
  }
}

await main();
