import { rentPaymentSchema, rentSummarySchema } from "../schemas/rent";
import { uuidParam } from "../schemas/shared";
import { z } from "../schemas/zod";
import { defineRoutes } from "./define";

const tags = ["rent"];

export const rentRoutes = defineRoutes("rent", {
  "rent.payments": {
    access: "tenant",
    tags,
    summary: "The tenant's rent charges as payments due and paid (spec section 7)",
    responses: { 200: z.array(rentPaymentSchema) },
  },
  "rent.summary": {
    access: "tenant",
    tags,
    summary: "Balance, status, next due date and payee of the tenant's lease",
    responses: { 200: rentSummarySchema },
  },
  "rent.receipt": {
    access: "signedIn",
    tags,
    summary: "The PDF receipt of a settled payment: for the tenant who paid and the landlord",
    params: uuidParam,
    produces: ["application/pdf"],
  },
});
