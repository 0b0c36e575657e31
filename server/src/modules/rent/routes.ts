import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../../deps";
import { route } from "../../platform/http/route";
import { requestTranslator } from "../../platform/i18n";
import { receiptFileName, receiptPdf, requireReceiptAccess } from "./service/receipts";
import { listRentPayments, rentSummary } from "./service/summary";

export const rentRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, "rent.payments", ({ caller, req }) =>
    listRentPayments(deps.db, caller.id, requestTranslator(req)),
  );
  route(app, "rent.summary", ({ caller }) => rentSummary(deps.db, caller.id));

  // The tenant who paid or the landlord of the property; anyone else (or an unsettled payment) gets 404.
  route(app, "rent.receipt", async ({ caller, params, reply }) => {
    const paymentId = await requireReceiptAccess(deps.db, caller.id, params.id);
    const { number, pdf } = await receiptPdf(deps.db, paymentId);
    return reply
      .header("cache-control", "private, no-store")
      .header("content-disposition", `attachment; filename="${receiptFileName(number)}"`)
      .type("application/pdf")
      .send(Buffer.from(pdf));
  });
};
