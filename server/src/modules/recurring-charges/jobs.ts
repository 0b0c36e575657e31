import { kampalaToday } from "../../../../common/kampala-calendar";
import type { Db } from "../../db/client";
import type { JobHandler } from "../../platform/jobs/runner";
import { postRecurringCharges } from "./posting";

/**
 * The daily job that posts charges, with the recurring charges after rent's (main.ts registers it as
 * `generate-charges`; rent does not know this module): every active lease gets the recurring charges due by today
 * plus the next one, exactly once, so reruns are free.
 */
export const withRecurringCharges =
  <D extends { db: Db }>(rentJob: JobHandler<D>): JobHandler<D> =>
  async (deps, payload, job) => {
    await rentJob(deps, payload, job);
    await postRecurringCharges(deps.db, { today: kampalaToday() });
  };
