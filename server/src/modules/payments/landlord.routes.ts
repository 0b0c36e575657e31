import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../../deps";
import { route } from "../../platform/http/route";
import { requestTranslator } from "../../platform/i18n";
import { recordDirectPayment } from "./service/direct";
import { landlordPayments, landlordPaymentsCsv } from "./service/history";
import { confirmProof, proofQueueOf, rejectProof } from "./service/proof-decision";

/** The landlord's payments of a property: a page at a time, or all of them as CSV. */
export const landlordPaymentRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, "payments.landlordList", ({ caller, query }) => landlordPayments(deps, caller.id, query));
  route(app, "payments.proofQueue", ({ caller, query }) => proofQueueOf(deps, caller.id, query.propertyId));
  route(app, "payments.confirmProof", ({ caller, params }) => confirmProof(deps, caller.id, params.id));
  route(app, "payments.rejectProof", ({ caller, params, body }) =>
    rejectProof(deps, caller.id, params.id, body.reason),
  );
  route(
    app,
    "payments.recordDirect",
    ({ caller, headers, body }) => recordDirectPayment(deps, caller.id, body, headers["idempotency-key"]),
    { config: { rateLimit: { max: 60, timeWindow: "1 minute" } } },
  );

  route(
    app,
    "payments.landlordCsv",
    async ({ caller, query, req, reply }) => {
      const { csv, filename } = await landlordPaymentsCsv(deps, caller.id, query, requestTranslator(req));
      return reply
        .header("cache-control", "private, no-store")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .type("text/csv; charset=utf-8")
        .send(csv);
    },
    { config: { rateLimit: { max: 30, timeWindow: "1 minute" } } },
  );
};
