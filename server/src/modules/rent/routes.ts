import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { rentPaymentSchema, rentSummarySchema } from "../../../../common/schemas/rent";
import { uuidParam } from "../../../../common/schemas/shared";
import type { AppDeps } from "../../deps";
import { requireRole, requireUser } from "../../platform/auth/guards";
import { responses } from "../../platform/http/schema";
import { receiptFileName, receiptPdf, requireReceiptAccess } from "./receipts";
import { listRentPayments, rentSummary } from "./rent.service";

export const rentRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/api/rent-payments",
    { schema: { tags: ["rent"], response: responses({ 200: z.array(rentPaymentSchema) }) } },
    async (req) => listRentPayments(deps.db, requireRole(req, "tenant").id),
  );

  app.get(
    "/api/rent/summary",
    { schema: { tags: ["rent"], response: responses({ 200: rentSummarySchema }) } },
    async (req) => rentSummary(deps.db, requireRole(req, "tenant").id),
  );

  // The tenant who paid or the landlord of the property; anyone else (or an unsettled payment) gets 404.
  app.get(
    "/api/payments/:id/receipt.pdf",
    { schema: { tags: ["rent"], params: uuidParam, produces: ["application/pdf"] } },
    async (req, reply) => {
      const paymentId = await requireReceiptAccess(deps.db, requireUser(req).id, req.params.id);
      const { number, pdf } = await receiptPdf(deps.db, paymentId);
      return reply
        .header("cache-control", "private, no-store")
        .header("content-disposition", `attachment; filename="${receiptFileName(number)}"`)
        .type("application/pdf")
        .send(Buffer.from(pdf));
    },
  );
};
