import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { acceptApplicationInput, applicationSchema } from "../../../../common/schemas/applications";
import { leaseSchema } from "../../../../common/schemas/leases";
import { uuidParam } from "../../../../common/schemas/shared";
import type { AppDeps } from "../../deps";
import { requireRole } from "../../platform/auth/guards";
import { responses } from "../../platform/http/schema";
import { acceptApplication, declineApplication, listApplications } from "./applications.service";

export const applicationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/api/landlord/applications",
    {
      schema: {
        tags: ["applications"],
        querystring: z.object({ propertyId: z.coerce.number().int().positive().optional() }),
        response: responses({ 200: z.array(applicationSchema) }),
      },
    },
    async (req) => listApplications(deps, requireRole(req, "landlord").id, req.query.propertyId),
  );

  app.post(
    "/api/landlord/applications/:id/accept",
    {
      schema: {
        tags: ["applications"],
        params: uuidParam,
        body: acceptApplicationInput,
        response: responses({ 200: leaseSchema }),
      },
    },
    async (req) => acceptApplication(deps, requireRole(req, "landlord").id, req.params.id, req.body),
  );

  app.post(
    "/api/landlord/applications/:id/decline",
    {
      schema: { tags: ["applications"], params: uuidParam, response: responses({ 200: applicationSchema }) },
    },
    async (req) => declineApplication(deps, requireRole(req, "landlord").id, req.params.id),
  );
};
