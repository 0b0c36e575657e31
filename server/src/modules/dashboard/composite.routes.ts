import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { RouteId } from "../../../../common/contract/route-table";
import { landlordDashboardCalls } from "../../../../common/dashboard/landlord-calls";
import { TENANT_DASHBOARD_CALLS } from "../../../../common/dashboard/tenant-calls";
import type { LandlordDashboard } from "../../../../common/schemas/dashboard";
import { withReadMemo } from "../../db/read-memo";
import type { AppDeps } from "../../deps";
import { runInProcess } from "../../platform/http/in-process";
import { route } from "../../platform/http/route";

interface Call {
  id: RouteId;
  input: { query?: unknown };
}

/** A call run in-process, answered with its id. */
const answerOf = async (app: FastifyInstance, call: Call, req: FastifyRequest, reply: FastifyReply) => ({
  id: call.id,
  ...(await runInProcess(app, call.id, call.input, req, reply)),
});

/** Each call run in-process at once. */
const answersOf = (app: FastifyInstance, calls: readonly Call[], req: FastifyRequest, reply: FastifyReply) =>
  Promise.all(calls.map((call) => answerOf(app, call, req, reply)));

/**
 * A dashboard's reads in one round trip for a phone far from the server. Each read is its own route run
 * in-process (`runInProcess`): the same access check, validation and encoding, on the caller this request's
 * session already found (lookups they share read once: withReadMemo), so each answer is what the route would
 * have said, failures included.
 *
 * GET /api/tenant/dashboard: the tenant dashboard's cards. GET /api/landlord/dashboard/all: the dashboard of the
 * landlord's selected property (GET /api/landlord/dashboard without propertyId), then its cards' reads for the
 * property it names; when the dashboard fails (no property selected), that answer alone.
 */
export const compositeDashboardRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app) => {
  route(app, "dashboard.tenant", async ({ req, reply }) => ({
    answers: await withReadMemo(() => answersOf(app, TENANT_DASHBOARD_CALLS, req, reply)),
  }));

  route(app, "dashboard.landlordAll", async ({ req, reply }) => {
    const answers = await withReadMemo(async () => {
      const dashboard = await answerOf(app, { id: "dashboard.landlord", input: {} }, req, reply);
      if (dashboard.status !== 200) return [dashboard];
      const { property, rent } = dashboard.body as LandlordDashboard;
      const calls = landlordDashboardCalls(property.id, { proofsWaiting: rent.paymentsToVerify > 0 });
      return [dashboard, ...(await answersOf(app, calls, req, reply))];
    });
    return { answers };
  });
};
