// `npm test`: typecheck, lint, Vitest (unit + API on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set),
// then the Playwright journeys in system Chromium, then every screen in development mode with no console warning
// or error (e2e/dev-console.mjs: React's development warnings). Stops at the first failing step.
//
// The journeys' build (client and server, when stale) runs in the background while Vitest runs: Vitest's workers
// wait on databases much of the time, and no test reads the build (decision 0066).
import { spawn, spawnSync } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync, statSync } from "node:fs";

const steps = [
  ["typecheck", "npx", ["tsc", "--noEmit", "-p", "tsconfig.json"]],
  ["lint", "npx", ["biome", "check", "."]],
  ["vitest", "npx", ["vitest", "run"]],
  ["e2e", "node", ["e2e/run.mjs"]],
  ["dev-console", "node", ["e2e/dev-console.mjs"]],
];

/** The build, started now, its output in test-results/build.log; resolves with its exit code and that log. */
function buildInBackground() {
  const started = Date.now();
  mkdirSync("test-results", { recursive: true });
  const log = "test-results/build.log";
  const out = openSync(log, "w");
  const child = spawn(
    "node",
    ["-e", 'import("./scripts/build-if-stale.mjs").then((m) => m.buildIfStale({ stdio: "inherit" }))'],
    // Its own process group, so a failing step stops the whole build (npm, Vite) with it.
    { stdio: ["ignore", out, out], detached: true },
  );
  process.on("exit", () => {
    if (child.exitCode === null) process.kill(-child.pid, "SIGTERM");
  });
  return new Promise((resolve) => {
    child.on("close", (code) => {
      closeSync(out);
      // Its last write, not now: this process is blocked in Vitest's step when the build ends.
      const secs = ((statSync(log).mtimeMs - started) / 1000).toFixed(1);
      resolve({ code, log, secs });
    });
  });
}

let build;
for (const [name, cmd, args] of steps) {
  if (name === "e2e" && build) {
    const b = await build;
    if (b.code !== 0) {
      console.error(readFileSync(b.log, "utf8"));
      console.error(`\n✖ build failed after ${b.secs}s`);
      process.exit(b.code ?? 1);
    }
    console.log(`✔ build, alongside vitest (${b.secs}s)`);
  }
  if (name === "vitest") build = buildInBackground();
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { stdio: "inherit" });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`\n✖ ${name} failed after ${secs}s`);
    process.exit(r.status ?? 1);
  }
  console.log(`✔ ${name} (${secs}s)`);
}
