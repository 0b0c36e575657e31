// `npm start`: builds the client and server when their sources are newer than the build, then runs the server.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const newest = (dir) => {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
};
const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const run = (args) => {
  const r = spawnSync("npm", ["run", ...args], { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

const shared = Math.max(newest("common"), statSync("package-lock.json").mtimeMs);
if (
  builtAt("dist/client/index.html") < Math.max(newest("client"), shared, statSync("vite.config.ts").mtimeMs)
) {
  run(["build:client"]);
}
if (builtAt("dist/server/main.js") < Math.max(newest("server/src"), shared)) run(["build:server"]);

const { default: _ } = await import(new URL("../dist/server/main.js", import.meta.url).href);
