import type { Db } from "../../db/client";
import type { JobHandler } from "../../platform/jobs/runner";
import type { SmsSender } from "../../platform/sms/sender";
import { deliverDueSms } from "./service/outbox";

/** Every minute: the outbox's due messages (retries, and what the quiet hours held back) get their try. */
export const deliverSmsJob: JobHandler<{ db: Db; sms: SmsSender | null }> = async (deps) => {
  await deliverDueSms(deps);
};

export const smsJobHandlers = { "deliver-sms": deliverSmsJob };
