import type { FastifyPluginAsync } from "fastify";
import { msg } from "../../../../common/i18n/message";
import { statementImportFields } from "../../../../common/schemas/reconciliation";
import type { AppDeps } from "../../deps";
import { badRequest } from "../../platform/errors";
import { readMultipartForm } from "../../platform/http/multipart";
import { parseFields } from "../../platform/http/parse-fields";
import { route } from "../../platform/http/route";
import { assignLine, confirmLines, ignoreLine } from "./service/decide";
import { importStatement } from "./service/import";
import { assignableLeases, listStatements, rememberedMapping, statementLinesOf } from "./service/read";

const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: "1 minute" } } });
const oneFile = () =>
  badRequest("TOO_MANY_FILES", msg("reconcile.oneFile"), { file: msg("reconcile.oneFile") });

/** Bank statement reconciliation: the landlord's CSV exports, their lines and the landlord's decisions. */
export const reconciliationRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(
    app,
    "reconciliation.import",
    async ({ caller, req }) => {
      if (!req.isMultipart())
        throw badRequest("NO_FILE", msg("reconcile.noFile"), { file: msg("reconcile.noFile") });
      const form = await readMultipartForm(req, {
        maxFiles: 1,
        maxFields: Object.keys(statementImportFields.shape).length,
        tooManyFiles: oneFile,
      });
      const fields = parseFields(statementImportFields, form.fields);
      const file = form.files.find((f) => f.fieldname === "file");
      return importStatement(deps, caller.id, fields, file);
    },
    perMinute(20),
  );
  route(app, "reconciliation.list", ({ caller, query }) => listStatements(deps, caller.id, query));
  route(app, "reconciliation.mapping", ({ caller, query }) => rememberedMapping(deps, caller.id, query.bank));
  route(app, "reconciliation.leases", ({ caller }) => assignableLeases(deps, caller.id));
  route(app, "reconciliation.lines", ({ caller, params, query }) =>
    statementLinesOf(deps, caller.id, params.id, query),
  );
  route(
    app,
    "reconciliation.confirm",
    ({ caller, body }) => confirmLines(deps, caller.id, body.lineIds),
    perMinute(30),
  );
  route(
    app,
    "reconciliation.assign",
    ({ caller, params, body }) => assignLine(deps, caller.id, params.id, body.leaseId),
    perMinute(120),
  );
  route(
    app,
    "reconciliation.ignore",
    ({ caller, params }) => ignoreLine(deps, caller.id, params.id),
    perMinute(120),
  );
};
