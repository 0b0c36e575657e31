// Lighthouse mobile performance of the first visit to `/`, the sign-in screens, the public search and the key
// signed-in screens of each role, every screen the feature issues added among them (PAGES).
// Builds when stale, starts the built app (NODE_ENV=production) on a fresh embedded database with the demo data,
// opens demo sessions for the dashboards (POST /api/demo/session, the cookie sent with every request of the run),
// runs Lighthouse (its default mobile settings: simulated slow 4G on a mid-range phone) several times per page on
// a cold cache, and prints the medians, the bytes transferred and the number of requests.
//
//   node bench/lighthouse.mjs [--runs 3] [--only /tenant-demo] [--slow] [--json results.json]
//
// --requests: also print each run's requests (bytes, start-end, type, path).
// --keep: keep each run's Lighthouse report (JSON) and the server's log, and print where.
// --slow: issue 15's slow profile (400 kbps, 400 ms round trips, 4x CPU slowdown) instead of Lighthouse's default.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { buildIfStale, ROOT } from "../scripts/build-if-stale.mjs";
import { freePort, spawnBuiltApp, stopServer, waitForHealth } from "../scripts/built-app.mjs";
import { CHROME_ARGS, CHROME_PATH } from "../scripts/chromium.mjs";

const PAGES = [
  { name: "landing", path: "/", role: null },
  { name: "tenant sign-in", path: "/tenant-login", role: null },
  { name: "landlord sign-in", path: "/landlord-login", role: null },
  { name: "property search", path: "/property-search", role: null },
  { name: "tenant dashboard", path: "/tenant-demo", role: "tenant" },
  { name: "payment methods", path: "/rent-payment-methods", role: "tenant" },
  { name: "marketplace", path: "/marketplace", role: "tenant" },
  { name: "neighbours' chat", path: "/neighbors-chat", role: "tenant" },
  { name: "landlord dashboard", path: "/landlord-demo", role: "landlord" },
  { name: "landlord payments", path: "/landlord-payments", role: "landlord" },
  { name: "pay rent", path: "/rent-payment", role: "tenant" },
  { name: "transaction history", path: "/transaction-history", role: "tenant" },
  { name: "maintenance request", path: "/maintenance-request", role: "tenant" },
  { name: "announcements", path: "/announcements", role: "tenant" },
  { name: "tenant notifications", path: "/tenant-notifications", role: "tenant" },
  { name: "pet registration", path: "/pet-registration", role: "tenant" },
  { name: "amenities", path: "/amenities", role: "tenant" },
  { name: "tenant profile", path: "/tenant-profile", role: "tenant" },
  { name: "landlord chat", path: "/landlord-chat", role: "landlord" },
  { name: "landlord announcements", path: "/landlord-announcements", role: "landlord" },
  { name: "landlord amenities", path: "/landlord-amenities", role: "landlord" },
];
// Issue 15's slow profile: a 400 kbps link 400 ms away, a phone 4x slower than this machine (simulated).
const SLOW = [
  "--throttling.rttMs=400",
  "--throttling.throughputKbps=400",
  "--throttling.cpuSlowdownMultiplier=4",
];

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    only: { type: "string" },
    json: { type: "string" },
    slow: { type: "boolean", default: false },
    keep: { type: "boolean", default: false },
    requests: { type: "boolean", default: false },
  },
});
const RUNS = Number(args.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error("--runs takes a whole number of at least 1");

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const kb = (bytes) => (bytes / 1024).toFixed(1);
const seconds = (ms) => (ms / 1000).toFixed(2);

/** The session cookie of a fresh demo session for `role`, as a Cookie header value. */
async function demoCookie(base, role) {
  const res = await fetch(`${base}/api/demo/session`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ role }),
  });
  if (!res.ok) throw new Error(`POST /api/demo/session (${role}) answered ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  // The demo landlord manages its first property, as after choosing it on /property-selection.
  if (role === "landlord") {
    const headers = { cookie, origin: base, "content-type": "application/json" };
    const properties = await (await fetch(`${base}/api/landlord/properties`, { headers })).json();
    const selected = await fetch(`${base}/api/landlord/selected-property`, {
      method: "PUT",
      headers,
      body: JSON.stringify({ propertyId: properties[0].id }),
    });
    if (!selected.ok) throw new Error(`PUT /api/landlord/selected-property answered ${selected.status}`);
  }
  return cookie;
}

/** One Lighthouse run (its own Chromium, cold cache); the figures this benchmark reports. */
function lighthouseOnce(url, headers, outFile) {
  const r = spawnSync(
    process.execPath,
    [
      join(ROOT, "node_modules", "lighthouse", "cli", "index.js"),
      url,
      "--quiet",
      "--only-categories=performance",
      "--output=json",
      `--output-path=${outFile}`,
      `--chrome-flags=${CHROME_ARGS.join(" ")}`,
      ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
      ...(args.slow ? SLOW : []),
    ],
    { env: { ...process.env, CHROME_PATH }, encoding: "utf8" },
  );
  if (r.status !== 0) throw new Error(`lighthouse failed on ${url}: ${(r.stderr || r.stdout).slice(-2000)}`);
  const lhr = JSON.parse(readFileSync(outFile, "utf8"));
  if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const requests = lhr.audits["network-requests"].details.items;
  const numeric = (id) => lhr.audits[id].numericValue;
  if (args.requests)
    for (const x of requests)
      console.log(
        `  ${String(Math.round(x.transferSize ?? 0)).padStart(7)} B ${Math.round(x.networkRequestTime)}-${Math.round(x.networkEndTime)} ms ${x.resourceType} ${new URL(x.url).pathname}`,
      );
  return {
    version: lhr.lighthouseVersion,
    score: Math.round(lhr.categories.performance.score * 100),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    speedIndex: numeric("speed-index"),
    transferred: requests.reduce((s, x) => s + (x.transferSize ?? 0), 0),
    uncompressed: requests.reduce((s, x) => s + (x.resourceSize ?? 0), 0),
    requests: requests.length,
  };
}

/**
 * Lighthouse now and then fails to record a page's trace (NO_NAVSTART, NO_FCP on a busy machine): such a run is
 * said and made again, up to twice; any other failure stops the bench.
 */
function lighthouseRetried(url, headers, outFile) {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouseOnce(url, headers, outFile);
    } catch (e) {
      if (attempt > 2 || !/NO_NAVSTART|NO_FCP|Something went wrong with recording the trace/.test(String(e)))
        throw e;
      console.log(`  (run made again: ${String(e.message).split("\n")[0].slice(0, 160)})`);
    }
  }
}

async function main() {
  const built = buildIfStale({ stdio: "pipe" });
  if (built.length) console.log(`built ${built.join(", ")}`);
  const dataDir = mkdtempSync(join(tmpdir(), "nyumba-lighthouse-"));
  const reportDir = mkdtempSync(join(tmpdir(), "nyumba-lighthouse-reports-"));
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const server = spawnBuiltApp({
    appDir: ROOT,
    port,
    dataDir,
    env: { NODE_ENV: "production", SESSION_SECRET: randomBytes(32).toString("hex"), LOG_LEVEL: "warn" },
  });
  const log = createWriteStream(join(reportDir, "server.log"));
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  const results = [];
  let version = "";
  try {
    await waitForHealth(`${base}/api/health`, server, 120_000); // the first start seeds the demo data
    const pages = PAGES.filter((p) => !args.only || p.path === args.only);
    // Sessions first: a connection kept alive from before the long Lighthouse runs may be gone by then.
    const cookies = new Map();
    for (const { role } of pages) if (role) cookies.set(role, await demoCookie(base, role));
    for (const page of pages) {
      const headers = page.role ? { Cookie: cookies.get(page.role) } : null;
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const file = `${page.path.slice(1) || "landing"}-${i}.json`;
        runs.push(lighthouseRetried(`${base}${page.path}`, headers, join(reportDir, file)));
      }
      version = runs[0].version;
      const m = (key) => median(runs.map((r) => r[key]));
      const row = {
        page: `${page.name} (${page.path})`,
        scores: runs.map((r) => r.score),
        score: m("score"),
        transferred: m("transferred"),
        uncompressed: m("uncompressed"),
        requests: m("requests"),
        fcp: m("fcp"),
        lcp: m("lcp"),
        tbt: m("tbt"),
        speedIndex: m("speedIndex"),
      };
      results.push(row);
      console.log(
        `${row.page}: performance ${row.score} (runs ${row.scores.join(", ")}), ${kb(row.transferred)} KB transferred ` +
          `(${kb(row.uncompressed)} KB uncompressed) in ${row.requests} requests, FCP ${seconds(row.fcp)} s, ` +
          `LCP ${seconds(row.lcp)} s, TBT ${Math.round(row.tbt)} ms, Speed Index ${seconds(row.speedIndex)} s`,
      );
    }
  } finally {
    await stopServer(server);
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
    if (args.keep) console.log(`reports kept in ${reportDir}`);
    else rmSync(reportDir, { recursive: true, force: true });
  }
  console.log(
    `\nmedians of ${RUNS} Lighthouse ${version} mobile runs per page (simulated slow 4G, cold cache):`,
  );
  console.log("| page | performance | transferred | uncompressed | requests | FCP | LCP | TBT |");
  console.log("| ---- | ----------: | ----------: | -----------: | -------: | --: | --: | --: |");
  for (const r of results) {
    console.log(
      `| ${r.page} | ${r.score} | ${kb(r.transferred)} KB | ${kb(r.uncompressed)} KB | ${r.requests} | ` +
        `${seconds(r.fcp)} s | ${seconds(r.lcp)} s | ${Math.round(r.tbt)} ms |`,
    );
  }
  if (args.json) writeFileSync(args.json, `${JSON.stringify(results, null, 2)}\n`);
}

await main();
