// Starting and stopping the built app (dist/server/main.js) as a child process on a fresh embedded database:
// shared by the end-to-end journeys (e2e/run.mjs), the benchmarks (bench/) and the crash test
// (server/src/modules/outbox/crash.api.test.ts, which runs the server from source).
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";

/** A port nobody listens on right now (the OS picks it). */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "0.0.0.0", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/**
 * Starts `<appDir>/dist/server/main.js` on `port` with embedded PGlite in `dataDir`, demo data seeded and no
 * SMTP. `env` adds to or overrides those settings (NODE_ENV, LOG_LEVEL, ...). stdout and stderr are piped.
 * `fromSource` runs `server/src/main.ts` through tsx instead (a test of the server that must not depend on a build).
 */
export function spawnBuiltApp({ appDir, port, dataDir, env = {}, fromSource = false }) {
  const entry = fromSource
    ? ["--import", "tsx", join(appDir, "server", "src", "main.ts")]
    : [join(appDir, "dist", "server", "main.js")];
  return spawn(process.execPath, entry, {
    cwd: appDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_MODE: "true",
      PUBLIC_URL: `http://localhost:${port}`,
      DATABASE_URL: "",
      SMTP_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/**
 * Resolves when `url` answers 2xx; throws when the server exits first or nothing answers in time. A fresh embedded
 * database migrates and seeds at start: on a busy 2-core machine that has taken over 30 s.
 */
export async function waitForHealth(url, server, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`the server exited with ${server.signalCode ?? `code ${server.exitCode}`}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
}

/** SIGTERM, then SIGKILL after 10 s; resolves when the process has exited. */
export async function stopServer(server) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((r) => server.once("exit", r));
  server.kill("SIGTERM");
  const timer = setTimeout(() => server.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}
