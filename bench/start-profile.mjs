// Where a screen's cold start spends the main thread: a CPU profile of the page from navigation to --settle ms
// after, in real Chromium with its CPU slowed --cpu times, named through the client's source maps. Prints each
// function's time with what it calls (inclusive) and its own (self), summed over --runs cold starts. Made to find
// what to cut; bench/main-thread.mjs then measures the cut side by side.
//
//   node bench/start-profile.mjs [--page /tenant-demo] [--role tenant|landlord|none] [--cpu 4] [--runs 3] [--top 40]
//
// Builds the project's client with source maps into a temporary app folder (beside the project's built server),
// starts it on its own embedded database with the demo data, and opens a demo session of --role before each run.

import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { SourceMapConsumer } from "source-map-js";
import { buildIfStale, ROOT } from "../scripts/build-if-stale.mjs";
import { freePort, spawnBuiltApp, stopServer, waitForHealth } from "../scripts/built-app.mjs";
import { CHROME_ARGS, CHROME_PATH } from "../scripts/chromium.mjs";
import { signInAs } from "./lib/demo-session.mjs";

const { values: args } = parseArgs({
  options: {
    page: { type: "string", default: "/tenant-demo" },
    role: { type: "string", default: "tenant" },
    cpu: { type: "string", default: "4" },
    runs: { type: "string", default: "3" },
    top: { type: "string", default: "40" },
    settle: { type: "string", default: "4000" },
  },
});
const role = args.role === "none" ? null : args.role;

// The app: the project's server build, and its client built again with source maps.
buildIfStale({ stdio: "pipe" });
const appDir = mkdtempSync(join(tmpdir(), "nyumba-start-profile-"));
for (const part of ["db", "common", "package.json"])
  cpSync(join(ROOT, part), join(appDir, part), { recursive: true });
symlinkSync(join(ROOT, "node_modules"), join(appDir, "node_modules"));
mkdirSync(join(appDir, "dist"));
cpSync(join(ROOT, "dist", "server"), join(appDir, "dist", "server"), { recursive: true });
const clientDir = join(appDir, "dist", "client");
execFileSync(
  process.execPath,
  [join(ROOT, "node_modules", "vite", "bin", "vite.js"), "build", "--sourcemap", "--outDir", clientDir],
  {
    cwd: ROOT,
    stdio: "pipe",
  },
);

const maps = new Map();
/** A profile frame as `name@source:line`, through the chunk's source map when it has one. */
function frameName({ functionName, url, lineNumber, columnNumber }) {
  const file = url.split("/").pop();
  if (!file?.endsWith(".js")) return functionName || `(${url || "native"})`;
  if (!maps.has(file)) {
    const path = join(clientDir, "assets", `${file}.map`);
    maps.set(file, existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, "utf8"))) : null);
  }
  const map = maps.get(file);
  if (!map) return `${functionName || "(anonymous)"}@${file}`;
  const at = map.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  const source = (at.source ?? file).replace(/^.*node_modules\//, "").replace(/^.*client\/src\//, "");
  return `${at.name || functionName || "(anonymous)"}@${source}:${at.line}`;
}

const inclusive = new Map();
const self = new Map();
const add = (totals, key, ms) => totals.set(key, (totals.get(key) ?? 0) + ms);
function tally(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const seen = new Set();
    for (let node = id; node !== undefined; node = parent.get(node)) {
      const name = frameName(nodes.get(node).callFrame);
      if (node === id) add(self, name, ms);
      if (!seen.has(name)) add(inclusive, name, ms);
      seen.add(name);
    }
  });
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), "nyumba-start-profile-db-"));
const env = { NODE_ENV: "production", SESSION_SECRET: randomBytes(32).toString("hex"), LOG_LEVEL: "warn" };
const server = spawnBuiltApp({ appDir, port, dataDir, env });
const base = `http://localhost:${port}`;
try {
  await waitForHealth(`${base}/api/health`, server, 180_000);
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  try {
    for (let run = 0; run < Number(args.runs); run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      await page.goto(`${base}/api/health`);
      if (role) await signInAs(page, role);
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: Number(args.cpu) });
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
      await cdp.send("Profiler.start");
      await page.goto(`${base}${args.page}`);
      await page.waitForTimeout(Number(args.settle));
      tally((await cdp.send("Profiler.stop")).profile);
      await context.close();
    }
  } finally {
    await browser.close();
  }
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(appDir, { recursive: true, force: true });
}

const print = (title, totals) => {
  console.log(`\n${title} (ms, summed over ${args.runs} runs at ${args.cpu}x CPU)`);
  const rows = [...totals].filter(([name]) => !["(root)", "(idle)"].includes(name));
  for (const [name, ms] of rows.sort((a, b) => b[1] - a[1]).slice(0, Number(args.top)))
    console.log(`${ms.toFixed(1).padStart(9)}  ${name}`);
};
console.log(`${args.page}: where the main thread went from navigation to ${args.settle} ms after`);
print("with what it calls", inclusive);
print("own time", self);
