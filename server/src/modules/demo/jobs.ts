import type { Db } from "../../db/client";
import type { JobHandler } from "../../platform/jobs/runner";
import type { Storage } from "../../platform/storage/storage";
import { deleteDemoWorlds } from "../../seed/worlds";

/**
 * Hourly: deletes the demo worlds that have ended, in batches (their accounts' sessions go with them), and
 * their files that nothing else refers to.
 */
export const deleteExpiredDemoWorldsJob: JobHandler<{
  db: Db;
  storage: Storage;
  log?: { info(obj: object, msg?: string): void };
}> = async (deps) => {
  const deleted = await deleteDemoWorlds(deps.db, deps.storage, { expiredBy: new Date() });
  if (deleted) deps.log?.info({ deleted }, "deleted expired demo worlds");
};

/** The demo module's background jobs, by job name. */
export const demoJobHandlers = { "delete-expired-demo-worlds": deleteExpiredDemoWorldsJob };
