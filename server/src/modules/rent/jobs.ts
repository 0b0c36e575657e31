import type { Db } from "../../db/client";
import type { JobHandler } from "../../platform/jobs/runner";
import { kampalaToday } from "./dates";
import { generateRentCharges } from "./ledger";

/** Daily: every active lease gets its charges due by today plus the next one (exactly-once, so reruns are free). */
export const generateChargesJob: JobHandler<{ db: Db }> = async (deps) => {
  await generateRentCharges(deps.db, { today: kampalaToday() });
};

/** The rent module's background jobs, by job name (main.ts registers them with the runner). */
export const rentJobHandlers = { "generate-charges": generateChargesJob };
