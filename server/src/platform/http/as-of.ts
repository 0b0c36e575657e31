import type { FastifyInstance } from "fastify";
import { AS_OF_HEADER } from "../../../../common/realtime/catch-up";

/**
 * Every GET answer of the API says when its request began (`X-As-Of`): what was written and published before
 * then is in it. The browser compares the oldest answer it holds with its socket's `ready` event to skip catching
 * up on a first open when nothing was published since (docs/realtime.md, "Catching up").
 */
export function registerAsOfHeader(app: FastifyInstance): void {
  app.addHook("onSend", async (req, reply) => {
    if (req.method === "GET" && req.url.startsWith("/api/"))
      reply.header(AS_OF_HEADER, String(Math.floor(Date.now() - reply.elapsedTime)));
  });
}
