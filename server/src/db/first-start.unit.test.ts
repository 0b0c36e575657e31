import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { projectRoot } from "../platform/paths";
import { DEMO_LANDLORD_EMAIL } from "../seed/demo-accounts";
import { openDatabase } from "./client";
import { isFreshDataDir, prepareDataDirInChild } from "./first-start";
import { users } from "./schema";

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/** The environment of a server on `dataDir` (embedded database, no SMTP). */
const serverEnv = (dataDir: string, demoMode: boolean): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: "test",
  DATABASE_URL: "",
  SMTP_URL: "",
  LOG_LEVEL: "silent",
  DATA_DIR: dataDir,
  DEMO_MODE: String(demoMode),
});

const migrationCount = () =>
  readdirSync(join(projectRoot(), "db", "migrations")).filter((f) => f.endsWith(".sql")).length;

describe("the first start on an embedded database folder (docs/decisions/0028)", () => {
  it("creates, migrates and seeds the folder in a child process; the server opens it as seeded", async () => {
    dir = await mkdtemp(join(tmpdir(), "nyumba-first-start-"));
    expect(isFreshDataDir(dir)).toBe(true);

    expect(await prepareDataDirInChild(serverEnv(dir, true))).toEqual({ seeded: true });

    expect(isFreshDataDir(dir)).toBe(false);
    const database = await openDatabase({ kind: "pglite", dataDir: dir });
    try {
      const applied = await database.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied.rows[0]).toEqual({ n: migrationCount() });
      const [template] = await database.db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.email, DEMO_LANDLORD_EMAIL), isNull(users.demoWorldId)));
      expect(template!.n).toBe(1);
    } finally {
      await database.close();
    }
    // The demo's photos were stored in the folder's uploads, where the server looks for them.
    expect(existsSync(join(dir, "uploads"))).toBe(true);
    expect(readdirSync(join(dir, "uploads"), { recursive: true }).length).toBeGreaterThan(0);
  });

  it("without DEMO_MODE the folder is migrated and left empty", async () => {
    dir = await mkdtemp(join(tmpdir(), "nyumba-first-start-"));
    expect(await prepareDataDirInChild(serverEnv(dir, false))).toEqual({ seeded: false });
    const database = await openDatabase({ kind: "pglite", dataDir: dir });
    try {
      const [row] = await database.db.select({ n: count() }).from(users);
      expect(row!.n).toBe(0);
    } finally {
      await database.close();
    }
  });

  it("rejects when the child fails: another server is preparing the folder", async () => {
    dir = await mkdtemp(join(tmpdir(), "nyumba-first-start-"));
    // The folder's lock names a live process (this one): the child must not open the folder.
    writeFileSync(join(dir, "nyumba.lock"), String(process.pid));
    await expect(prepareDataDirInChild(serverEnv(dir, true))).rejects.toThrow(
      /Preparing the database folder failed \(child process exit 1\)/,
    );
    expect(isFreshDataDir(dir)).toBe(true);
  });
});
