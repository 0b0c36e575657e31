import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { isFreshDataDir, prepareDataDirInChild } from "./db/first-start";
import { migrate } from "./db/migrate";
import { accountJobHandlers } from "./modules/account/jobs";
import { demoJobHandlers } from "./modules/demo/jobs";
import { outboxJobHandlers } from "./modules/outbox/jobs";
import { paymentJobHandlers } from "./modules/payments/jobs";
import { petJobHandlers } from "./modules/pets/jobs";
import { withRecurringCharges } from "./modules/recurring-charges";
import { rentJobHandlers } from "./modules/rent/jobs";
import { rentalTaxJobHandlers } from "./modules/rental-tax/jobs";
import { sessionJobHandlers } from "./platform/auth/jobs";
import { type JobHandlers, startJobRunner } from "./platform/jobs/runner";
import { enqueueScheduledJobs, SCHEDULES } from "./platform/jobs/schedule";
import { RedisRealtime } from "./platform/realtime/redis";
import { uploadsStorage } from "./platform/storage/local-disk";
import { seedIfEmpty } from "./seed";

async function main() {
  const started = Date.now();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  // A new embedded database is created, migrated and seeded in a child process, whose memory goes when it exits.
  let seeded = false;
  if (!config.databaseUrl && isFreshDataDir(config.dataDir)) ({ seeded } = await prepareDataDirInChild());
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl }
      : { kind: "pglite", dataDir: config.dataDir },
  );
  await migrate(database);
  const storage = uploadsStorage(config);
  if (config.demoMode && (await seedIfEmpty(database.db, { storage }))) seeded = true;

  // With REDIS_URL the sockets' events, presence and rate limits are shared with the other instances.
  let realtime: RedisRealtime | undefined;
  if (config.redis) {
    try {
      realtime = await RedisRealtime.connect(config.redis);
    } catch (err) {
      console.error((err as Error).message);
      await database.close();
      process.exit(1);
    }
  }
  const app = await buildApp({ config, db: database.db, storage, realtime });
  // Background jobs of the modules, by name; each recurring one in SCHEDULES runs when it has a handler here.
  // The reconcile job settles payments too: it uses the app's providers and sends the same payment emails.
  const jobDeps = { ...app.deps, log: app.log };
  const jobHandlers: JobHandlers<typeof jobDeps> = {
    ...rentJobHandlers,
    // One daily job posts every charge of the accounts: rent (with pets'), then the recurring charges.
    "generate-charges": withRecurringCharges(rentJobHandlers["generate-charges"]),
    ...paymentJobHandlers,
    ...petJobHandlers,
    ...demoJobHandlers,
    ...sessionJobHandlers,
    ...accountJobHandlers,
    ...outboxJobHandlers,
    ...rentalTaxJobHandlers,
  };
  let jobRunner: { stop(): Promise<void> } | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    await jobRunner?.stop();
    // close() stops accepting connections and waits for open ones; handlers of requests whose clients went
    // away may still be running, so wait for them (at most 10 s) before the database closes.
    await app.close();
    await app.drainRequests(10_000);
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  let announced = false;
  await app.listen({
    port: config.port,
    host: config.host,
    // One line with the URL to open, whatever interfaces the server listens on.
    listenTextResolver: (address) => {
      if (announced) return `also listening on ${address}`;
      announced = true;
      const port = new URL(address).port;
      return `Nyumba is running at http://localhost:${port} (${database.kind}${seeded ? ", demo data seeded" : ""}, started in ${Date.now() - started} ms)`;
    },
  });
  const scheduled = SCHEDULES.filter((s) => jobHandlers[s.name]);
  if (!closing) {
    // What a process that died after its commit left unsent goes now, not at the next minute's job.
    void app.deps.outbox.drain();
    jobRunner = startJobRunner(jobDeps, jobHandlers, {
      intervalMs: 5000,
      beforeRound: async () => {
        await enqueueScheduledJobs(database.db, scheduled);
      },
      log: app.log,
    });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
