import { decisionInput } from "../schemas/approval";
import { petCreateInput, petList, petListQuery, petPendingQuery, petView } from "../schemas/pets";
import { uuidParam } from "../schemas/shared";
import { z } from "../schemas/zod";
import { defineRoutes } from "./define";

const tags = ["pets"];
const photoTypes = ["image/png", "image/jpeg", "image/webp"];

/** The multipart form: the JSON body's fields as text, plus one photo. */
const petCreateForm = z.object({
  ...petCreateInput.shape,
  photo: z.string().meta({ format: "binary" }).optional().describe("PNG, JPEG or WebP, at most 10 MB"),
});

export const petsRoutes = defineRoutes("pets", {
  "pets.list": {
    access: "tenant",
    tags,
    summary: "The signed-in tenant's own pet registrations, newest first",
    query: petListQuery,
    responses: { 200: petList },
  },
  "pets.create": {
    access: "tenant",
    tags,
    summary:
      "Registers a pet for the landlord's approval, as JSON (spec section 7) or multipart with a photo",
    forms: { "application/json": petCreateInput, "multipart/form-data": petCreateForm },
    responses: { 201: petView },
  },
  "pets.pending": {
    access: "landlord",
    tags,
    summary: "Registrations waiting for the landlord's decision, of one property or all of theirs",
    query: petPendingQuery,
    responses: { 200: petList },
  },
  "pets.decide": {
    access: "landlord",
    tags,
    summary: "Approves (the fees become ledger charges) or rejects a pending registration, once",
    params: uuidParam,
    body: decisionInput,
    responses: { 200: petView },
  },
  "pets.photo": { access: "signedIn", tags, params: uuidParam, produces: photoTypes },
  "pets.photoThumb": {
    access: "signedIn",
    tags,
    summary: "A WebP thumbnail of a pet's photo",
    params: uuidParam,
    produces: photoTypes,
  },
});
