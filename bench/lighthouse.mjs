// Lighthouse mobile performance of the first visit to `/`, the sign-in screens, the public search and the key
// signed-in screens of each role, every screen the feature issues added among them (PAGES).
// Builds when stale, starts the built app (NODE_ENV=production) on a fresh embedded database with the demo data,
// opens demo sessions for the dashboards (POST /api/demo/session, the cookie sent with every request of the run),
// runs Lighthouse (its default mobile settings: simulated slow 4G on a mid-range phone) several times per page on
// a cold cache, prints the medians, the bytes transferred and the number of requests, and checks each page's
// median score against its budget (issue 31, PAGES; the exit code is 1 when a page is under it; not with --slow).
//
//   node bench/lighthouse.mjs [--runs 3] [--only /tenant-demo] [--slow] [--json results.json]
//                             [--baseline /work/preact-base] [--port 4100]
//
// --baseline: a checkout of another build with its dist/ built (never built here): started too, on its own fresh
// database, each page's runs interleaved (this build, the baseline, this build, ...) so that the machine's noise
// falls on both alike; prints both medians, the ratio of bytes transferred and the difference in score. The budgets
// are checked on this build only.
// --port: this build's port (the baseline's is the next one); free ports picked by the OS when not given.
// --requests: also print each run's requests (bytes, start-end, type, path).
// --keep: keep each run's Lighthouse report (JSON) and the servers' logs, and print where.
// --slow: issue 15's slow profile (400 kbps, 400 ms round trips, 4x CPU slowdown) instead of Lighthouse's default.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { buildIfStale, ROOT } from "../scripts/build-if-stale.mjs";
import { printTable } from "./lib/lighthouse-report.mjs";
import { demoCookie, lighthouseRetried, medians, startApp } from "./lib/lighthouse-run.mjs";

