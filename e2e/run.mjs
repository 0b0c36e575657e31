// `npm run test:e2e`: builds when stale, starts the built app on a free port with a fresh embedded database
// (demo data seeded), runs the browser journeys in e2e/journeys/*.test.mjs, stops the app, and ends with the
// line "N passed, M failed". Exit code 0 only when every journey passed.
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { run } from "node:test";
import { buildIfStale, ROOT } from "../scripts/build-if-stale.mjs";
import { freePort, spawnBuiltApp, stopServer, waitForHealth } from "../scripts/built-app.mjs";

const JOURNEYS = join(ROOT, "e2e", "journeys");
const RESULTS = join(ROOT, "test-results");
const SERVER_LOG = join(RESULTS, "e2e-server.log");
// Three at a time: a journey mostly waits on the browser and the server (59 journeys on 2 cores: 340 s at two,
// 270 s at three, all passing; decision 0066).
const CONCURRENCY = Number(process.env.E2E_CONCURRENCY ?? 3);
const started = Date.now();

/** buildIfStale with the build's output kept quiet unless it fails. */
function build() {
  try {
    return buildIfStale({ stdio: "pipe" });
  } catch (e) {
    if (e.output) console.log(e.output.trim().split("\n").slice(-40).join("\n"));
    throw e;
  }
}

/** Chunk files a built client refers to (index.html -> entry, entry -> lazy chunks) that are not in `dir`. */
function missingAssets(dir) {
  const assets = join(dir, "assets");
  const present = new Set(existsSync(assets) ? readdirSync(assets) : []);
  const wanted = new Set();
  if (!existsSync(join(dir, "index.html"))) return ["index.html"];
  const html = readFileSync(join(dir, "index.html"), "utf8");
  for (const m of html.matchAll(/\/assets\/([\w.-]+\.(?:js|css))/g)) wanted.add(m[1]);
  for (const f of present) {
    if (!f.endsWith(".js")) continue;
    for (const m of readFileSync(join(assets, f), "utf8").matchAll(/"\.\/([\w.-]+\.(?:js|css))"/g))
      wanted.add(m[1]);
  }
  return [...wanted].filter((f) => !present.has(f));
}

/**
 * A private copy of the built app (dist/server, dist/client, db/migrations) under test-results/, so a build
 * started by someone else in this working tree during the run cannot swap the files under the running server
 * (it lists the client's files at start-up). A package.json there makes it the server's project root; packages
 * still load from the project's node_modules above it.
 */
async function snapshotApp() {
  const dir = mkdtempSync(join(RESULTS, ".e2e-app-"));
  const clientBuiltAt = () => {
    const f = join(ROOT, "dist", "client", "index.html");
    return existsSync(f) ? statSync(f).mtimeMs : 0;
  };
  for (let attempt = 1; ; attempt++) {
    const builtAt = clientBuiltAt();
    rmSync(join(dir, "dist"), { recursive: true, force: true });
    let missing;
    try {
      cpSync(join(ROOT, "dist", "server"), join(dir, "dist", "server"), { recursive: true });
      cpSync(join(ROOT, "dist", "client"), join(dir, "dist", "client"), { recursive: true });
      missing = missingAssets(join(dir, "dist", "client"));
    } catch (e) {
      missing = [`(${e.code ?? e.message})`]; // a file vanished while copying: a build is running
    }
    const stable = builtAt !== 0 && clientBuiltAt() === builtAt;
    if (stable && missing.length === 0) break;
    if (attempt === 5)
      throw new Error(`dist/client keeps changing or is incomplete (missing: ${missing.join(", ")})`);
    await new Promise((r) => setTimeout(r, 2000));
    build();
  }
  cpSync(join(ROOT, "db", "migrations"), join(dir, "db", "migrations"), { recursive: true });
  writeFileSync(join(dir, "package.json"), '{ "private": true, "type": "module" }\n');
  return dir;
}

