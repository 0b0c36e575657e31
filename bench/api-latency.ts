// API latency at DESIGN.md section 9's scale: 100,000 tenants and 5,000 landlords in PostgreSQL, 200 concurrent
// connections per endpoint, each request a random user. Budget: p95 under 50 ms for every list and dashboard
// endpoint. Needs `npm run build`, a local PostgreSQL and wrk (`apt-get install -y wrk`).
//
//   npx tsx bench/api-latency.ts [--duration 10] [--connections 200] [--think 1000] [--only dashboard,chat]
//
// Each connection is a user who waits about --think ms (uniformly 0.5x to 1.5x) between requests: 200 users
// offer about 200 requests per second. --think 0 drives the server at saturation instead (its throughput).
// The data set (bench/scale-data.sql, about 3 minutes and 2 GB) is generated once into BENCH_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/nyumba_bench) and reused. The server runs as in production
// (NODE_ENV=production, logs at warn); wrk shares the machine's two cores with it and with PostgreSQL.
import { parseArgs } from "node:util";
import { ENDPOINTS } from "./lib/endpoints";
import { ensureDatabase, requireWrk, startApp, steadyState, waitForJobs, wrk } from "./lib/scale-app";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "200" },
    think: { type: "string", default: "1000" },
    only: { type: "string" },
  },
});
const BUDGET_P95_MS = 50;

async function main() {
  requireWrk();
  await ensureDatabase();
  await steadyState();
  const server = await startApp("bench/api-latency-server.log");
  try {
    const { base } = server;
    await waitForJobs();
    const rows: string[] = [];
    for (const [role, path] of ENDPOINTS) {
      if (args.only && !args.only.split(",").some((part) => path.includes(part))) continue;
      const run = (seconds: string) =>
        wrk(base, role, path, { connections: args.connections, seconds, think: args.think });
      run("3"); // warm-up, not measured: connections, the pool and PostgreSQL's caches
      const r = run(args.duration);
      const rps = r.rps;
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
    server.process.kill("SIGTERM");
  }
}

await main();
