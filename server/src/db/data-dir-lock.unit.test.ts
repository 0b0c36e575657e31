import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client";

const HOLDER = fileURLToPath(new URL("../test/hold-data-dir.ts", import.meta.url));

/** /proc/<pid>/stat's state letter (R, S, Z, ...), or null once the process is gone. */
function processState(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).charAt(0);
  } catch {
    return null;
  }
}

async function waitFor<T>(what: string, check: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

let sleeper: ChildProcess | undefined;
let dir: string | undefined;
afterEach(async () => {
  // Ending the `sleep` lets the zombie be reparented and reaped.
  if (sleeper?.pid && sleeper.exitCode === null) process.kill(sleeper.pid, "SIGKILL");
  sleeper = undefined;
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe.skipIf(process.platform !== "linux")("the data folder lock", () => {
  it("a restart after SIGKILL succeeds while the killed process is still a zombie", async () => {
    dir = await mkdtemp(join(tmpdir(), "nyumba-lock-"));
    // `exec sleep` replaces the shell: the backgrounded holder's parent is then `sleep`, which never reaps it,
    // so once killed the holder stays a zombie (kill(pid, 0) still succeeds) for as long as the test runs.
    sleeper = spawn("sh", ["-c", 'node --import tsx "$0" "$1" & exec sleep 60', HOLDER, dir], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    sleeper.stdout!.on("data", (chunk) => {
      out += String(chunk);
    });
    const holder = await waitFor("the holder to lock the folder", () => {
      const m = /locked (\d+)/.exec(out);
      return m ? Number(m[1]) : undefined;
    });
    const lockFile = join(dir, "nyumba.lock");
    expect(readFileSync(lockFile, "utf8")).toBe(String(holder));

    // While the holder runs, the folder is refused.
    await expect(openDatabase({ kind: "pglite", dataDir: dir })).rejects.toThrow(/in use by another/);

    process.kill(holder, "SIGKILL");
    await waitFor("the holder to become a zombie", () => (processState(holder) === "Z" ? true : undefined));
    expect(() => process.kill(holder, 0)).not.toThrow(); // what fooled the old check
    expect(existsSync(lockFile)).toBe(true); // a killed process cleans nothing up

    const reopened = await openDatabase({ kind: "pglite", dataDir: dir });
    try {
      const rows = await reopened.db.execute(sql`select 1 as one`);
      expect(rows.rows).toEqual([{ one: 1 }]);
      expect(readFileSync(lockFile, "utf8")).toBe(String(process.pid));
    } finally {
      await reopened.close();
    }
    expect(existsSync(lockFile)).toBe(false);
  });
});
