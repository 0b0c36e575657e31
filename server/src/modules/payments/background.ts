import type { FastifyInstance } from "fastify";
import { type SettleDeps, type SettleSource, settlePayment } from "./service/settle";

/**
 * Settles payments off the request path (a provider callback answers 200 at once; the sandbox page's decision
 * settles a moment later, as a real provider's callback would). Timers and running settles belong to the app:
 * on close the timers are dropped (the reconcile job picks those payments up) and running settles finish.
 */
export function backgroundSettler(app: FastifyInstance, deps: SettleDeps) {
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();

  function run(reference: string, source: SettleSource): void {
    const job = settlePayment(deps, reference, source, app.log)
      .catch((err) => app.log.error({ err, reference, source }, "background settle failed"))
      .finally(() => running.delete(job));
    running.add(job);
  }

  app.addHook("onClose", async () => {
    for (const t of timers) clearTimeout(t);
    timers.clear();
    await Promise.allSettled([...running]);
  });

  return {
    now: run,
    later(reference: string, source: SettleSource, delayMs: number): void {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run(reference, source);
      }, delayMs);
      timers.add(timer);
    },
  };
}
