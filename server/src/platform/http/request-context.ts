import { AsyncLocalStorage, AsyncResource } from "node:async_hooks";
import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * What caused the work under way: a request (its id, and its logger, which names the id on every line) or a
 * background job (`job:<name>:<id>`). Code far from the route (a service, the outbox) logs a failure with it and
 * stores the id with what it queues, so a line in the log leads back to the request that caused it.
 */
export interface WorkContext {
  id: string;
  /** A request's logger names the request on every line; a job's is the app's. */
  log?: WorkLog;
}

/** What a failure is logged on (pino's loggers are). */
export interface WorkLog {
  warn(obj: object, msg?: string): void;
}

const storage = new AsyncLocalStorage<WorkContext>();
const resources = new WeakMap<FastifyRequest, AsyncResource>();

/** The context of the request or job under way; undefined outside both (scripts, start-up). */
export const currentWork = (): WorkContext | undefined => storage.getStore();

/** Runs `fn` (a job, a test) in a context of its own. */
export const runInContext = <T>(context: WorkContext, fn: () => T): T => storage.run(context, fn);

/**
 * Every request runs in its context from its first hook to its last. Node runs the body's parsing and what follows
 * it from the socket's events, outside the context `onRequest` entered: `preValidation` enters it again through an
 * async resource made inside it (as @fastify/request-context does).
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook("onRequest", (req, _reply, done) => {
    storage.run({ id: req.id, log: req.log }, () => {
      const resource = new AsyncResource("nyumba-request");
      resources.set(req, resource);
      resource.runInAsyncScope(done);
    });
  });
  app.addHook("preValidation", (req, _reply, done) => {
    const resource = resources.get(req);
    if (resource) resource.runInAsyncScope(done);
    else done();
  });
}

/**
 * Logs a failure that is not the request's answer (a push, a message, work after the answer) at `warn`, naming the
 * request or job that caused it; outside both, on `fallback`, else on stderr. Never throws.
 */
export function logFailure(err: unknown, message: string, fields: object = {}, fallback?: WorkLog) {
  const work = currentWork();
  const log = work?.log ?? fallback;
  const line = {
    ...fields,
    requestId: work?.id ?? null,
    err: err instanceof Error ? err.message : String(err),
  };
  if (log) log.warn(line, message);
  else console.warn(message, line);
}
