// `npm test`: typecheck, lint, Vitest (unit + API on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set),
// then the Playwright journeys in system Chromium, then every screen in development mode with no console warning
// or error (e2e/dev-console.mjs: React's development warnings). Stops at the first failing step.
import { spawnSync } from "node:child_process";

const steps = [
  ["typecheck", "npx", ["tsc", "--noEmit", "-p", "tsconfig.json"]],
  ["lint", "npx", ["biome", "check", "."]],
  ["vitest", "npx", ["vitest", "run"]],
  ["e2e", "node", ["e2e/run.mjs"]],
  ["dev-console", "node", ["e2e/dev-console.mjs"]],
];

for (const [name, cmd, args] of steps) {
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
