import type { FastifyPluginAsync } from "fastify";
import { routeUrl } from "../../../../common/contract/route-table";
import { TENANT_DASHBOARD_CALLS } from "../../../../common/dashboard/tenant-calls";
import type { AppDeps } from "../../deps";
import { route } from "../../platform/http/route";

/** Request headers a read runs with: the caller's session and language, nothing else of theirs. */
const FORWARDED = ["cookie", "accept-language", "user-agent"] as const;

/**
 * GET /api/tenant/dashboard: the cards' reads in one round trip for a phone far from the server. Each read runs
 * in-process as its own route (`inject`): the same access check, validation, rate limit and serialization, so
 * each answer is exactly what the route would have said, failures included.
 */
export const tenantDashboardRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app) => {
  route(app, "dashboard.tenant", async ({ req }) => {
    const headers = Object.fromEntries(
      FORWARDED.flatMap((h) => (typeof req.headers[h] === "string" ? [[h, req.headers[h]]] : [])),
    );
    const answers = await Promise.all(
      TENANT_DASHBOARD_CALLS.map(async (call) => {
        const res = await app.inject({
          method: "GET",
          url: routeUrl(call.id, call.input),
          headers,
          remoteAddress: req.ip,
        });
        return { id: call.id, status: res.statusCode, body: res.json() as unknown };
      }),
    );
    return { answers };
  });
};
