import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { AppDeps } from "../../deps";
import { route } from "../../platform/http/route";
import { requestTranslator } from "../../platform/i18n";
import { readRentalTax } from "./service/estimate";
import { propertiesCsv, rentalTaxPdf, tenantsCsv } from "./service/pack";

/** "rental-tax-2025-26-tenants.csv" */
const fileName = (label: string, part: string, ext: string) =>
  `rental-tax-${label.replace("/", "-")}-${part}.${ext}`;

const download = (reply: FastifyReply, type: string, name: string, body: string | Buffer) =>
  reply
    .type(type)
    .header("cache-control", "private, no-store")
    .header("content-disposition", `attachment; filename="${name}"`)
    .send(body);

export const rentalTaxRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, "rentalTax.get", ({ caller, query }) => readRentalTax(deps, caller, query));

  route(app, "rentalTax.pdf", async ({ caller, query, req, reply }) => {
    const view = await readRentalTax(deps, caller, query);
    const pdf = await rentalTaxPdf(view, requestTranslator(req));
    return download(reply, "application/pdf", fileName(view.year.label, "pack", "pdf"), Buffer.from(pdf));
  });

  route(app, "rentalTax.propertiesCsv", async ({ caller, query, req, reply }) => {
    const { year, csv } = await propertiesCsv(deps.db, caller, query.year, requestTranslator(req));
    return download(reply, "text/csv; charset=utf-8", fileName(year.label, "properties", "csv"), csv);
  });

  route(app, "rentalTax.tenantsCsv", async ({ caller, query, req, reply }) => {
    const { year, csv } = await tenantsCsv(deps.db, caller, query.year, requestTranslator(req));
    return download(reply, "text/csv; charset=utf-8", fileName(year.label, "tenants", "csv"), csv);
  });
};
