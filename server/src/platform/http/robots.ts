import type { FastifyInstance } from "fastify";

/** Public pages may be indexed; the API and the payment sandbox pages may not. */
export const ROBOTS_TXT = ["User-agent: *", "Disallow: /api/", "Disallow: /pay/", ""].join("\n");

export function registerRobotsTxt(app: FastifyInstance): void {
  app.get("/robots.txt", { schema: { hide: true } }, async (_req, reply) =>
    reply.header("cache-control", "public, max-age=86400").type("text/plain; charset=utf-8").send(ROBOTS_TXT),
  );
}
