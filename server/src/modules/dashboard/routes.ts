import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../../deps";
import { route } from "../../platform/http/route";
import { requestTranslator } from "../../platform/i18n";
import { getDashboard } from "./service";

export const dashboardRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, "dashboard.landlord", ({ caller, query, req }) =>
    getDashboard(deps, caller.id, query.propertyId, requestTranslator(req)),
  );
};
