import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { tenantDetail, tenantSearchResult, uuidParam } from "../../../../common/schemas/portfolio";
import type { AppDeps } from "../../deps";
import { requireRole, requireUser } from "../../platform/auth/guards";
import { badRequest } from "../../platform/errors";
import { readMultipartForm } from "../../platform/http/multipart";
import { responses } from "../../platform/http/schema";
import { readNationalIdPhoto, saveNationalIdPhoto } from "./national-id-photo.service";
import { searchTenants, tenantsByName } from "./tenants.service";

const NO_FILE = "Please choose a file to upload.";
const ONE_FILE = "Please upload one file.";

export const tenantRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/api/landlord/tenants",
    {
      schema: {
        tags: ["tenants"],
        querystring: z.object({
          q: z
            .string("Type at least 2 letters of the tenant's name")
            .trim()
            .min(2, "Type at least 2 letters of the tenant's name")
            .max(100, "The search is too long"),
        }),
        response: responses({ 200: z.array(tenantSearchResult) }),
      },
    },
    async (req) => searchTenants(deps, requireRole(req, "landlord").id, req.query.q),
  );

  app.get(
    "/api/landlord/tenants/by-name/:name",
    {
      schema: {
        tags: ["tenants"],
        params: z.object({ name: z.string().max(250, "The name is too long") }),
        response: responses({ 200: z.array(tenantDetail) }),
      },
    },
    async (req) => tenantsByName(deps, requireRole(req, "landlord").id, req.params.name),
  );

  // Identity documents are private: never cached by the browser or anything in between.
  app.get(
    "/api/tenants/:id/national-id-photo",
    {
      schema: {
        tags: ["tenants"],
        params: uuidParam,
        produces: ["image/png", "image/jpeg", "image/webp", "application/pdf"],
      },
    },
    async (req, reply) => {
      const file = await readNationalIdPhoto(deps, requireUser(req), req.params.id);
      const ext = file.contentType === "application/pdf" ? "pdf" : file.contentType.split("/")[1];
      return reply
        .header("cache-control", "private, no-store")
        .header(
          "content-disposition",
          // A PDF is downloaded, never rendered inside our origin.
          `${file.contentType === "application/pdf" ? "attachment" : "inline"}; filename="national-id.${ext}"`,
        )
        .type(file.contentType)
        .send(file.bytes);
    },
  );

  app.post(
    "/api/me/national-id-photo",
    {
      schema: {
        tags: ["tenants"],
        consumes: ["multipart/form-data"],
        response: responses({ 200: z.object({ success: z.literal(true) }) }),
      },
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
    },
    async (req) => {
      const tenant = requireRole(req, "tenant");
      if (!req.isMultipart()) throw badRequest("NO_FILE", NO_FILE, { file: NO_FILE });
      // Every part is read: a second file is refused, not silently dropped.
      const { files } = await readMultipartForm(req, {
        maxFiles: 1,
        tooManyFiles: () => badRequest("TOO_MANY_FILES", ONE_FILE, { file: ONE_FILE }),
      });
      const [upload] = files;
      if (upload?.fieldname !== "file") throw badRequest("NO_FILE", NO_FILE, { file: NO_FILE });
      await saveNationalIdPhoto(deps, tenant.id, upload.bytes);
      return { success: true as const };
    },
  );
};
