import { rmSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import type { TestProject } from "vitest/node";
import { type Database, openDatabase } from "../db/client";
import { migrate } from "../db/migrate";

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

let dump: Promise<Blob> | undefined;

/** A fresh in-memory PGlite database, cloned from the run's migrated template. */
export async function clonePgliteTemplate(): Promise<Database> {
  dump ??= readFile(inject("pgliteTemplate")).then((bytes) => new Blob([bytes]));
  return openDatabase({ kind: "pglite", loadDataDir: await dump });
}
