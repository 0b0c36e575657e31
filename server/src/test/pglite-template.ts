import { rmSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { inject } from "vitest";
import type { TestProject } from "vitest/node";
import { kampalaToday } from "../../../common/kampala-calendar";
import { type Database, type Db, openDatabase } from "../db/client";
import { migrate } from "../db/migrate";
import * as schema from "../db/schema";
import { seedDemo } from "../seed";
import { seededToday, type TestDatabase, type TestDatabaseOptions } from "./test-database";

declare module "vitest" {
  interface ProvidedContext {
    /** Data directories (tar files) PGlite test databases start from: migrated, and migrated plus demo seed. */
    pgliteTemplate: { empty: string; demo: string; demoSeededOn: string };
  }
}

// biome-ignore lint/suspicious/noExplicitAny: the PGlite client behind drizzle
const pgliteOf = (database: Database) => (database.db as any).$client as PGlite;

/**
 * Vitest globalSetup of the api-pglite project: migrates one PGlite once per run and writes its data directory
 * to a temporary file, then the same with the demo seed. Starting PGlite and migrating takes seconds, seeding
 * the demo more; loading a dump takes about one.
 */
export async function setup(project: TestProject): Promise<() => void> {
  const base = join(tmpdir(), `nyumba-pglite-template-${process.pid}-${Date.now()}`);
  const files = { empty: `${base}.tar`, demo: `${base}-demo.tar` };
  const remove = () => {
    for (const file of Object.values(files)) rmSync(file, { force: true });
  };
  // An interrupted run (Ctrl+C) exits without teardown: remove the files on the way out.
  process.once("exit", remove);
  const template = await openDatabase({ kind: "pglite" });
  const save = async (file: string) => {
    const dump = await pgliteOf(template).dumpDataDir("none");
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  };
  const demoSeededOn = kampalaToday();
  try {
    await migrate(template);
    await save(files.empty);
    await seedDemo(template.db);
    await save(files.demo);
  } finally {
    await template.close();
  }
  project.provide("pgliteTemplate", { ...files, demoSeededOn });
  return () => {
    process.off("exit", remove);
    remove();
  };
}

interface Spare {
  client: PGlite;
  close(): Promise<void>;
  /** Empties every table and restarts every identity: the migrated template's state (migrations add no rows). */
  reset: string;
}

const dumps = new Map<string, Promise<Blob>>();
const spares: Spare[] = [];
const MAX_SPARES = 2;

async function copyOf(file: string): Promise<Spare> {
  if (!dumps.has(file))
    dumps.set(
      file,
      readFile(file).then((bytes) => new Blob([bytes])),
    );
  const opened = await openDatabase({ kind: "pglite", loadDataDir: await dumps.get(file) });
  const client = pgliteOf(opened);
  const { rows } = await client.query<{ tables: string }>(
    "select string_agg(format('%I.%I', schemaname, tablename), ', ') as tables from pg_tables where schemaname = 'public'",
  );
  return { client, close: opened.close, reset: `truncate ${rows[0]!.tables} restart identity cascade` };
}

/**
 * An in-memory PGlite database with the run's migrations, empty or with the demo seed. Starting PGlite from a
 * dump takes about a second, emptying one a few tens of milliseconds: a released database is reset and handed
 * to the next test of this worker that wants an empty one. Its handle is dead after release, so late work of a
 * closed app fails loudly instead of writing into the next test's database.
 */
export async function pgliteTestDatabase({ demo = false }: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const templates = inject("pgliteTemplate");
  const fromDemo = demo && seededToday(templates.demoSeededOn);
  const spare = fromDemo ? await copyOf(templates.demo) : (spares.pop() ?? (await copyOf(templates.empty)));
  let released = false;
  const handle = new Proxy(spare.client, {
    get(target, prop) {
      if (released) throw new Error("a test database was used after its test app was closed");
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const release = async () => {
    if (released) return;
    released = true;
    try {
      await spare.client.exec(spare.reset);
      // A test that added a trigger of its own (to make a write fail) would hand it to the next test: the
      // migrations create none, so a database with one is not reused.
      const { rows } = await spare.client.query("select 1 from pg_trigger where not tgisinternal limit 1");
      if (rows.length) throw new Error("a test's own trigger is left");
    } catch {
      await spare.close(); // not reusable (say, left inside a transaction): a copy replaces it
      return;
    }
    if (spares.length < MAX_SPARES) spares.push(spare);
    else await spare.close();
  };
  const db = drizzle(handle, { schema }) as unknown as Db;
  if (demo && !fromDemo) await seedDemo(db);
  return { database: { db, kind: "pglite", close: release }, release };
}
