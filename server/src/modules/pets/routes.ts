import type { FastifyPluginAsync } from "fastify";
import { MAX_PET_PHOTOS, type PetCreateData, petCreateInput } from "../../../../common/schemas/pets";
import type { AppDeps } from "../../deps";
import { readMultipartForm } from "../../platform/http/multipart";
import { parseFields } from "../../platform/http/parse-fields";
import { route } from "../../platform/http/route";
import { sendPhoto } from "../../platform/http/send-photo";
import { tooManyPhotos } from "../../platform/storage/photos";
import { createPet } from "./service/create";
import { decidePet } from "./service/decide";
import { listOwnPets, listPendingPets, readPetPhoto } from "./service/list";

export const petsRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, "pets.list", ({ caller, query }) => listOwnPets(deps, caller, query));

  // A JSON body (spec section 7), or multipart with the same fields as text and one `photo`.
  route(
    app,
    "pets.create",
    async ({ caller, req }) => {
      let input: PetCreateData;
      let photo: Buffer | undefined;
      if (req.isMultipart()) {
        const form = await readMultipartForm(req, {
          maxFiles: MAX_PET_PHOTOS,
          // Every field of the spec's form (23) can come as text.
          maxFields: Object.keys(petCreateInput.shape).length,
          tooManyFiles: () => tooManyPhotos(MAX_PET_PHOTOS, "photo"),
        });
        input = parseFields(petCreateInput, form.fields);
        photo = form.files[0]?.bytes;
      } else {
        input = parseFields(petCreateInput, req.body ?? {});
      }
      return createPet(deps, caller, input, photo);
    },
    { config: { rateLimit: { max: 20, timeWindow: "1 minute" } } },
  );

  route(app, "pets.pending", ({ caller, query }) => listPendingPets(deps, caller, query));
  route(app, "pets.decide", ({ caller, params, body }) => decidePet(deps, caller, params.id, body));

  for (const id of ["pets.photo", "pets.photoThumb"] as const) {
    route(app, id, async ({ caller, params, reply }) => {
      const file = await readPetPhoto(deps, caller, params.id, id === "pets.photoThumb");
      return sendPhoto(reply, file);
    });
  }
};
