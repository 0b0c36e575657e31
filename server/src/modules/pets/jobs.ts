import { kampalaToday } from "../../../../common/kampala-calendar";
import type { Db } from "../../db/client";
import type { JobHandler } from "../../platform/jobs/runner";
import type { DeliverDeps, MessageDeps } from "../notifications";
import { sendVaccinationReminders } from "./service/reminders";

/** Daily: vaccination booster reminders (service/reminders.ts). */
export const vaccinationRemindersJob: JobHandler<DeliverDeps & MessageDeps & { db: Db }> = async (deps) => {
  await sendVaccinationReminders(deps, kampalaToday());
};

/** The pets module's background jobs, by job name (main.ts registers them with the runner). */
export const petJobHandlers = { "pet-vaccination-reminders": vaccinationRemindersJob };
