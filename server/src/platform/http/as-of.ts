import type { FastifyInstance } from "fastify";
import { AS_OF_HEADER } from "../../../../common/realtime/catch-up";

declare module "fastify" {
  interface FastifyRequest {
    /** When the request began (server time, ms since the epoch). */
    startedAt: number;
  }
}

/**
 * Every GET answer of the API says when its request began (`X-As-Of`): what was written and published before
 * then is in it. The browser compares the oldest answer it holds with its socket's `ready` event to skip catching
 * up on a first open when nothing was published since (docs/realtime.md, "Catching up"). The start is taken in
 * the first hook: `reply.elapsedTime` is 0 when the app runs without a logger.
 */
export function registerAsOfHeader(app: FastifyInstance): void {
  app.decorateRequest("startedAt", 0);
  app.addHook("onRequest", async (req) => {
    req.startedAt = Date.now();
  });
  app.addHook("onSend", async (req, reply) => {
    if (req.method === "GET" && req.url.startsWith("/api/"))
      reply.header(AS_OF_HEADER, String(req.startedAt));
  });
}
