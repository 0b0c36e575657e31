import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { requestLocale } from "../i18n";

/**
 * Every JSON answer of the API names the language its words are in (`Content-Language`: the signed-in account's,
 * else the request's Accept-Language; requestLocale). The service worker keeps the answers it caches for offline
 * use per language (client/public/sw.js), so that a screen opened offline shows the language the person uses now
 * rather than the one in use when the answer was kept.
 */
export function registerContentLanguage(app: FastifyInstance): void {
  app.addHook("onSend", async (req, reply) => {
    const type = reply.getHeader("content-type");
    if (typeof type === "string" && type.startsWith("application/json") && req.url.startsWith("/api/"))
      nameLanguage(req, reply);
  });
}

/** Names the answer's language; also for Fastify's refusals before any route, which run no hook (app.ts). */
export function nameLanguage(req: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.header("content-language", requestLocale(req));
}
