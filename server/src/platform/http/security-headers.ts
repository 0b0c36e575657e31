import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * The headers helmet sets with these options, computed once: helmet builds them from its options (parsing the
 * Content-Security-Policy directives) and sets the same values on every response.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let called = false;
  helmet(options)({} as never, res as never, (err?: unknown) => {
    if (err) throw err;
    called = true;
  });
  if (!called) throw new Error("helmet did not set its headers synchronously");
  return headers;
}

/** The service worker's script: a worker runs under the policy its own script came with. */
const WORKER_SCRIPTS = new Set(["/sw.js"]);

/**
 * helmet's security headers on every response, set by one synchronous hook from values computed at start-up;
 * the Content-Security-Policy only on HTML documents and the service worker's script (what it governs: what a
 * page or a worker may load), not on JSON, scripts or images.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const { "content-security-policy": csp, ...common } = securityHeaders(options);
  const names = Object.keys(common);
  const values = Object.values(common);
  app.addHook("onRequest", (_req, reply, done) => {
    for (let i = 0; i < names.length; i++) reply.header(names[i]!, values[i]!);
    done();
  });
  if (csp === undefined) return;
  app.addHook("onSend", (req, reply, payload, done) => {
    const type = reply.getHeader("content-type");
    if (
      (typeof type === "string" && type.startsWith("text/html")) ||
      WORKER_SCRIPTS.has(req.url.split("?")[0]!)
    )
      reply.header("content-security-policy", csp);
    done(null, payload);
  });
}
