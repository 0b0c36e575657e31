import type { FastifyInstance } from "fastify";
import type { Config } from "../../config";
import { forbidden } from "../errors";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Cross-site request forgery guard: a state-changing API request that carries an Origin must come from
 * our own origin (the public URL or the Host it was sent to). Requests without Origin are not from a
 * browser page and carry no ambient cookies of a victim's tab.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config): void {
  const publicOrigin = new URL(config.publicUrl).origin;
  app.addHook("onRequest", async (req) => {
    if (!UNSAFE.has(req.method) || !req.url.startsWith("/api/")) return;
    const origin = req.headers.origin;
    if (!origin) return;
    if (origin === publicOrigin) return;
    const host = req.headers.host;
    if (host && (origin === `http://${host}` || origin === `https://${host}`)) return;
    throw forbidden("This request came from another site and was refused.", "BAD_ORIGIN");
  });
}
