import type { FastifyInstance, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Resolves when no request is being handled any more, or after `timeoutMs`. `close()` waits only for open
     * connections: a handler whose client went away keeps running, so shutdown waits for this before the
     * database closes under it.
     */
    drainRequests(timeoutMs: number): Promise<void>;
  }
}

const kLeave = Symbol("leave in-flight");

/**
 * A request whose reply is never sent through Fastify (a WebSocket upgrade, once the socket is handed to its
 * handler) stops counting as in flight here; otherwise shutdown would wait out drainRequests' timeout.
 */
export function leaveInFlight(req: FastifyRequest): void {
  (req as FastifyRequest & { [kLeave]?: () => void })[kLeave]?.();
}

/** Counts requests from their first hook until their reply is sent (or handed to a destroyed socket). */
export function registerInFlightTracking(app: FastifyInstance): void {
  let inFlight = 0;
  let waiters: (() => void)[] = [];
  app.addHook("onRequest", async (req) => {
    inFlight += 1;
    let counted = true;
    (req as FastifyRequest & { [kLeave]?: () => void })[kLeave] = () => {
      if (!counted) return;
      counted = false;
      inFlight = Math.max(0, inFlight - 1);
      if (inFlight === 0) {
        for (const wake of waiters) wake();
        waiters = [];
      }
    };
  });
  app.addHook("onSend", async (req) => {
    leaveInFlight(req);
  });
  app.decorate("drainRequests", (timeoutMs: number) => {
    if (inFlight === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  });
}
