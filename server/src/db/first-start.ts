import { fork } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { projectRoot } from "../platform/paths";

/** Whether an embedded database folder holds no database yet: its first start creates one (initdb). */
export function isFreshDataDir(dataDir: string): boolean {
  return !existsSync(join(resolve(dataDir), "pglite", "PG_VERSION"));
}

/** What the child process reports when it is done. */
export interface PreparedDataDir {
  seeded: boolean;
}

/**
 * Creates the embedded database in the fresh folder of `env.DATA_DIR`, migrates it and (with `DEMO_MODE`) seeds the
 * demo into it, in a child process (`prepare-data-dir.ts`, built beside main.js), and resolves when the child
 * has closed the database and exited. Creating a PGlite database runs initdb in a second WebAssembly instance and
 * the demo's photos are drawn by sharp's threads: in the server's process that was a 900 MB peak of which 680 MB
 * stayed resident, since neither WebAssembly memory nor the allocator's arenas shrink. A child's memory goes back
 * to the operating system when it exits (docs/decisions/0028).
 */
export function prepareDataDirInChild(env: NodeJS.ProcessEnv = process.env): Promise<PreparedDataDir> {
  const root = projectRoot();
  // From source (tsx, Vitest) the child runs the TypeScript entry through tsx; the build runs its own bundle.
  const fromSource = import.meta.url.endsWith(".ts");
  const entry = fromSource
    ? join(root, "server", "src", "prepare-data-dir.ts")
    : join(root, "dist", "server", "prepare-data-dir.js");
  return new Promise((resolvePrepared, reject) => {
    const child = fork(entry, [], {
      cwd: root,
      env,
      execArgv: fromSource ? ["--import", "tsx"] : process.execArgv,
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    let prepared: PreparedDataDir | undefined;
    child.on("message", (m) => {
      prepared = m as PreparedDataDir;
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0 && prepared) resolvePrepared(prepared);
      else
        reject(new Error(`Preparing the database folder failed (child process ${signal ?? `exit ${code}`})`));
    });
  });
}
