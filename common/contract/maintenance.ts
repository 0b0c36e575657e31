import { expense, maintenanceCostForm } from "../schemas/expenses";
import {
  MAX_MAINTENANCE_PHOTOS,
  maintenanceCreateInput,
  maintenanceList,
  maintenanceListQuery,
  maintenanceRequestDetail,
  maintenanceStatusInput,
  maintenanceUpdateInput,
} from "../schemas/maintenance";
import { idempotencyHeaders } from "../schemas/rent";
import { uuidParam } from "../schemas/shared";
import { z } from "../schemas/zod";
import { defineRoutes } from "./define";

const tags = ["maintenance"];
const photoParams = z.object({ id: z.uuid(), photoId: z.uuid() });
const photoTypes = ["image/png", "image/jpeg", "image/webp"];

/** The multipart form: the JSON body's fields as text, plus the photos. */
const maintenanceCreateForm = z.object({
  ...maintenanceCreateInput.shape,
  photos: z
    .array(z.string().meta({ format: "binary" }))
    .max(MAX_MAINTENANCE_PHOTOS)
    .optional()
    .describe("PNG, JPEG or WebP, at most 10 MB each"),
});

export const maintenanceRoutes = defineRoutes("maintenance", {
  "maintenance.create": {
    access: "tenant",
    tags,
    summary:
      "Files a request, as JSON or as multipart with up to 5 photos; the same Idempotency-Key files it once (a request queued offline)",
    headers: idempotencyHeaders,
    forms: { "application/json": maintenanceCreateInput, "multipart/form-data": maintenanceCreateForm },
    responses: { 201: maintenanceRequestDetail },
  },
  "maintenance.list": {
    access: "signedIn",
    tags,
    summary: "A tenant's own requests, or a landlord's requests of a property",
    query: maintenanceListQuery,
    responses: { 200: maintenanceList },
  },
  "maintenance.get": {
    access: "signedIn",
    tags,
    summary: "One request with its photos and history",
    params: uuidParam,
    responses: { 200: maintenanceRequestDetail },
  },
  "maintenance.changeStatus": {
    access: "signedIn",
    tags,
    summary: "Moves a request to another status (the landlord's moves, or the tenant's cancel)",
    params: uuidParam,
    body: maintenanceStatusInput,
    responses: { 200: maintenanceRequestDetail },
  },
  "maintenance.update": {
    access: "landlord",
    tags,
    summary: "The landlord's edit: status, priority, planned date, notes, assignee",
    params: uuidParam,
    body: maintenanceUpdateInput,
    responses: { 200: maintenanceRequestDetail },
  },
  "maintenance.recordCost": {
    access: "landlord",
    tags,
    summary:
      "Records what the repair cost, with an optional receipt: the property's expense of category repairs, one per request (recording it again edits that expense, its history kept)",
    params: uuidParam,
    forms: { "multipart/form-data": maintenanceCostForm },
    responses: { 200: expense },
  },
  "maintenance.photo": {
    access: "signedIn",
    tags,
    params: photoParams,
    produces: photoTypes,
  },
  "maintenance.photoThumb": {
    access: "signedIn",
    tags,
    summary: "A WebP thumbnail of a photo",
    params: photoParams,
    produces: photoTypes,
  },
});
