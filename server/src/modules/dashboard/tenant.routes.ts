import type { FastifyPluginAsync } from "fastify";
import { methodAndPath } from "../../../../common/contract/route-table";
import { TENANT_DASHBOARD_CALLS } from "../../../../common/dashboard/tenant-calls";
import type { AppDeps } from "../../deps";
import { route } from "../../platform/http/route";

/** The URL of a read of the list: its route's path and query (none of them has path parameters). */
function urlOf({ id, input }: (typeof TENANT_DASHBOARD_CALLS)[number]): string {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries("query" in input ? input.query : {})) query.append(k, String(v));
  const qs = query.toString();
  return qs ? `${methodAndPath(id).path}?${qs}` : methodAndPath(id).path;
}

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
        const res = await app.inject({ method: "GET", url: urlOf(call), headers, remoteAddress: req.ip });
        return { id: call.id, status: res.statusCode, body: res.json() as unknown };
      }),
    );
    return { answers };
  });
};
