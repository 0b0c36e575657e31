import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { migrate } from "../db/migrate";
import type { MailMessage } from "../platform/notify/mailer";
import { uploadsStorage } from "../platform/storage/local-disk";
import { createMemoryStorage, type Storage } from "../platform/storage/storage";
import { TestClient } from "./test-client";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Every email the app tried to send. */
  mails: MailMessage[];
  /** Everything the app logged, one JSON line each. */
  logs: string[];
  /** Uploaded files: on disk under the DATA_DIR a test passes, else in memory (never in ./data). */
  storage: Storage;
  client(): TestClient;
  close(): Promise<void>;
}

/** A fresh database (PGlite in memory, or a throwaway PostgreSQL database) per call. */
let migratedPglite: Promise<Blob> | undefined;

/** Opening PGlite and migrating is slow: do it once per test worker and start each test from its dump. */
async function migratedPgliteDump(): Promise<Blob> {
  migratedPglite ??= (async () => {
    const template = await openDatabase({ kind: "pglite" });
    await migrate(template);
    // biome-ignore lint/suspicious/noExplicitAny: the PGlite client behind drizzle
    const dump = (await (template.db as any).$client.dumpDataDir("none")) as Blob;
    await template.close();
    return dump;
  })();
  return migratedPglite;
}

async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DB !== "postgres") {
    const database = await openDatabase({ kind: "pglite", loadDataDir: await migratedPgliteDump() });
    return { database, drop: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const pg = (await import("pg")).default;
  const name = `nyumba_t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString() });
  return {
    database,
    drop: async () => {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

export async function createTestApp(
  env: Record<string, string> = {},
  opts: { deliverMail?: boolean; clientRoot?: string } = {},
): Promise<TestApp> {
  const { database, drop } = await freshDatabase();
  if (database.kind === "postgres") await migrate(database);
  const mails: MailMessage[] = [];
  const logs: string[] = [];
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "info",
    PUBLIC_URL: "http://localhost:3000",
    ...env,
  });
  const storage = env.DATA_DIR ? uploadsStorage(config) : createMemoryStorage();
  const app = await buildApp({
    config,
    db: database.db,
    storage,
    clientRoot: opts.clientRoot,
    mailer: {
      send: async (m) => {
        mails.push(m);
        return opts.deliverMail ?? false;
      },
    },
    logStream: new Writable({
      write(chunk, _enc, cb) {
        logs.push(String(chunk));
        cb();
      },
    }),
  });
  await app.ready();
  return {
    app,
    database,
    mails,
    logs,
    storage,
    client: () => new TestClient(app),
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
