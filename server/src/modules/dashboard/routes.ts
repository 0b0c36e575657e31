import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../../deps";
import { route } from "../../platform/http/route";
import { getDashboard } from "./service";

export const dashboardRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, "dashboard.landlord", ({ caller, query }) => getDashboard(deps, caller.id, query.propertyId));
};
