import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dashboardQuery, landlordDashboard } from "../../../../common/schemas/dashboard";
import type { AppDeps } from "../../deps";
import { requireRole } from "../../platform/auth/guards";
import { responses } from "../../platform/http/schema";
import { getDashboard } from "./service";

export const dashboardRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook("preValidation", async (req) => {
    requireRole(req, "landlord");
  });

  app.get(
    "/api/landlord/dashboard",
    {
      schema: {
        tags: ["dashboard"],
        querystring: dashboardQuery,
        response: responses({ 200: landlordDashboard }),
      },
    },
    async (req) => getDashboard(deps, requireRole(req, "landlord").id, req.query.propertyId),
  );
};
