import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join, resolve } from "node:path";
import { setFlagsFromString } from "node:v8";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import * as schema from "./schema";

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  /** In memory without dataDir; loadDataDir starts a new database from a dump (tests clone one migrated database). */
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob };

/** The contrib extensions the migrations create (PostgreSQL has them in its contrib package). */
const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PostgreSQL settings of embedded PGlite (docs/decisions/0028). Its shared memory is zero-filled when it starts
 * (WebAssembly has no lazily mapped memory), so all of shared_buffers is resident from the first second: the
 * default 128 MB was a third of the idle process. 16 MB holds the demo's hot pages; a page outside them is read
 * from the operating system's file cache (or, in memory, from PGlite's own file system).
 */
export const PGLITE_SETTINGS = { shared_buffers: "16MB" } as const;

/**
 * PGlite's WebAssembly runs on V8's baseline compiler (Liftoff) only (docs/decisions/0028). With the default
 * dynamic tier-up, V8 recompiles PostgreSQL's hot functions with TurboFan on background threads, and the memory
 * those compilations used stays with the process (about 60 MB at start, more as other functions become hot); the
 * demo world costs about 5% more CPU without them (bench/README.md, "memory"). V8 reads these flags when it compiles a module, so they
 * apply to every PGlite opened after this.
 */
function compileWasmWithBaselineOnly() {
  setFlagsFromString("--no-wasm-tier-up");
  setFlagsFromString("--no-wasm-dynamic-tiering");
}

const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
];

/** Opens PostgreSQL through a pool, or embedded PGlite (persisted in dataDir, or in memory without one). */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "postgres") {
    const [{ drizzle }, pg] = await Promise.all([import("drizzle-orm/node-postgres"), import("pg")]);
    const pool = new pg.default.Pool({ connectionString: target.url, max: 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on("error", (err: Error & { code?: string }) => {
      if (err.code !== "57P01") console.warn(`database connection error: ${err.message}`);
    });
    const db = drizzle(pool, { schema });
    return { db, kind: "postgres", close: () => pool.end() };
  }
  const { drizzle } = await import("drizzle-orm/pglite");
  compileWasmWithBaselineOnly();
  let releaseLock = () => {};
  let client: PGlite;
  if (target.dataDir) {
    const dir = resolve(target.dataDir);
    mkdirSync(dir, { recursive: true });
    releaseLock = lockDataDir(dir);
    try {
      client = await PGlite.create(join(dir, "pglite"), {
        extensions: PGLITE_EXTENSIONS,
        startParams: PGLITE_START_PARAMS,
        // A fresh folder may start from a dump (a test's migrated template, for a server it then starts on it).
        ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
      });
    } catch (e) {
      releaseLock();
      throw e;
    }
  } else {
    client = await PGlite.create({
      extensions: PGLITE_EXTENSIONS,
      startParams: PGLITE_START_PARAMS,
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    });
  }
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

/** PGlite is single-process: two processes on one folder corrupt it, so the folder is guarded by a lock file. */
function lockDataDir(dir: string): () => void {
  const lockPath = join(dir, "nyumba.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      const pid = Number(readFileSync(lockPath, "utf8"));
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `The database folder ${dir} is in use by another Nyumba process (pid ${pid}). Stop it first.`,
        );
      }
      if (existsSync(lockPath)) rmSync(lockPath, { force: true }); // stale lock of a crashed process
    }
  }
  throw new Error(`Could not lock the database folder ${dir}`);
}

/** Whether the lock's owner still runs: it exists (kill 0 answers, or is not ours to signal) and is no zombie. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  return !hasExited(pid);
}

/**
 * A killed process whose parent has not reaped it yet (a zombie) still answers kill(pid, 0), but it holds
 * nothing any more. On Linux /proc/<pid>/stat tells: the state after the parenthesised command name is Z
 * (zombie) or X (dead). Elsewhere there is no /proc and the process counts as running.
 */
function hasExited(pid: number): boolean {
  if (process.platform !== "linux") return false;
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "ENOENT"; // gone in between
  }
  const state = stat.slice(stat.lastIndexOf(")") + 2).charAt(0);
  return state === "Z" || state === "X";
}
