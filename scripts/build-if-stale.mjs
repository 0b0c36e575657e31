// Builds the client and the server when their sources are newer than the build (`npm start`, `npm run test:e2e`).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The project root (this file lives in <root>/scripts). */
export const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The newest modification time of any file under `dir` (0 when it does not exist). */
const newest = (dir) => {
  if (!existsSync(dir)) return 0;
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
};
const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/**
 * Runs `npm run build:client` and/or `npm run build:server` when dist is missing or older than its sources.
 * Returns the names of the builds that ran; throws when a build fails (with the build's `output` when
 * `stdio` is "pipe").
 */
export function buildIfStale({ root = ROOT, stdio = "inherit" } = {}) {
  const at = (rel) => join(root, rel);
  const shared = Math.max(newest(at("common")), mtime(at("package-lock.json")));
  const builds = [];
  if (
    mtime(at("dist/client/index.html")) <
    Math.max(
      newest(at("client")),
      shared,
      mtime(at("vite.config.ts")),
      mtime(at("scripts/vite-precompress.ts")),
    )
  ) {
    builds.push("build:client");
  }
  const serverSources = Math.max(newest(at("server/src")), shared, mtime(at("scripts/build-server.mjs")));
  if (mtime(at("dist/server/main.js")) < serverSources) builds.push("build:server");
  for (const script of builds) {
    const r = spawnSync("npm", ["run", "--silent", script], { cwd: root, stdio, encoding: "utf8" });
    if (r.status !== 0) {
      const err = new Error(`npm run ${script} failed (exit ${r.status ?? r.signal})`);
      err.exitCode = r.status ?? 1;
      err.output = `${r.stdout ?? ""}${r.stderr ?? ""}`;
      throw err;
    }
  }
  return builds;
}
