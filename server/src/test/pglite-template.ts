import { rmSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { inject } from "vitest";
import type { TestProject } from "vitest/node";
import { type Database, type Db, openDatabase } from "../db/client";
import { migrate } from "../db/migrate";
import * as schema from "../db/schema";

declare module "vitest" {
  interface ProvidedContext {
    /** The migrated PGlite data directory (a tar file) every PGlite test database starts from. */
    pgliteTemplate: string;
  }
}

/**
 * Vitest globalSetup of the api-pglite project: migrates one PGlite once per run and writes its data directory
 * to a temporary file. Starting PGlite and migrating takes seconds; loading the dump takes a fraction of that.
 */
export async function setup(project: TestProject): Promise<() => void> {
  const file = join(tmpdir(), `nyumba-pglite-template-${process.pid}-${Date.now()}.tar`);
  const remove = () => rmSync(file, { force: true });
  const template = await openDatabase({ kind: "pglite" });
  try {
    await migrate(template);
    // biome-ignore lint/suspicious/noExplicitAny: the PGlite client behind drizzle
    const dump = (await (template.db as any).$client.dumpDataDir("none")) as Blob;
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await template.close();
  }
  // An interrupted run (Ctrl+C) exits without teardown: remove the file on the way out.
  process.once("exit", remove);
  project.provide("pgliteTemplate", file);
  return () => {
    process.off("exit", remove);
    remove();
  };
}

/** A test's database, and what to do with it when its app closes. */
export interface TestDatabase {
  database: Database;
  release(): Promise<void>;
}

interface Spare {
  client: PGlite;
  close(): Promise<void>;
  /** Empties every table and restarts every identity: the template's state (migrations insert no rows). */
  reset: string;
}

let dump: Promise<Blob> | undefined;
const spares: Spare[] = [];
const MAX_SPARES = 2;

async function copyOfTemplate(): Promise<Spare> {
  dump ??= readFile(inject("pgliteTemplate")).then((bytes) => new Blob([bytes]));
  const opened = await openDatabase({ kind: "pglite", loadDataDir: await dump });
  // biome-ignore lint/suspicious/noExplicitAny: the PGlite client behind drizzle
  const client = (opened.db as any).$client as PGlite;
  const { rows } = await client.query<{ tables: string }>(
    "select string_agg(format('%I.%I', schemaname, tablename), ', ') as tables from pg_tables where schemaname = 'public'",
  );
  return { client, close: opened.close, reset: `truncate ${rows[0]!.tables} restart identity cascade` };
}

/**
 * An empty in-memory PGlite database with the run's migrations. Starting PGlite from the template's dump takes
 * about a second, emptying one a few tens of milliseconds: a released database is reset and handed to the next
 * test of this worker. Its handle is dead after release, so late work of a closed app fails loudly instead of
 * writing into the next test's database.
 */
export async function pgliteTestDatabase(): Promise<TestDatabase> {
  const spare = spares.pop() ?? (await copyOfTemplate());
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
    } catch {
      await spare.close(); // not reusable (say, left inside a transaction): a copy replaces it
      return;
    }
    if (spares.length < MAX_SPARES) spares.push(spare);
    else await spare.close();
  };
  const db = drizzle(handle, { schema }) as unknown as Db;
  return { database: { db, kind: "pglite", close: release }, release };
}
