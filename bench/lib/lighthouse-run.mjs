// The pieces of bench/lighthouse.mjs that touch a running app: starting a built app on a fresh embedded database,
// opening demo sessions, and one Lighthouse run (its own Chromium, cold cache) with its figures.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "../../scripts/build-if-stale.mjs";
import { freePort, spawnBuiltApp, stopServer, waitForHealth } from "../../scripts/built-app.mjs";
import { CHROME_ARGS, CHROME_PATH } from "../../scripts/chromium.mjs";

// Issue 15's slow profile: a 400 kbps link 400 ms away, a phone 4x slower than this machine (simulated).
const SLOW = [
  "--throttling.rttMs=400",
  "--throttling.throughputKbps=400",
  "--throttling.cpuSlowdownMultiplier=4",
];

/**
 * Starts the built app in `appDir` (NODE_ENV=production) on `port` (a free one when not given) with its own fresh
 * embedded database, its output written to `logFile`. `ready` resolves when it answers (the first start seeds the
 * demo data); `stop` stops it and removes its database.
 */
export async function startApp(appDir, logFile, port) {
  for (const built of ["dist/server/main.js", "dist/client/index.html"])
    if (!existsSync(join(appDir, built))) throw new Error(`${appDir} has no ${built}: build it first`);
  const dataDir = mkdtempSync(join(tmpdir(), "nyumba-lighthouse-"));
  const p = port ?? (await freePort());
  const base = `http://localhost:${p}`;
  const env = { NODE_ENV: "production", SESSION_SECRET: randomBytes(32).toString("hex"), LOG_LEVEL: "warn" };
  const server = spawnBuiltApp({ appDir, port: p, dataDir, env });
  const log = createWriteStream(logFile);
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  return {
    base,
    ready: () => waitForHealth(`${base}/api/health`, server, 120_000),
    async stop() {
      await stopServer(server);
      log.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The session cookie of a fresh demo session for `role`, as a Cookie header value. */
export async function demoCookie(base, role) {
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

/**
 * One Lighthouse run (its own Chromium, cold cache) of `url`, its report written to `outFile`; the figures this
 * benchmark reports. `slow`: issue 15's profile; `requests`: print each request (bytes, start-end, type, path).
 */
function lighthouseOnce(url, headers, outFile, { slow = false, requests: printRequests = false } = {}) {
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
      ...(slow ? SLOW : []),
    ],
    { env: { ...process.env, CHROME_PATH }, encoding: "utf8" },
  );
  if (r.status !== 0) throw new Error(`lighthouse failed on ${url}: ${(r.stderr || r.stdout).slice(-2000)}`);
  const lhr = JSON.parse(readFileSync(outFile, "utf8"));
  if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const requests = lhr.audits["network-requests"].details.items;
  const numeric = (id) => lhr.audits[id].numericValue;
  if (printRequests)
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
export function lighthouseRetried(url, headers, outFile, options) {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouseOnce(url, headers, outFile, options);
    } catch (e) {
      if (attempt > 2 || !/NO_NAVSTART|NO_FCP|Something went wrong with recording the trace/.test(String(e)))
        throw e;
      console.log(`  (run made again: ${String(e.message).split("\n")[0].slice(0, 160)})`);
    }
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** The medians of a page's runs, with each run's score. */
export function medians(runs) {
  const m = (key) => median(runs.map((r) => r[key]));
  const keys = ["score", "transferred", "uncompressed", "requests", "fcp", "lcp", "tbt", "speedIndex"];
  return { scores: runs.map((r) => r.score), ...Object.fromEntries(keys.map((k) => [k, m(k)])) };
}
