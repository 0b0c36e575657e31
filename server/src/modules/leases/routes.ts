import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  endLeaseInput,
  invitationInfo,
  leaseCreateInput,
  leaseCreateResponse,
  leaseSchema,
} from "../../../../common/schemas/leases";
import { uuidParam } from "../../../../common/schemas/shared";
import type { AppDeps } from "../../deps";
import { requireRole } from "../../platform/auth/guards";
import { responses } from "../../platform/http/schema";
import { getInvitationInfo } from "./invitations.service";
import { createLease, endLease } from "./leases.service";

export const leaseRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    "/api/landlord/leases",
    {
      schema: { tags: ["leases"], body: leaseCreateInput, response: responses({ 201: leaseCreateResponse }) },
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
    },
    async (req, reply) => {
      const landlord = requireRole(req, "landlord");
      return reply.code(201).send(await createLease(deps, landlord.id, req.body));
    },
  );

  app.post(
    "/api/landlord/leases/:id/end",
    {
      schema: {
        tags: ["leases"],
        params: uuidParam,
        // An empty body means the default: the unit needs work before the next tenant.
        body: endLeaseInput.default({ readiness: "needs_work" }),
        response: responses({ 200: leaseSchema }),
      },
    },
    async (req) => {
      const landlord = requireRole(req, "landlord");
      return endLease(deps, landlord.id, req.params.id, req.body.readiness);
    },
  );

  // Public: the sign-up screens show whose invitation it is. The code is 256 bits; the limit is for load.
  app.get(
    "/api/invitations/:code",
    {
      schema: {
        tags: ["leases"],
        params: z.object({ code: z.string().trim().min(1).max(200) }),
        response: responses({ 200: invitationInfo }),
      },
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
    },
    async (req) => getInvitationInfo(deps.db, req.params.code),
  );
};
