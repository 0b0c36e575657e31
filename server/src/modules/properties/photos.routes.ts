import type { FastifyPluginAsync } from "fastify";
import { msg } from "../../../../common/i18n/message";
import type { AppDeps } from "../../deps";
import { badRequest } from "../../platform/errors";
import { readMultipartForm } from "../../platform/http/multipart";
import { route } from "../../platform/http/route";
import { sendPhoto } from "../../platform/http/send-photo";
import { tooManyPhotos } from "../../platform/storage/photos";
import { MAX_PROPERTY_PHOTOS } from "./queries/photos";
import { addPropertyPhotos, readPropertyPhoto, removePropertyPhoto } from "./service/photos";

/** A property's photos: the landlord adds and removes them; they are shown to whoever may see the property. */
export const propertyPhotoRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(
    app,
    "properties.addPhotos",
    async ({ caller, params, req }) => {
      const files = req.isMultipart()
        ? (
            await readMultipartForm(req, {
              maxFiles: MAX_PROPERTY_PHOTOS,
              maxFields: 0,
              tooManyFiles: () => tooManyPhotos(MAX_PROPERTY_PHOTOS),
            })
          ).files.map((f) => f.bytes)
        : [];
      if (!files.length) {
        const m = msg("photos.empty");
        throw badRequest("EMPTY_FILE", m, { photos: m });
      }
      return addPropertyPhotos(deps, caller.id, params.id, files);
    },
    { config: { rateLimit: { max: 20, timeWindow: "1 minute" } } },
  );
  route(app, "properties.deletePhoto", ({ caller, params }) =>
    removePropertyPhoto(deps, caller.id, params.id, params.photoId),
  );
  for (const id of ["properties.photo", "properties.photoThumb"] as const) {
    route(app, id, async ({ caller, params, reply }) => {
      const file = await readPropertyPhoto(
        deps,
        caller,
        params.id,
        params.photoId,
        id === "properties.photoThumb",
      );
      return sendPhoto(reply, file);
    });
  }
};
