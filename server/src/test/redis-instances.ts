import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { noMailer } from "../platform/notify/mailer";
import { RedisRealtime } from "../platform/realtime/redis";
import { createMemoryStorage } from "../platform/storage/storage";
import { pgliteTestDatabase } from "./pglite-template";
import { postgresTestDatabase } from "./postgres-template";
import { listen } from "./sockets";

/** The Redis the tests of several instances use (TEST_REDIS_URL, or the machine's on 127.0.0.1:6379). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** Whether Redis answers; those tests are skipped with one line when it does not. */
export async function redisReachable(): Promise<boolean> {
  const probe = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    retryStrategy: () => null,
  });
  probe.on("error", () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

export interface RedisInstance {
  app: FastifyInstance;
  realtime: RedisRealtime;
  /** The instance's `/ws` URL and the Origin its pages send. */
  url: string;
  origin: string;
}

/** One instance of the app on the database, with its own RedisRealtime under `prefix`, listening on a free port. */
export async function startRedisInstance(
  db: Database,
  prefix: string,
  options: { presenceTtlMs?: number } = {},
): Promise<RedisInstance> {
  const realtime = await RedisRealtime.connect({ url: TEST_REDIS_URL, prefix, ...options });
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_URL: "http://localhost:3000" }),
    db: db.db,
    realtime,
    logger: false,
    storage: createMemoryStorage(),
    mailer: noMailer,
  });
  return { app, realtime, ...(await listen(app)) };
}

/** Deletes what a test run left in Redis under its prefix. */
export async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
}

/**
 * Two instances of the app on one test database sharing one Redis prefix: on PostgreSQL each has its own pool
 * on the same database, as two processes would; on PGlite they share the one in-process database.
 */
export async function startTwoInstances<I extends { app: FastifyInstance }>(
  prefix: string,
  start: (db: Database, prefix: string) => Promise<I>,
) {
  const testDb =
    process.env.TEST_DB === "postgres" ? await postgresTestDatabase() : await pgliteTestDatabase();
  const secondDb = testDb.url ? await openDatabase({ kind: "postgres", url: testDb.url }) : undefined;
  const a = await start(testDb.database, prefix);
  const b = await start(secondDb ?? testDb.database, prefix);
  return {
    testDb,
    a,
    b,
    async close() {
      await a.app.close();
      await b.app.close();
      await secondDb?.close();
      await testDb.release();
      await deleteRedisKeys(prefix);
    },
  };
}
