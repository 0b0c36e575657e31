import type { FastifyInstance, FastifyRequest } from "fastify";
import { msg } from "../../../../common/i18n/message";
import type { Config } from "../../config";
import { CHALLENGE_COOKIE, SESSION_COOKIE, SIGNUP_COOKIE } from "../auth/cookies";
import { forbidden } from "../errors";

export const STATE_CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** The cookies that make a request act for someone: session, sign-up ticket, passkey challenge. */
const CREDENTIAL_COOKIES = [SESSION_COOKIE, SIGNUP_COOKIE, CHALLENGE_COOKIE];

export const FOREIGN_ORIGIN = msg("errors.BAD_ORIGIN");
export const ORIGIN_REQUIRED = msg("errors.ORIGIN_REQUIRED");

/** Whether an Origin header names us: the public URL's origin, or the Host the request was sent to. */
export function ourOrigin(config: Config): (origin: string, req: FastifyRequest) => boolean {
  const publicOrigin = new URL(config.publicUrl).origin;
  return (origin, req) => {
    if (origin === publicOrigin) return true;
    const host = req.headers.host;
    return Boolean(host && (origin === `http://${host}` || origin === `https://${host}`));
  };
}

/**
 * Cross-site request forgery guard for state-changing `/api` requests:
 * - one that carries an Origin must come from our own origin (the public URL, or the Host it was sent to);
 * - one authenticated by a cookie must prove it comes from our own pages: an Origin as above, or
 *   `Sec-Fetch-Site: same-origin` (browsers send one or both on every such request, so only a forged or
 *   non-browser request lacks them);
 * - one without any of our cookies (a provider's callback, a script) acts for nobody and may omit both.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config): void {
  const isOurs = ourOrigin(config);
  app.addHook("onRequest", async (req) => {
    // The matched route, not req.url: an absolute-form request target ("POST http://host/api/...") is routed too.
    const path = req.routeOptions.url ?? req.url;
    if (!STATE_CHANGING_METHODS.has(req.method) || !path.startsWith("/api/")) return;
    const origin = req.headers.origin;
    if (origin !== undefined) {
      if (isOurs(origin, req)) return;
      throw forbidden(FOREIGN_ORIGIN, "BAD_ORIGIN");
    }
    if (!CREDENTIAL_COOKIES.some((name) => req.cookies[name] !== undefined)) return;
    if (req.headers["sec-fetch-site"] === "same-origin") return;
    throw forbidden(ORIGIN_REQUIRED, "ORIGIN_REQUIRED");
  });
}
