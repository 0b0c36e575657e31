import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";
import type { TestProject } from "vitest/node";
import { kampalaToday } from "../../../common/kampala-calendar";
import { type Database, openDatabase } from "../db/client";
import { migrate } from "../db/migrate";
import { seedDemo } from "../seed";
import { seededToday, type TestDatabase, type TestDatabaseOptions } from "./test-database";

declare module "vitest" {
  interface ProvidedContext {
    /** This run's template databases (migrated, and migrated plus demo seed) and the name prefix of copies. */
    postgresTemplate: { template: string; demoTemplate: string; demoSeededOn: string; clonePrefix: string };
  }
}

const DROP_SCRIPT = fileURLToPath(new URL("./drop-test-databases.mjs", import.meta.url));

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  return url;
}

function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const pg = (await import("pg")).default;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Synchronous, so that it also works from an `exit` handler. */
function dropDatabasesStartingWith(prefix: string): void {
  const r = spawnSync(process.execPath, [DROP_SCRIPT, adminUrl(), prefix], { stdio: "inherit" });
  if (r.status !== 0) console.warn(`could not drop the test databases ${prefix}* (exit ${r.status})`);
}

/**
 * Vitest globalSetup of the api-postgres project: migrates one template database per run, and copies it into a
 * second one with the demo seed; every test database is a `CREATE DATABASE ... TEMPLATE` copy of one of them.
 * Teardown drops the templates and any copy left behind, and so does an interrupted run on its way out (Vitest
 * exits on Ctrl+C without calling teardown).
 */
export async function setup(project: TestProject): Promise<() => void> {
  const run = `${process.pid}_${randomBytes(3).toString("hex")}`;
  const template = `nyumba_tpl_${run}`;
  const clonePrefix = `nyumba_t_${run}_`;
  const dropAll = () => {
    dropDatabasesStartingWith(clonePrefix);
    dropDatabasesStartingWith(template);
  };
  process.once("exit", dropAll);
  // No connection may stay open on a template, or copying it fails.
  const prepare = async (name: string, work: (database: Database) => Promise<void>) => {
    const database = await openDatabase({ kind: "postgres", url: databaseUrl(name) });
    try {
      await work(database);
    } finally {
      await database.close();
    }
  };
  await adminQuery(`create database ${template}`);
  await prepare(template, migrate);
  const demoTemplate = `${template}_demo`;
  const demoSeededOn = kampalaToday();
  await adminQuery(`create database ${demoTemplate} template ${template}`);
  await prepare(demoTemplate, (database) => seedDemo(database.db));
  project.provide("postgresTemplate", { template, demoTemplate, demoSeededOn, clonePrefix });
  return () => {
    process.off("exit", dropAll);
    dropAll();
  };
}

/**
 * Copies no longer used, dropped in batches: each DROP DATABASE waits for a checkpoint (about a second on a
 * busy machine), and drops running at the same time share one. Teardown drops what is left.
 */
const retired: string[] = [];
const DROP_BATCH = 8;

async function retire(name: string): Promise<void> {
  retired.push(name);
  if (retired.length < DROP_BATCH) return;
  await Promise.all(retired.splice(0).map((n) => adminQuery(`drop database if exists ${n} with (force)`)));
}

/**
 * A fresh PostgreSQL database copied from one of the run's templates (about 0.1 s), empty or with the demo
 * seed; released, it is dropped.
 */
export async function postgresTestDatabase({
  demo = false,
}: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const templates = inject("postgresTemplate");
  const fromDemo = demo && seededToday(templates.demoSeededOn);
  const name = `${templates.clonePrefix}${randomBytes(4).toString("hex")}`;
  await adminQuery(
    `create database ${name} template ${fromDemo ? templates.demoTemplate : templates.template}`,
  );
  const url = databaseUrl(name);
  const database = await openDatabase({ kind: "postgres", url });
  if (demo && !fromDemo) await seedDemo(database.db);
  return {
    database,
    url,
    release: async () => {
      await database.close();
      await retire(name);
    },
  };
}
