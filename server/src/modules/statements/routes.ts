import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../../deps";
import { route } from "../../platform/http/route";
import { requestTranslator } from "../../platform/i18n";
import { readStatement } from "./service/statement";
import { statementCsv, statementPdf } from "./service/statement-files";

/** "statement-kampala-heights-2026-10.pdf" */
const fileName = (property: string, month: string, ext: string) =>
  `statement-${property
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}-${month}.${ext}`;

export const statementRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, "statements.get", ({ caller, params, query }) =>
    readStatement(deps, caller, params.id, query.month),
  );

  route(app, "statements.pdf", async ({ caller, params, query, req, reply }) => {
    const s = await readStatement(deps, caller, params.id, query.month);
    const pdf = await statementPdf(s, requestTranslator(req));
    return reply
      .type("application/pdf")
      .header("cache-control", "private, no-store")
      .header("content-disposition", `attachment; filename="${fileName(s.propertyName, s.month, "pdf")}"`)
      .send(Buffer.from(pdf));
  });

  route(app, "statements.csv", async ({ caller, params, query, req, reply }) => {
    const s = await readStatement(deps, caller, params.id, query.month);
    return reply
      .type("text/csv; charset=utf-8")
      .header("cache-control", "private, no-store")
      .header("content-disposition", `attachment; filename="${fileName(s.propertyName, s.month, "csv")}"`)
      .send(statementCsv(s, requestTranslator(req)));
  });
};
