// Main-thread blocking of a screen's start in real Chromium with its CPU slowed 4x (CDP's CPU throttling, not
// Lighthouse's simulation): the sum over the page's tasks of each one's time beyond 50 ms, from navigation to
// 5 s after, as Total Blocking Time counts it. Lighthouse's TBT on this shared 2-core machine moves by
// 100-300 ms between runs of the same build; this bench compares builds side by side, each run of one build
// followed by a run of the next, so that the machine's drift falls on all of them alike.
//
//   node bench/main-thread.mjs [--runs 8] [--page /tenant-demo] [--role tenant] [appDir ...]
//
// appDir: a folder holding a built app (dist/, db/, common/ and node_modules, as a copy of the project after
// `npm run build`); without one, the project itself (built when stale). Each is started on its own embedded
// database with the demo data; a demo session of --role opens before each run (none for a public page).

import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { buildIfStale, ROOT } from "../scripts/build-if-stale.mjs";
import { freePort, spawnBuiltApp, stopServer, waitForHealth } from "../scripts/built-app.mjs";
import { CHROME_ARGS, CHROME_PATH } from "../scripts/chromium.mjs";
import { signInAs } from "./lib/demo-session.mjs";

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: "string", default: "8" },
    page: { type: "string", default: "/tenant-demo" },
    role: { type: "string", default: "tenant" },
  },
});
const RUNS = Number(args.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error("--runs takes a whole number of at least 1");
const role = args.role === "none" ? null : args.role;
const SETTLE_MS = 5000;
const LONG_TASK_MS = 50;

if (!positionals.length) buildIfStale({ stdio: "pipe" });
const apps = [];
for (const appDir of positionals.length ? positionals.map((p) => resolve(p)) : [ROOT]) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "nyumba-main-thread-"));
  const env = { NODE_ENV: "production", SESSION_SECRET: randomBytes(32).toString("hex"), LOG_LEVEL: "warn" };
  const server = spawnBuiltApp({ appDir, port, dataDir, env });
  apps.push({ appDir, dataDir, base: `http://localhost:${port}`, server, blocking: [] });
}

/** One cold start of the page at 4x CPU: its blocking time in ms. */
async function blockingOnce(browser, base) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/api/health`);
    if (role) await signInAs(page, role);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const events = [];
    cdp.on("Tracing.dataCollected", (e) => events.push(...e.value));
    const categories = "toplevel,devtools.timeline,disabled-by-default-devtools.timeline,loading";
    await cdp.send("Tracing.start", { categories, transferMode: "ReportEvents" });
    await page.goto(`${base}${args.page}`);
    await page.waitForTimeout(SETTLE_MS);
    const complete = new Promise((done) => cdp.once("Tracing.tracingComplete", done));
    await cdp.send("Tracing.end");
    await complete;
    const thread = (e) => `${e.pid}:${e.tid}`;
    const main = new Set(
      events
        .filter((e) => e.ph === "M" && e.name === "thread_name" && e.args.name === "CrRendererMain")
        .map(thread),
    );
    const start = events.filter((e) => e.name === "navigationStart" && main.has(thread(e))).at(-1)?.ts ?? 0;
    const tasks = events.filter(
      (e) => e.name === "RunTask" && e.ph === "X" && main.has(thread(e)) && e.ts >= start,
    );
    return tasks.reduce((sum, t) => sum + Math.max(0, t.dur / 1000 - LONG_TASK_MS), 0);
  } finally {
    await context.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
try {
  for (const app of apps) await waitForHealth(`${app.base}/api/health`, app.server, 180_000);
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  try {
    for (let run = 0; run < RUNS; run++)
      for (const app of apps) app.blocking.push(Math.round(await blockingOnce(browser, app.base)));
  } finally {
    await browser.close();
  }
} finally {
  for (const app of apps) {
    await stopServer(app.server);
    rmSync(app.dataDir, { recursive: true, force: true });
  }
}
console.log(
  `${args.page}, ${RUNS} cold starts per build at 4x CPU, blocking time in ms (each run's beyond-50 ms sum):`,
);
console.log("| build | median | runs |");
console.log("| ----- | -----: | ---- |");
for (const app of apps)
  console.log(`| ${app.appDir} | ${median(app.blocking)} | ${app.blocking.join(", ")} |`);
