import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { AppDeps } from "../../deps";
import { route } from "../../platform/http/route";
import { requestTranslator } from "../../platform/i18n";
import { reportCsv, reportPdfFile } from "./files/report-file";
import { readArrears } from "./service/arrears";
import { readCollection, readIncome } from "./service/books";
import { readMaintenance, readOccupancy } from "./service/units";

const download = (reply: FastifyReply, type: string, file: { name: string; body: string | Buffer }) =>
  reply
    .type(type)
    .header("cache-control", "private, no-store")
    .header("content-disposition", `attachment; filename="${file.name}"`)
    .send(file.body);

export const reportRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, "reports.income", ({ caller, query }) => readIncome(deps, caller, query));
  route(app, "reports.collection", ({ caller, query }) => readCollection(deps, caller, query));
  route(app, "reports.arrears", ({ caller, query }) => readArrears(deps, caller, query));
  route(app, "reports.occupancy", ({ caller, query }) => readOccupancy(deps, caller, query));
  route(app, "reports.maintenance", ({ caller, query }) => readMaintenance(deps, caller, query));

  route(app, "reports.pdf", async ({ caller, params, query, req, reply }) =>
    download(
      reply,
      "application/pdf",
      await reportPdfFile(deps, caller, params.report, query, requestTranslator(req)),
    ),
  );
  route(app, "reports.csv", async ({ caller, params, query, req, reply }) =>
    download(
      reply,
      "text/csv; charset=utf-8",
      await reportCsv(deps, caller, params.report, query, requestTranslator(req)),
    ),
  );
};
