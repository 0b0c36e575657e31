import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../../deps";
import { route } from "../../platform/http/route";
import { requestTranslator } from "../../platform/i18n";
import { receiptFileName, receiptPdf, requireReceiptAccess } from "./service/receipts";
import { accountStatement } from "./service/statement";
import { statementCsv, statementFileName, statementPdf } from "./statement-files";

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

  // The statement of account: the lease's tenant or its property's landlord; anyone else 404 (service first).
  route(app, "tenancy.statement", ({ caller, query, req }) =>
    accountStatement(deps.db, caller.id, query, requestTranslator(req)),
  );

  route(app, "tenancy.statementPdf", async ({ caller, query, req, reply }) => {
    const tr = requestTranslator(req);
    const s = await accountStatement(deps.db, caller.id, query, tr);
    return reply
      .type("application/pdf")
      .header("cache-control", "private, no-store")
      .header("content-disposition", `attachment; filename="${statementFileName(s, "pdf")}"`)
      .send(Buffer.from(await statementPdf(s, tr)));
  });

  route(app, "tenancy.statementCsv", async ({ caller, query, req, reply }) => {
    const tr = requestTranslator(req);
    const s = await accountStatement(deps.db, caller.id, query, tr);
    return reply
      .type("text/csv; charset=utf-8")
      .header("cache-control", "private, no-store")
      .header("content-disposition", `attachment; filename="${statementFileName(s, "csv")}"`)
      .send(statementCsv(s, tr));
  });
};
