import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { landlordPaymentsQuery, landlordPaymentsResponse } from "../../../../common/schemas/rent";
import type { AppDeps } from "../../deps";
import { requireRole } from "../../platform/auth/guards";
import { responses } from "../../platform/http/schema";
import { landlordPayments, landlordPaymentsCsv } from "./history.service";

/** The landlord's payments of a property: a page at a time, or all of them as CSV. */
export const landlordPaymentRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/api/landlord/payments",
    {
      schema: {
        tags: ["payments"],
        querystring: landlordPaymentsQuery,
        response: responses({ 200: landlordPaymentsResponse }),
      },
    },
    async (req) => landlordPayments(deps, requireRole(req, "landlord").id, req.query),
  );

  app.get(
    "/api/landlord/payments.csv",
    {
      schema: {
        tags: ["payments"],
        querystring: landlordPaymentsQuery.omit({ cursor: true, limit: true }),
        produces: ["text/csv"],
      },
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (req, reply) => {
      const { csv, filename } = await landlordPaymentsCsv(deps, requireRole(req, "landlord").id, req.query);
      return reply
        .header("cache-control", "private, no-store")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .type("text/csv; charset=utf-8")
        .send(csv);
    },
  );
};
