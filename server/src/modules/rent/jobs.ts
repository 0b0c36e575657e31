import { kampalaToday } from "../../../../common/kampala-calendar";
import type { Db } from "../../db/client";
import type { JobHandler } from "../../platform/jobs/runner";
import type { DeliverDeps, MessageDeps } from "../notifications";
import { generateRentCharges } from "./charges";
import { sendRentReminders } from "./service/reminders";

/** Daily: every active lease gets its charges due by today plus the next one (exactly-once, so reruns are free). */
export const generateChargesJob: JobHandler<{ db: Db }> = async (deps) => {
  await generateRentCharges(deps.db, { today: kampalaToday() });
};

/** Daily: rent reminders, in the app, by email and by SMS (service/reminders.ts). */
export const rentRemindersJob: JobHandler<DeliverDeps & MessageDeps & { db: Db }> = async (deps) => {
  await sendRentReminders(deps, kampalaToday());
};

/** The rent module's background jobs, by job name (main.ts registers them with the runner). */
export const rentJobHandlers = { "generate-charges": generateChargesJob, "rent-reminders": rentRemindersJob };
