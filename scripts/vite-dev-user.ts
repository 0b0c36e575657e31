import { readFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import type { Plugin } from "vite";
import { withBootstrappedUser } from "../server/src/platform/http/app-shell";

/**
 * The page's HTML in development as the server writes it (static-client.ts): with the signed-in user's JSON, or
 * `null` for a visitor, so the client does not ask `GET /api/auth/user` for a visitor's 401 (a console error on
 * every public page) and starts from the same place as in production. The user is the API's answer for the
 * request's cookies; when the API does not answer, Vite serves index.html as it is and the client asks itself.
 */
export function devBootstrappedUser(indexHtml: string, apiOrigin: string): Plugin {
  return {
    name: "nyumba-dev-user",
    apply: "serve",
    configureServer(server) {
      // After Vite's own middlewares and its SPA fallback (every screen's path is then /index.html), before
      // Vite serves that file.
      return () => {
        server.middlewares.use(async (req, res, next) => {
          if (req.method !== "GET" || req.url !== "/index.html") return next();
          const user = await userOf(req, apiOrigin);
          if (user === undefined) return next();
          try {
            const url = req.originalUrl ?? "/";
            const html = await server.transformIndexHtml(url, readFileSync(indexHtml, "utf8"), url);
            res.setHeader("content-type", "text/html; charset=utf-8");
            res.setHeader("cache-control", "no-cache");
            res.end(withBootstrappedUser(html, user));
          } catch (e) {
            next(e);
          }
        });
      };
    },
  };
}

/** The API's `GET /api/auth/user` for the request's cookies: null when signed out, undefined when it fails. */
async function userOf(req: IncomingMessage, apiOrigin: string): Promise<unknown> {
  try {
    const res = await fetch(`${apiOrigin}/api/auth/user`, {
      headers: { cookie: req.headers.cookie ?? "" },
      signal: AbortSignal.timeout(5000),
    });
    if (res.status === 401) return null;
    return res.ok ? await res.json() : undefined;
  } catch {
    return undefined;
  }
}
