import type { FastifyPluginAsync } from "fastify";
import { TENANT_DASHBOARD_CALLS } from "../../../../common/dashboard/tenant-calls";
import { withReadMemo } from "../../db/read-memo";
import type { AppDeps } from "../../deps";
import { runInProcess } from "../../platform/http/in-process";
import { route } from "../../platform/http/route";

/**
 * GET /api/tenant/dashboard: the cards' reads in one round trip for a phone far from the server. Each read is its
 * own route run in-process (`runInProcess`): the same access check, validation and encoding, on the caller this
 * request's session already found (lookups they share read once: withReadMemo), so each answer is what the route would have said, failures included.
 */
export const tenantDashboardRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app) => {
  route(app, "dashboard.tenant", async ({ req, reply }) => {
    const answers = await withReadMemo(() =>
      Promise.all(
        TENANT_DASHBOARD_CALLS.map(async (call) => ({
          id: call.id,
          ...(await runInProcess(app, call.id, "query" in call.input ? call.input : {}, req, reply)),
        })),
      ),
    );
    return { answers };
  });
};
