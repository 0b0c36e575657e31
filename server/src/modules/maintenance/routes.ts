import type { MultipartFile } from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import type { z } from "zod";
import { MAX_MAINTENANCE_PHOTOS, type maintenanceCreateInput } from "../../../../common/schemas/maintenance";
import type { AppDeps } from "../../deps";
import { badRequest } from "../../platform/errors";
import { route } from "../../platform/http/route";
import { MAX_UPLOAD_BYTES } from "../../platform/storage/images";
import { fileTooLarge } from "../tenants/national-id-photo.service";
import { createRequest, parseCreateInput } from "./create";
import { listRequests } from "./list";
import { getRequest, readPhoto } from "./queries";
import { changeStatus, updateRequest } from "./status";

const TOO_MANY = `Please attach at most ${MAX_MAINTENANCE_PHOTOS} photos.`;
const tooManyPhotos = () => badRequest("TOO_MANY_FILES", TOO_MANY, { photos: TOO_MANY });

/** Reads a multipart request: its text fields and up to five photos (all read before any is processed). */
async function readMultipart(
  parts: AsyncIterableIterator<MultipartFile | { type: "field"; fieldname: string; value: unknown }>,
) {
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  try {
    for await (const part of parts) {
      if (part.type === "file") {
        const file = part as MultipartFile;
        if (files.length >= MAX_MAINTENANCE_PHOTOS) {
          file.file.resume();
          throw tooManyPhotos();
        }
        files.push(await file.toBuffer());
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw fileTooLarge();
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT") throw tooManyPhotos();
    throw e;
  }
  return { fields, files };
}

export const maintenanceRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  // A JSON body, or multipart with the same fields plus `photos` files; both parsed with maintenanceCreateInput.
  route(
    app,
    "maintenance.create",
    async ({ caller, req }) => {
      let input: z.output<typeof maintenanceCreateInput>;
      let files: Buffer[] = [];
      if (req.isMultipart()) {
        const parsed = await readMultipart(
          req.parts({
            limits: {
              fileSize: MAX_UPLOAD_BYTES,
              files: MAX_MAINTENANCE_PHOTOS + 1,
              fields: 10,
              parts: MAX_MAINTENANCE_PHOTOS + 11,
            },
          }) as never,
        );
        input = parseCreateInput(parsed.fields);
        files = parsed.files;
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
