import type { Db } from "../../db/client";
import type { JobHandler } from "../jobs/runner";
import { deleteExpiredSessions } from "./session";

/** Daily: sessions past their expiry are deleted (a request with one is refused anyway; the rows would pile up). */
export const deleteExpiredSessionsJob: JobHandler<{ db: Db }> = async (deps) => {
  await deleteExpiredSessions(deps.db);
};

/** The sign-in layer's background jobs, by job name. */
export const sessionJobHandlers = { "delete-expired-sessions": deleteExpiredSessionsJob };
