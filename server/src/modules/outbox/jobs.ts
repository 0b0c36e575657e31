import type { JobHandler } from "../../platform/jobs/runner";
import type { Outbox } from "./service/sender";

/**
 * Every minute, on every instance: the outbox's due messages get their try (retries, what the quiet hours held
 * back, and what a process that died after its commit never sent).
 */
export const deliverOutboxJob: JobHandler<{ outbox: Outbox }> = async (deps) => {
  await deps.outbox.drain();
};

export const outboxJobHandlers = { "deliver-outbox": deliverOutboxJob };
