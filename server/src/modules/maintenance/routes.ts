import type { FastifyPluginAsync } from "fastify";
import type { z } from "zod";
import { MAX_MAINTENANCE_PHOTOS, type maintenanceCreateInput } from "../../../../common/schemas/maintenance";
import type { AppDeps } from "../../deps";
import { badRequest } from "../../platform/errors";
import { readMultipartForm } from "../../platform/http/multipart";
import { route } from "../../platform/http/route";
import { createRequest, parseCreateInput } from "./create";
import { listRequests } from "./list";
import { getRequest, readPhoto } from "./queries";
import { changeStatus, updateRequest } from "./status";

const TOO_MANY = `Please attach at most ${MAX_MAINTENANCE_PHOTOS} photos.`;
const tooManyPhotos = () => badRequest("TOO_MANY_FILES", TOO_MANY, { photos: TOO_MANY });

export const maintenanceRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  // A JSON body, or multipart with the same fields plus `photos` files; both parsed with maintenanceCreateInput.
  route(
    app,
    "maintenance.create",
    async ({ caller, req }) => {
      let input: z.output<typeof maintenanceCreateInput>;
      let files: Buffer[] = [];
      if (req.isMultipart()) {
        const form = await readMultipartForm(req, {
          maxFiles: MAX_MAINTENANCE_PHOTOS,
          tooManyFiles: tooManyPhotos,
        });
        input = parseCreateInput(form.fields);
        files = form.files.map((f) => f.bytes);
      } else {
        input = parseCreateInput(req.body ?? {});
      }
      return createRequest(deps, caller, input, files);
    },
    { config: { rateLimit: { max: 20, timeWindow: "1 minute" } } },
  );

  route(app, "maintenance.list", ({ caller, query }) => listRequests(deps, caller, query));
  route(app, "maintenance.get", ({ caller, params }) => getRequest(deps, caller, params.id));
  route(app, "maintenance.changeStatus", ({ caller, params, body }) =>
    changeStatus(deps, caller, params.id, body.status, body.note),
  );
  route(app, "maintenance.update", ({ caller, params, body }) =>
    updateRequest(deps, caller, params.id, body),
  );

  for (const id of ["maintenance.photo", "maintenance.photoThumb"] as const) {
    route(app, id, async ({ caller, params, reply }) => {
      const file = await readPhoto(deps, caller, params.id, params.photoId, id === "maintenance.photoThumb");
      return reply
        .header("cache-control", "private, max-age=3600")
        .header("content-disposition", "inline")
        .type(file.contentType)
        .send(file.bytes);
    });
  }
};
