import { uuidParam } from "../schemas/shared";
import { tenantByNameParam, tenantDetail, tenantSearchQuery, tenantSearchResult } from "../schemas/tenants";
import { z } from "../schemas/zod";
import { defineRoutes } from "./define";

const tags = ["tenants"];

export const tenantRoutes = defineRoutes("tenants", {
  "tenants.search": {
    access: "landlord",
    tags,
    summary: "Current tenants of the landlord's properties whose name contains the query",
    query: tenantSearchQuery,
    responses: { 200: tenantSearchResult.array() },
  },
  "tenants.byName": {
    access: "landlord",
    tags,
    summary: "The landlord's tenants with this full name (/tenant-details/{name})",
    params: tenantByNameParam,
    responses: { 200: tenantDetail.array() },
  },
  "tenants.nationalIdPhoto": {
    access: "signedIn",
    tags,
    summary: "A tenant's national ID photo or PDF: for the tenant and their landlord only",
    params: uuidParam,
    // `v` changes after an upload, so the browser fetches the new file instead of its cached copy.
    query: z.object({ v: z.string().max(40).optional() }),
    produces: ["image/png", "image/jpeg", "image/webp", "application/pdf"],
  },
  "tenants.uploadNationalIdPhoto": {
    access: "tenant",
    tags,
    summary: "Uploads the signed-in tenant's national ID photo or PDF (one file, field `file`)",
    forms: {
      "multipart/form-data": z.object({
        file: z.string().meta({ format: "binary" }).describe("PNG, JPEG, WebP or PDF, at most 10 MB"),
      }),
    },
    responses: { 200: z.object({ success: z.literal(true) }) },
  },
});
