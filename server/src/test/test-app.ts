import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import type { Database } from "../db/client";
import type { MailMessage } from "../platform/notify/mailer";
import type { SocketServerOptions } from "../platform/realtime/socket-server";
import { uploadsStorage } from "../platform/storage/local-disk";
import { createMemoryStorage, type Storage } from "../platform/storage/storage";
import { pgliteTestDatabase } from "./pglite-template";
import { postgresTestDatabase } from "./postgres-template";
import { TestClient } from "./test-client";
import type { TestDatabaseOptions } from "./test-database";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Every email the app tried to send (the outbox's tries); none with SMTP_URL (the fake server has them). */
  mails: MailMessage[];
  /** Everything the app logged, one JSON line each. */
  logs: string[];
  /** Uploaded files: on disk under the DATA_DIR a test passes, else in memory (never in ./data). */
  storage: Storage;
  client(): TestClient;
  close(): Promise<void>;
}

/** A database of its own per call, with the run's migrations (see vitest.config.ts and docs/decisions/0012). */
const freshDatabase = (options: TestDatabaseOptions) =>
  process.env.TEST_DB === "postgres" ? postgresTestDatabase(options) : pgliteTestDatabase(options);

export async function createTestApp(
  env: Record<string, string> = {},
  opts: TestDatabaseOptions & {
    deliverMail?: boolean;
    clientRoot?: string;
    sockets?: SocketServerOptions;
  } = {},
): Promise<TestApp> {
  const { database, release } = await freshDatabase({ demo: opts.demo });
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
    sockets: opts.sockets,
    // With SMTP_URL (a test's fake SMTP server) the real mailer; otherwise one that records every email and answers
    // as a mail server that took it with deliverMail, else as none at all (so codes come back on screen, as in
    // development without SMTP).
    mailer: env.SMTP_URL
      ? undefined
      : {
          enabled: true,
          send: async (m) => {
            mails.push(m);
            return opts.deliverMail ? { outcome: "sent" } : { outcome: "none" };
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
      await release();
    },
  };
}