async function runJourneys(files) {
  let passed = 0;
  let failed = 0;
  const stderrByFile = new Map();
  const failedFiles = new Set();
  const stream = run({ files, concurrency: CONCURRENCY, timeout: 150_000 });
  for await (const { type, data } of stream) {
    if (type === "test:stderr" || type === "test:stdout") {
      const key = data.file ?? "";
      stderrByFile.set(key, (stderrByFile.get(key) ?? "") + data.message);
    } else if (type === "test:pass" && data.nesting === 0 && data.details?.type !== "suite") {
      passed++;
      const ms = Math.round(data.details?.duration_ms ?? 0);
      console.log(`  ok    ${data.name} (${(ms / 1000).toFixed(1)} s)`);
    } else if (type === "test:fail" && data.nesting === 0 && data.details?.type !== "suite") {
      failed++;
      failedFiles.add(data.file ?? "");
      const err = data.details?.error;
      const cause = err?.cause ?? err;
      const message = (cause?.message ?? String(cause)).split("\n").slice(0, 12).join("\n        ");
      console.log(`  FAIL  ${data.name}\n        ${message}`);
    }
  }
  for (const file of failedFiles) {
    const output = stderrByFile.get(file)?.trim();
    if (output) console.log(`\n--- output of ${relative(ROOT, file)} ---\n${output.slice(-4000)}`);
  }
  return { passed, failed };
}

async function main() {
  const built = build();
  if (built.length) console.log(`e2e: built ${built.join(", ")}`);

  // `node e2e/run.mjs g i` runs only the journeys whose file names start with those prefixes.
  const only = process.argv.slice(2);
  const files = readdirSync(JOURNEYS)
    .filter((f) => f.endsWith(".test.mjs") && (!only.length || only.some((o) => f.startsWith(o))))
    .sort()
    .map((f) => join(JOURNEYS, f));
  if (files.length === 0) throw new Error(`no journeys in ${relative(ROOT, JOURNEYS)}`);

  mkdirSync(RESULTS, { recursive: true });
  rmSync(join(RESULTS, "screenshots"), { recursive: true, force: true });
  const appDir = await snapshotApp();
  const dataDir = mkdtempSync(join(tmpdir(), "nyumba-e2e-"));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const log = createWriteStream(SERVER_LOG);
  const server = spawnBuiltApp({
    appDir,
    port,
    dataDir,
    env: { NODE_ENV: "test", LOG_LEVEL: "warn", TRUST_PROXY: "true" },
  });
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  // Ctrl-C: stop the app too (the journeys' own processes end with this one).
  process.once("SIGINT", () => {
    server.kill("SIGTERM");
    process.exit(130);
  });

  let result = { passed: 0, failed: 0 };
  try {
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, server);
    console.log(`e2e: app at ${baseUrl} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    process.env.E2E_BASE_URL = baseUrl;
    result = await runJourneys(files);
  } catch (e) {
    console.log(`e2e: ${e.message} (server log: ${relative(ROOT, SERVER_LOG)})`);
    result.failed++;
  } finally {
    await stopServer(server);
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(appDir, { recursive: true, force: true });
  }
  if (server.exitCode !== 0 && server.exitCode !== null) {
    console.log(
      `e2e: the server exited with code ${server.exitCode} on SIGTERM (see ${relative(ROOT, SERVER_LOG)})`,
    );
    result.failed++;
  }
  const shots = join(RESULTS, "screenshots");
  const count = existsSync(shots) ? readdirSync(shots).length : 0;
  console.log(
    `e2e: ${count} screenshots in ${relative(ROOT, shots)}, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result;
}

let summary;
try {
  summary = await main();
} catch (e) {
  console.log(`e2e: ${e.message}`);
  summary = { passed: 0, failed: 1 };
}
console.log(`${summary.passed} passed, ${summary.failed} failed`);
process.exitCode = summary.failed > 0 ? 1 : 0;
