import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyServerOptions } from "fastify";

/** What a proxy's id may look like: short, and nothing that could break a log line or a header. */
const SAFE_ID = /^[\w.:-]{1,128}$/;

/**
 * Every request gets an id: the trusted proxy's X-Request-Id when there is one (so a request can be followed
 * from the proxy's log to ours), else a new UUID. Pino logs it with every line of the request.
 */
export function requestIdOptions(
  trustProxy: boolean,
): Pick<FastifyServerOptions, "genReqId" | "requestIdHeader"> {
  return {
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = trustProxy ? req.headers["x-request-id"] : undefined;
      return typeof incoming === "string" && incoming.length <= 128 && SAFE_ID.test(incoming)
        ? incoming
        : randomUUID();
    },
  };
}

/** Every answer names its request (X-Request-Id), so a person can quote it to support; error bodies carry it too. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook("onSend", async (req, reply) => {
    reply.header("x-request-id", req.id);
  });
}
