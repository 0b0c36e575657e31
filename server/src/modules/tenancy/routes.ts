import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../../deps";
import { route } from "../../platform/http/route";
import { requestTranslator } from "../../platform/i18n";
import { receiptFileName, receiptPdf, requireReceiptAccess } from "./service/receipts";

export const tenancyRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  // The tenant who paid or the landlord of the property; anyone else (or an unsettled payment) gets 404.
  route(app, "rent.receipt", async ({ caller, params, reply, req }) => {
    const paymentId = await requireReceiptAccess(deps.db, caller.id, params.id);
    const { number, pdf } = await receiptPdf(deps.db, paymentId, requestTranslator(req));
    return reply
      .header("cache-control", "private, no-store")
      .header("content-disposition", `attachment; filename="${receiptFileName(number)}"`)
      .type("application/pdf")
      .send(Buffer.from(pdf));
  });
};
