import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../../deps";
import { route } from "../../platform/http/route";
import { requestTranslator } from "../../platform/i18n";
import { listRentPayments, rentSummary } from "./service/summary";

export const rentRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, "rent.payments", ({ caller, req }) =>
    listRentPayments(deps.db, caller.id, requestTranslator(req)),
  );
  route(app, "rent.summary", ({ caller }) => rentSummary(deps.db, caller.id));
};
