import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  MAX_MAINTENANCE_PHOTOS,
  maintenanceCreateInput,
  maintenanceList,
  maintenanceListQuery,
  maintenanceRequestDetail,
  maintenanceStatusInput,
  maintenanceUpdateInput,
} from "../../../../common/schemas/maintenance";
import { uuidParam } from "../../../../common/schemas/portfolio";
import type { AppDeps } from "../../deps";
import { requireRole, requireUser } from "../../platform/auth/guards";
import { badRequest } from "../../platform/errors";
import { readMultipartForm } from "../../platform/http/multipart";
import { responses } from "../../platform/http/schema";
import { createRequest, parseCreateInput } from "./create";
import { listRequests } from "./list";
import { getRequest, readPhoto } from "./queries";
import { changeStatus, updateRequest } from "./status";

const TOO_MANY = `Please attach at most ${MAX_MAINTENANCE_PHOTOS} photos.`;
const tooManyPhotos = () => badRequest("TOO_MANY_FILES", TOO_MANY, { photos: TOO_MANY });
const photoParams = z.object({ id: z.uuid(), photoId: z.uuid() });

/** The multipart form: the JSON body's fields as text, plus the photos. */
const maintenanceCreateForm = z.object({
  ...maintenanceCreateInput.shape,
  photos: z
    .array(z.string().meta({ format: "binary" }))
    .max(MAX_MAINTENANCE_PHOTOS)
    .optional()
    .describe("PNG, JPEG or WebP, at most 10 MB each"),
});

export const maintenanceRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // A JSON body, or multipart with the same fields plus `photos` files; both parsed with maintenanceCreateInput.
  app.post(
    "/api/maintenance-requests",
    {
      schema: {
        tags: ["maintenance"],
        consumes: ["application/json", "multipart/form-data"],
        documentedBody: {
          "application/json": maintenanceCreateInput,
          "multipart/form-data": maintenanceCreateForm,
        },
        response: responses({ 201: maintenanceRequestDetail }),
      },
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
    },
    async (req, reply) => {
      const tenant = requireRole(req, "tenant");
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
      const created = await createRequest(deps, tenant, input, files);
      return reply.code(201).send(created);
    },
  );

  app.get(
    "/api/maintenance-requests",
    {
      schema: {
        tags: ["maintenance"],
        querystring: maintenanceListQuery,
        response: responses({ 200: maintenanceList }),
      },
    },
    async (req) => listRequests(deps, requireUser(req), req.query),
  );

  app.get(
    "/api/maintenance-requests/:id",
    {
      schema: {
        tags: ["maintenance"],
        params: uuidParam,
        response: responses({ 200: maintenanceRequestDetail }),
      },
    },
    async (req) => getRequest(deps, requireUser(req), req.params.id),
  );

  app.patch(
    "/api/maintenance-requests/:id/status",
    {
      schema: {
        tags: ["maintenance"],
        params: uuidParam,
        body: maintenanceStatusInput,
        response: responses({ 200: maintenanceRequestDetail }),
      },
    },
    async (req) => changeStatus(deps, requireUser(req), req.params.id, req.body.status, req.body.note),
  );

  app.patch(
    "/api/maintenance-requests/:id",
    {
      schema: {
        tags: ["maintenance"],
        params: uuidParam,
        body: maintenanceUpdateInput,
        response: responses({ 200: maintenanceRequestDetail }),
      },
    },
    async (req) => updateRequest(deps, requireRole(req, "landlord"), req.params.id, req.body),
  );

  for (const thumb of [false, true]) {
    app.get(
      `/api/maintenance-requests/:id/photos/:photoId${thumb ? "/thumb" : ""}`,
      {
        schema: {
          tags: ["maintenance"],
          params: photoParams,
          produces: ["image/png", "image/jpeg", "image/webp"],
        },
      },
      async (req, reply) => {
        const file = await readPhoto(deps, requireUser(req), req.params.id, req.params.photoId, thumb);
        return reply
          .header("cache-control", "private, max-age=3600")
          .header("content-disposition", "inline")
          .type(file.contentType)
          .send(file.bytes);
      },
    );
  }
};
