import type { FastifyPluginAsync } from "fastify";
import { maintenanceCostFields } from "../../../../common/schemas/expenses";
import { MAX_MAINTENANCE_PHOTOS } from "../../../../common/schemas/maintenance";
import type { AppDeps } from "../../deps";
import { readMultipartForm } from "../../platform/http/multipart";
import { parseFields } from "../../platform/http/parse-fields";
import { route } from "../../platform/http/route";
import { sendPhoto } from "../../platform/http/send-photo";
import { requestTranslator } from "../../platform/i18n";
import { tooManyPhotos } from "../../platform/storage/photos";
import { readReceiptForm } from "../expenses";
import { recordCost } from "./service/cost";
import { type CreateInput, createRequest, parseCreateInput } from "./service/create";
import { listRequests } from "./service/list";
import { getRequest, readPhoto } from "./service/read";
import { changeStatus, updateRequest } from "./service/status";

export const maintenanceRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  // A JSON body, or multipart with the same fields plus `photos` files; both parsed with maintenanceCreateInput.
  route(
    app,
    "maintenance.create",
    async ({ caller, req, headers }) => {
      let input: CreateInput;
      let files: Buffer[] = [];
      if (req.isMultipart()) {
        const form = await readMultipartForm(req, {
          maxFiles: MAX_MAINTENANCE_PHOTOS,
          tooManyFiles: () => tooManyPhotos(MAX_MAINTENANCE_PHOTOS),
        });
        input = parseCreateInput(form.fields);
        files = form.files.map((f) => f.bytes);
      } else {
        input = parseCreateInput(req.body ?? {});
      }
      return createRequest(deps, caller, input, files, requestTranslator(req), headers["idempotency-key"]);
    },
    { config: { rateLimit: { max: 20, timeWindow: "1 minute" } } },
  );

  route(app, "maintenance.list", ({ caller, query, req }) =>
    listRequests(deps, caller, query, requestTranslator(req)),
  );
  route(app, "maintenance.get", ({ caller, params, req }) =>
    getRequest(deps, caller, params.id, requestTranslator(req)),
  );
  route(app, "maintenance.changeStatus", ({ caller, params, body, req }) =>
    changeStatus(deps, caller, params.id, body.status, body.note, requestTranslator(req)),
  );
  route(app, "maintenance.update", ({ caller, params, body, req }) =>
    updateRequest(deps, caller, params.id, body, requestTranslator(req)),
  );
  route(app, "maintenance.recordCost", async ({ caller, params, req }) => {
    const { fields, file } = await readReceiptForm(req, (raw) => parseFields(maintenanceCostFields, raw));
    return recordCost(deps, caller, params.id, fields, file);
  });

  for (const id of ["maintenance.photo", "maintenance.photoThumb"] as const) {
    route(app, id, async ({ caller, params, reply }) => {
      const file = await readPhoto(deps, caller, params.id, params.photoId, id === "maintenance.photoThumb");
      return sendPhoto(reply, file);
    });
  }
};