// Budgets (issue 31): 95 on the first visit, the sign-in screens and the public search; 90 on every other page.
const FAST = 95;
const OTHER = 90;
const PAGES = [
  { name: "landing", path: "/", role: null, budget: FAST },
  { name: "sign-in", path: "/login", role: null, budget: FAST },
  { name: "tenant sign-in", path: "/tenant-login", role: null, budget: FAST },
  { name: "landlord sign-in", path: "/landlord-login", role: null, budget: FAST },
  { name: "property search", path: "/property-search", role: null, budget: FAST },
  { name: "tenant dashboard", path: "/tenant-demo", role: "tenant", budget: OTHER },
  { name: "payment methods", path: "/rent-payment-methods", role: "tenant", budget: OTHER },
  { name: "marketplace", path: "/marketplace", role: "tenant", budget: OTHER },
  { name: "neighbours' chat", path: "/neighbors-chat", role: "tenant", budget: OTHER },
  { name: "landlord dashboard", path: "/landlord-demo", role: "landlord", budget: OTHER },
  { name: "landlord payments", path: "/landlord-payments", role: "landlord", budget: OTHER },
  { name: "pay rent", path: "/rent-payment", role: "tenant", budget: OTHER },
  { name: "transaction history", path: "/transaction-history", role: "tenant", budget: OTHER },
  { name: "maintenance request", path: "/maintenance-request", role: "tenant", budget: OTHER },
  { name: "announcements", path: "/announcements", role: "tenant", budget: OTHER },
  { name: "tenant notifications", path: "/tenant-notifications", role: "tenant", budget: OTHER },
  { name: "pet registration", path: "/pet-registration", role: "tenant", budget: OTHER },
  { name: "amenities", path: "/amenities", role: "tenant", budget: OTHER },
  { name: "tenant profile", path: "/tenant-profile", role: "tenant", budget: OTHER },
  { name: "landlord chat", path: "/landlord-chat", role: "landlord", budget: OTHER },
  { name: "landlord announcements", path: "/landlord-announcements", role: "landlord", budget: OTHER },
  { name: "landlord amenities", path: "/landlord-amenities", role: "landlord", budget: OTHER },
];

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    only: { type: "string" },
    json: { type: "string" },
    slow: { type: "boolean", default: false },
    keep: { type: "boolean", default: false },
    requests: { type: "boolean", default: false },
    baseline: { type: "string" },
    port: { type: "string" },
  },
});
const RUNS = Number(args.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error("--runs takes a whole number of at least 1");
const PORT = args.port ? Number(args.port) : undefined;
const pages = PAGES.filter((p) => !args.only || p.path === args.only);
if (!pages.length) throw new Error(`--only ${args.only}: not a page this bench measures`);

const kb = (bytes) => (bytes / 1024).toFixed(1);
const seconds = (ms) => (ms / 1000).toFixed(2);
const describe = (m) =>
  `performance ${m.score} (runs ${m.scores.join(", ")}), ${kb(m.transferred)} KB transferred ` +
  `(${kb(m.uncompressed)} KB uncompressed) in ${m.requests} requests, FCP ${seconds(m.fcp)} s, ` +
  `LCP ${seconds(m.lcp)} s, TBT ${Math.round(m.tbt)} ms, Speed Index ${seconds(m.speedIndex)} s`;

/** Each page's runs on every app, interleaved; a row per page with this build's medians and the baseline's. */
function measure(apps, reportDir) {
  const results = [];
  let version = "";
  for (const page of pages) {
    const runs = apps.map(() => []);
    for (let i = 0; i < RUNS; i++)
      apps.forEach((app, a) => {
        const headers = page.role ? { Cookie: app.cookies.get(page.role) } : null;
        const file = join(reportDir, `${app.label}-${page.path.slice(1) || "landing"}-${i}.json`);
        const options = { slow: args.slow, requests: args.requests };
        if (args.requests) console.log(`${app.label}, ${page.path}, run ${i + 1}:`);
        runs[a].push(lighthouseRetried(`${app.base}${page.path}`, headers, file, options));
      });
    version = runs[0][0].version;
    const [mine, baseline] = runs.map(medians);
    const row = {
      page: `${page.name} (${page.path})`,
      path: page.path,
      budget: page.budget,
      ...mine,
      baseline,
    };
    results.push(row);
    console.log(`${row.page}: ${describe(mine)}`);
    if (baseline) {
      console.log(`  baseline: ${describe(baseline)}`);
      const ratio = (mine.transferred / baseline.transferred).toFixed(2);
      const diff = mine.score - baseline.score;
      console.log(
        `  this build against the baseline: score ${diff >= 0 ? "+" : ""}${diff}, transferred x${ratio}`,
      );
    }
  }
  return { results, version };
}

async function main() {
  const built = buildIfStale({ stdio: "pipe" });
  if (built.length) console.log(`built ${built.join(", ")}`);
  const reportDir = mkdtempSync(join(tmpdir(), "nyumba-lighthouse-reports-"));
  const dirs = [{ label: "this", appDir: ROOT }];
  if (args.baseline) dirs.push({ label: "baseline", appDir: resolve(args.baseline) });
  const apps = [];
  let measured;
  try {
    for (const [i, { label, appDir }] of dirs.entries()) {
      const port = PORT === undefined ? undefined : PORT + i;
      apps.push({ label, ...(await startApp(appDir, join(reportDir, `${label}-server.log`), port)) });
    }
    for (const app of apps) await app.ready();
    // Sessions first: a connection kept alive from before the long Lighthouse runs may be gone by then.
    for (const app of apps) {
      app.cookies = new Map();
      for (const { role } of pages)
        if (role && !app.cookies.has(role)) app.cookies.set(role, await demoCookie(app.base, role));
    }
    measured = measure(apps, reportDir);
  } finally {
    for (const app of apps) await app.stop();
    if (args.keep) console.log(`reports kept in ${reportDir}`);
    else rmSync(reportDir, { recursive: true, force: true });
  }
  const { results, version } = measured;
  const profile = args.slow ? "issue 15's slow profile" : "simulated slow 4G";
  console.log(`\nmedians of ${RUNS} Lighthouse ${version} mobile runs per page (${profile}, cold cache):`);
  printTable(results, Boolean(args.baseline));
  if (args.json) writeFileSync(args.json, `${JSON.stringify(results, null, 2)}\n`);
  // The budgets are Lighthouse's default mobile profile's: a run on the slow one is not held to them.
  if (args.slow) {
    console.log("\nbudgets not checked on the slow profile");
    return;
  }
  const under = results.filter((r) => r.score < r.budget);
  if (!under.length) console.log(`\nevery page measured is within its budget`);
  else {
    console.log(`\npages under their budget (median score < budget):`);
    for (const r of under) console.log(`  ${r.page}: ${r.score} < ${r.budget}`);
    process.exitCode = 1;
  }
}

await main();
