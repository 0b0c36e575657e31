// The app's throughput at saturation against a minimal Fastify + pg server that sends the same SQL
// (bench/lib/replay-server.ts), side by side in one run, for every list and dashboard endpoint
// (bench/lib/endpoints.ts). Goal (issue 15): the app at least 50% of the baseline.
// Needs `npm run build`, a local PostgreSQL and wrk; the data set is api-latency's (bench/lib/scale-app.ts).
//
//   npx tsx bench/api-baseline.ts [--duration 10] [--connections 50] [--rounds 2] [--only summary,chat] [--prepared]
//   npx tsx bench/api-baseline.ts --profile [--duration 10] [--only user]   (each server alone, node --cpu-prof)
//
// First the statements: the built app, with bench/lib/statement-capture.mjs loaded, is called once per sampled
// user and URL (300 tenants, 300 landlords and each of their two properties: bench/lib/replay-capture.ts), and what
// it sends to PostgreSQL is recorded with the order of its round trips. The baseline sends exactly those for the
// same session and URL. Then both servers run at once (the idle one costs nothing) with a pool of 10,
// NODE_ENV=production, logs at warn, and wrk calls them as random users of the same sample.
// Per endpoint, each server gets a 5 s warm-up, then the servers take turns (ABBA with --rounds 2) for
// --duration s of wrk each, no think time: the machine's state (other work, page cache, PostgreSQL's autovacuum)
// weighs on both alike. --prepared adds a third server, the baseline with every statement named (prepared once
// per connection), to show what prepared statements buy.
// Before each endpoint every session is marked seen now and every active lease given its payment reference,
// so neither server pays the one-off writes a first visit makes (a session's 'last seen' is written at most
// every 15 minutes; a lease's reference the first time the rent screen asks for it). Besides req/s and latency,
// each run reports the CPU time per request of the server process and of its PostgreSQL backends (/proc):
// steadier than req/s on a shared machine.
import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { formatProfile, monotonicUs, summariseProfile } from "./lib/cpu-profile";
import { ENDPOINTS } from "./lib/endpoints";
import { captureReplay, SAMPLES } from "./lib/replay-capture";
import {
  backendCpuMs,
  cpuMs,
  ensureDatabase,
  namedDbUrl,
  ROOT,
  type Role,
  requireWrk,
  startApp,
  startServer,
  steadyState,
  waitForJobs,
  wrk,
} from "./lib/scale-app";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    rounds: { type: "string", default: "2" },
    only: { type: "string" },
    prepared: { type: "boolean", default: false },
    profile: { type: "boolean", default: false },
  },
});

const ms = (n: number) => n.toFixed(1).padStart(6);

/** The servers compared, each started with extra node arguments (--cpu-prof) when given. */
const baselineServer =
  (name: string, env: Record<string, string> = {}) =>
  (nodeArgs: string[] = []) =>
    startServer(
      [...nodeArgs, "--import", "tsx", join(ROOT, "bench/lib/replay-server.ts")],
      `bench/results/api-baseline-${name}.log`,
      { DATABASE_URL: namedDbUrl(`bench-${name}`), REPLAY_FILE, ...env },
    );
const SERVERS: Record<string, (nodeArgs?: string[]) => ReturnType<typeof startServer>> = {
  app: (nodeArgs) =>
    startApp("bench/results/api-baseline-app.log", nodeArgs, { DATABASE_URL: namedDbUrl("bench-app") }),
  baseline: baselineServer("baseline"),
  prepared: baselineServer("prepared", { BASELINE_PREPARED: "1" }),
};
const serverNames = ["app", "baseline", ...(args.prepared ? ["prepared"] : [])];
const REPLAY_FILE = join(ROOT, "bench/results/replay.json");

/**
 * --profile: per endpoint and server a fresh process under `node --cpu-prof`, warmed up, then --duration s of
 * wrk; its self time in that window by package or module (bench/lib/cpu-profile.ts), and per request.
 */
async function profile() {
  for (const [role, path] of selected())
    for (const name of serverNames) {
      const dir = join(ROOT, "bench/results/profiles", name + path.split("?")[0]!.replaceAll("/", "_"));
      rmSync(dir, { recursive: true, force: true });
      const server = await SERVERS[name]!(["--cpu-prof", "--cpu-prof-dir", dir]);
      await steadyState();
      wrk(server.base, role, path, { ...saturation, seconds: "5", sample: SAMPLES[role] }); // warm-up
      const from = monotonicUs();
      const r = await measure(name, server.process, role, server.base, path);
      const to = monotonicUs();
      server.process.kill("SIGTERM");
      await once(server.process, "exit");
      const file = join(dir, readdirSync(dir).find((f) => f.endsWith(".cpuprofile"))!);
      console.log(
        `\n### ${name}, GET ${path}: ${r.rps.toFixed(0)} req/s, CPU ${cpuText(r)} a request (${file})\n`,
      );
      console.log(formatProfile(summariseProfile(file, from, to), r.requests));
    }
}

