// Memory of the built app on embedded PGlite, as `npm start` runs it (DEMO_MODE, a data folder of its own).
// Builds when stale, starts dist/server/main.js on a fresh data folder and reports its resident memory (VmRSS, and
// the peak VmHWM, from /proc/<pid>/status; Linux only):
//   1. as soon as it answers /api/health (the first start migrated and seeded the demo),
//   2. after --idle seconds of idling,
//   3. after --worlds demo worlds were opened (POST /api/demo/session, each from an address of its own), with the
//      median and slowest time per world,
//   4. after --idle seconds of idling again,
//   5. on a restart on the same, already seeded folder: when it answers, and after --idle seconds.
// The peak (VmHWM) counts from the start of each process. When the server prepares a fresh folder in a child
// process (docs/decisions/0028), the child's peak is sampled and reported beside the first row.
//
//   node bench/memory.mjs [--idle 30] [--worlds 20] [--json results.json]
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { buildIfStale, ROOT } from "../scripts/build-if-stale.mjs";
import { freePort, spawnBuiltApp, stopServer, waitForHealth } from "../scripts/built-app.mjs";

const { values: args } = parseArgs({
  options: {
    idle: { type: "string", default: "30" },
    worlds: { type: "string", default: "20" },
    json: { type: "string" },
  },
});
const IDLE_MS = Number(args.idle) * 1000;
const WORLDS = Number(args.worlds);

/** VmRSS and VmHWM of `pid` in MB. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, hwm: kb("VmHWM") / 1024 };
}

const mb = (x) => `${x.toFixed(0)} MB`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const rows = [];
function report(phase, server, extra = "") {
  const m = memoryOf(server.pid);
  rows.push({ phase, rssMb: Math.round(m.rss), peakMb: Math.round(m.hwm), note: extra });
  console.log(`${phase}: RSS ${mb(m.rss)}, peak ${mb(m.hwm)}${extra ? ` (${extra})` : ""}`);
}

async function start(dataDir, port) {
  const server = spawnBuiltApp({
    appDir: ROOT,
    port,
    dataDir,
    env: {
      NODE_ENV: "production",
      SESSION_SECRET: randomBytes(32).toString("hex"),
      LOG_LEVEL: "warn",
      // Each world from an address of its own: the limit of 20 new worlds per address and hour stays out of it.
      TRUST_PROXY: "true",
    },
  });
  let output = "";
  server.stdout.on("data", (d) => (output += d));
  server.stderr.on("data", (d) => (output += d));
  const started = performance.now();
  // The first start on a fresh folder prepares the database in a child process: its peak, sampled every 50 ms.
  let childPeak = 0;
  const sampler = setInterval(() => {
    try {
      const children = readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, "utf8").trim();
      for (const pid of children ? children.split(" ") : [])
        childPeak = Math.max(childPeak, memoryOf(pid).hwm);
    } catch {
      /* exited in between */
    }
  }, 50);
  try {
    await waitForHealth(`http://localhost:${port}/api/health`, server, 180_000);
  } catch (e) {
    throw new Error(`${e.message}\n${output.slice(-3000)}`);
  } finally {
    clearInterval(sampler);
  }
  return { server, seconds: (performance.now() - started) / 1000, childPeak };
}

async function openWorld(base, i) {
  const started = performance.now();
  const res = await fetch(`${base}/api/demo/session`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: base,
      "x-forwarded-for": `10.9.${i >> 8}.${i & 255}`,
    },
    body: JSON.stringify({ role: i % 2 ? "landlord" : "tenant" }),
  });
  if (!res.ok) throw new Error(`POST /api/demo/session answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
  return performance.now() - started;
}

async function main() {
  if (process.platform !== "linux") throw new Error("bench/memory.mjs reads /proc: Linux only");
  const built = buildIfStale({ stdio: "pipe" });
  if (built.length) console.log(`built ${built.join(", ")}`);
  const dataDir = mkdtempSync(join(tmpdir(), "nyumba-memory-"));
  const port = Number(process.env.PORT) || (await freePort());
  const base = `http://localhost:${port}`;
  let server;
  try {
    let s = await start(dataDir, port);
    server = s.server;
    report(
      "fresh folder, answering (migrated and seeded)",
      server,
      `ready in ${s.seconds.toFixed(1)} s${s.childPeak ? `; the child that prepared the folder peaked at ${mb(s.childPeak)}` : ""}`,
    );
    await sleep(IDLE_MS);
    report(`idle ${IDLE_MS / 1000} s`, server);

    const times = [];
    for (let i = 0; i < WORLDS; i++) times.push(await openWorld(base, i));
    const sorted = [...times].sort((a, b) => a - b);
    report(
      `after ${WORLDS} demo worlds`,
      server,
      `median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms, slowest ${sorted.at(-1).toFixed(0)} ms per world`,
    );
    await sleep(IDLE_MS);
    report(`idle ${IDLE_MS / 1000} s after the worlds`, server);
    await stopServer(server);

    s = await start(dataDir, port);
    server = s.server;
    report("restart on the seeded folder, answering", server, `ready in ${s.seconds.toFixed(1)} s`);
    await sleep(IDLE_MS);
    report(`restart, idle ${IDLE_MS / 1000} s`, server);
  } finally {
    if (server) await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log("\n| phase | RSS | peak (VmHWM) | |");
  console.log("| ----- | --: | -----------: | - |");
  for (const r of rows) console.log(`| ${r.phase} | ${r.rssMb} MB | ${r.peakMb} MB | ${r.note} |`);
  if (args.json) writeFileSync(args.json, `${JSON.stringify(rows, null, 2)}\n`);
}

await main();
