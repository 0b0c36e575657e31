// `npm run test:dev-console` (issue 31): the app in development mode as `npm run dev` runs it (the server from
// source with tsx, NODE_ENV=development, on a fresh embedded database and a free port; the Vite dev server on
// another, proxying /api and /ws to it), then every screen of client/src/app/pages.json opened in system Chromium
// as someone it is shown to (the visitor, a tenant and a landlord applicant mid sign-up, a demo tenant, a demo
// landlord with a selected property), with the dialogs and menus its buttons open. Every console warning and error
// (React's development warnings among them) and every uncaught error is printed with its screen; the exit code is
// 1 when there is any. e2e/README.md says more.
//
//   node e2e/dev-console.mjs [--only /pattern ...] [--verbose] [--port N]
//
// --only keeps the screens of those pages.json patterns (/listing/:id); --verbose prints each screen's time;
// --port N puts the server on N and Vite on N+1 (free ports otherwise).
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { ROOT } from "../scripts/build-if-stale.mjs";
import { freePort, spawnBuiltApp, stopServer, waitForHealth } from "../scripts/built-app.mjs";
import { CHROME_ARGS, CHROME_PATH } from "../scripts/chromium.mjs";
import { newContext } from "./support/browser.mjs";
import { watchConsole } from "./support/console.mjs";
import { PEOPLE } from "./support/dev-people.mjs";
import { screensByRole } from "./support/dev-screens.mjs";