/**
 * A measured wrk run at saturation, with the CPU time per request (µs) of the server process and of its
 * PostgreSQL backends (those that ran during the run: the pool opens and closes connections between runs).
 */
async function measure(name: string, server: ChildProcess, role: Role, base: string, path: string) {
  const before = cpuMs(server.pid!);
  const pgBefore = await backendCpuMs(`bench-${name}`);
  const r = wrk(base, role, path, { ...saturation, seconds: args.duration, sample: SAMPLES[role] });
  const after = cpuMs(server.pid!);
  const pgAfter = await backendCpuMs(`bench-${name}`);
  if (r.non2xx || r.socketErrors) throw new Error(`${base}${path}: ${JSON.stringify(r)}`);
  const perRequest = (ms: number) => (ms * 1000) / r.requests;
  let pgMs = 0;
  for (const [pid, ms] of pgAfter) pgMs += ms - (pgBefore.get(pid) ?? 0);
  return {
    ...r,
    userUs: perRequest(after.user - before.user),
    systemUs: perRequest(after.system - before.system),
    pgUs: perRequest(pgMs),
  };
}
type Measured = Awaited<ReturnType<typeof measure>>;
const cpuText = (r: Pick<Measured, "userUs" | "systemUs">) =>
  `${(r.userUs + r.systemUs).toFixed(0)} µs (${r.userUs.toFixed(0)} user + ${r.systemUs.toFixed(0)} sys)`;

const saturation = { connections: args.connections, think: "0" };
const selected = () =>
  ENDPOINTS.filter(([, path]) => !args.only || args.only.split(",").some((part) => path.includes(part)));

async function main() {
  requireWrk();
  await ensureDatabase();
  const started = Date.now();
  const replay = await captureReplay(selected());
  writeFileSync(REPLAY_FILE, JSON.stringify(replay));
  console.log(
    `captured ${Object.keys(replay.requests).length} requests in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  if (args.profile) return profile();
  const servers = [];
  for (const name of serverNames) servers.push({ name, ...(await SERVERS[name]!()) });
  try {
    await waitForJobs();
    const rows: string[] = [];
    for (const [role, path] of selected()) {
      await steadyState();
      const warmUp = { ...saturation, seconds: "5", sample: SAMPLES[role] };
      for (const s of servers) wrk(s.base, role, path, warmUp);
      const runs = new Map(servers.map((s) => [s.name, [] as Measured[]]));
      for (let round = 0; round < Number(args.rounds); round++)
        for (const s of round % 2 ? servers.toReversed() : servers) {
          const r = await measure(s.name, s.process, role, s.base, path);
          runs.get(s.name)!.push(r);
          console.log(
            `${s.name.padEnd(8)} ${path} ${r.rps.toFixed(0)} req/s, p95 ${r.p95.toFixed(1)} ms, CPU ${cpuText(r)}, PostgreSQL ${r.pgUs.toFixed(0)} µs`,
          );
        }
      const baselineRps = mean(runs.get("baseline")!.map((r) => r.rps));
      for (const [name, list] of runs) {
        const rps = mean(list.map((r) => r.rps));
        const each = list.map((r) => r.rps.toFixed(0)).join(" / ");
        const avg = (key: "p50" | "p95" | "p99" | "userUs" | "systemUs" | "pgUs") =>
          mean(list.map((r) => r[key]));
        rows.push(
          `| ${role.padEnd(8)} | ${`GET ${path.split("?")[0]}`.padEnd(46)} | ${name.padEnd(8)} | ${rps.toFixed(0).padStart(5)} | ${each.padEnd(11)} | ${ms(avg("p50"))} | ${ms(avg("p95"))} | ${ms(avg("p99"))} | ${cpuText({ userUs: avg("userUs"), systemUs: avg("systemUs") }).padEnd(29)} | ${`${avg("pgUs").toFixed(0)} µs`.padStart(10)} | ${(rps / baselineRps).toFixed(2)} |`,
        );
      }
    }
    console.log(
      `\n${args.connections} connections, no think time, ${args.rounds} rounds of ${args.duration} s per server and endpoint (means; latencies in ms)`,
    );
    console.log(
      "| role     | call                                           | server   | req/s | each run    |    p50 |    p95 |    p99 | Node CPU a request            | PostgreSQL | ÷ baseline |",
    );
    console.log(
      "| -------- | ---------------------------------------------- | -------- | ----: | ----------- | -----: | -----: | -----: | ----------------------------- | ---------: | ---------: |",
    );
    for (const row of rows) console.log(row);
  } finally {
    for (const s of servers) s.process.kill("SIGTERM");
  }
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

await main();