const { values: args } = parseArgs({
  options: {
    only: { type: "string", multiple: true },
    verbose: { type: "boolean", default: false },
    port: { type: "string" },
  },
});
const RESULTS = join(ROOT, "test-results");
const LOG = join(RESULTS, "dev-console-server.log");
const started = Date.now();
/** The most screens one browser context opens (one after another); the run is as long as the longest chain. */
const SHARE = 12;
const BUSY = '[data-testid="full-screen-spinner"], .animate-pulse, [aria-busy="true"]';
const POPUP = { dialog: '[role="dialog"], [role="alertdialog"]', menu: '[role="menu"]' };
/** At most this many popups per screen: a list's rows each have their own trigger, of the same popup. */
const MOST_POPUPS = 6;
const secs = (since = started) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** `vite` (the dev server of `npm run dev`) on `port`, its /api and /ws sent to `apiOrigin` (vite.config.ts). */
function spawnVite(port, apiOrigin) {
  const bin = join(ROOT, "node_modules", "vite", "bin", "vite.js");
  return spawn(process.execPath, [bin, "--port", String(port), "--strictPort", "--host", "127.0.0.1"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "development", DEV_API_ORIGIN: apiOrigin },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Opens `path` and waits until it has settled: no request for 500 ms, no spinner or loading skeleton left. */
async function openScreen(page, path) {
  await page.goto(path, { waitUntil: "networkidle" });
  await page.locator(BUSY).first().waitFor({ state: "hidden", timeout: 10_000 });
  const at = new URL(page.url()).pathname;
  if (decodeURI(at) !== decodeURI(path.split("?")[0])) throw new Error(`${path} sent this person to ${at}`);
}

/**
 * Opens each dialog and menu the screen's buttons say they open (aria-haspopup), one per distinct button name,
 * waits for it to settle, and closes it with Escape: what they render is checked too.
 */
async function openPopups(page) {
  const triggers = page.locator('[aria-haspopup="dialog"]:visible, [aria-haspopup="menu"]:visible');
  const names = new Set();
  for (let i = 0; i < (await triggers.count()) && names.size < MOST_POPUPS; i++) {
    const trigger = triggers.nth(i);
    const name = (await trigger.getAttribute("aria-label")) ?? ((await trigger.textContent()) ?? "").trim();
    if (names.has(name)) continue;
    names.add(name);
    const popup = page.locator(POPUP[await trigger.getAttribute("aria-haspopup")]).first();
    await trigger.click();
    await popup.waitFor({ state: "visible" });
    await page.locator(BUSY).first().waitFor({ state: "hidden" });
    await page.keyboard.press("Escape");
    await popup.waitFor({ state: "hidden" });
  }
  return names.size;
}

/** Opens `person`'s screens one after another in a context of their own; returns what the console said. */
async function checkPerson(browser, base, person, screens) {
  const context = await newContext(browser, { baseURL: base });
  let where = `${person} (getting ready)`;
  const seen = watchConsole(context, () => where);
  try {
    const { params, before } = await PEOPLE[person](context, base);
    const page = await context.newPage();
    for (const screen of screens(params)) {
      where = `${person} ${decodeURIComponent(screen)}`;
      const t0 = Date.now();
      await before?.(screen);
      const popups = await openScreen(page, screen)
        .then(() => openPopups(page))
        .catch((e) => seen.push({ where, type: "check", text: e.message }) && 0);
      if (args.verbose) console.log(`  ${where} (${popups} popups, ${secs(t0)})`);
    }
  } catch (e) {
    seen.push({ where, type: "check", text: e.stack ?? e.message });
  } finally {
    await seen.settled();
    await context.close();
  }
  return seen;
}

async function main() {
  mkdirSync(RESULTS, { recursive: true });
  const log = createWriteStream(LOG);
  const dataDir = mkdtempSync(join(tmpdir(), "nyumba-dev-console-"));
  const [apiPort, vitePort] = args.port
    ? [Number(args.port), Number(args.port) + 1]
    : [await freePort(), await freePort()];
  const base = `http://localhost:${vitePort}`;
  const server = spawnBuiltApp({
    appDir: ROOT,
    port: apiPort,
    dataDir,
    fromSource: true,
    env: { NODE_ENV: "development", LOG_LEVEL: "warn", PUBLIC_URL: base },
  });
  const vite = spawnVite(vitePort, `http://localhost:${apiPort}`);
  for (const p of [server, vite]) {
    p.stdout.pipe(log, { end: false });
    p.stderr.pipe(log, { end: false });
  }
  process.once("SIGINT", () => {
    server.kill("SIGTERM");
    vite.kill("SIGTERM");
    process.exit(130);
  });
  const problems = [];
  let browser;
  try {
    await Promise.all([
      waitForHealth(`http://127.0.0.1:${apiPort}/api/health`, server),
      waitForHealth(`http://127.0.0.1:${vitePort}/`, vite),
    ]);
    console.log(`dev-console: server and Vite ready in ${secs()}`);
    browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
    const pages = JSON.parse(readFileSync(join(ROOT, "client", "src", "app", "pages.json"), "utf8"));
    // The people side by side, each opening their screens one after another; someone with more than SHARE
    // screens is several people of that kind (a demo world each), sharing them out.
    const runs = screensByRole(pages, args.only).flatMap(([person, screens]) => {
      const n = Math.ceil(screens({ id: "1", name: "x" }).length / SHARE);
      return Array.from({ length: n }, (_, k) => [person, (p) => screens(p).filter((_, i) => i % n === k)]);
    });
    const seen = await Promise.all(
      runs.map(([person, screens]) => checkPerson(browser, base, person, screens)),
    );
    problems.push(...seen.flat());
  } finally {
    await browser?.close();
    await Promise.all([stopServer(server), stopServer(vite)]);
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
  for (const p of problems) console.log(`\n✖ ${p.where} [${p.type}]\n  ${p.text.split("\n").join("\n  ")}`);
  console.log(
    `\ndev-console: ${problems.length} console warnings and errors, ${secs()} (server and Vite log: ${relative(ROOT, LOG)})`,
  );
  return problems.length;
}

try {
  process.exitCode = (await main()) > 0 ? 1 : 0;
} catch (e) {
  console.log(`dev-console: ${e.stack ?? e.message} (log: ${relative(ROOT, LOG)})`);
  process.exitCode = 1;
}
