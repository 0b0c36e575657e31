import { acceptApplicationInput, applicationListQuery, applicationSchema } from "../schemas/applications";
import { leaseSchema } from "../schemas/leases";
import { uuidParam } from "../schemas/shared";
import { defineRoutes } from "./define";

const tags = ["applications"];

export const applicationRoutes = defineRoutes("applications", {
  "applications.list": {
    access: "landlord",
    tags,
    query: applicationListQuery,
    responses: { 200: applicationSchema.array() },
  },
  "applications.accept": {
    access: "landlord",
    tags,
    summary: "Accepts an application: a lease on the chosen unit",
    params: uuidParam,
    body: acceptApplicationInput,
    responses: { 200: leaseSchema },
  },
  "applications.decline": {
    access: "landlord",
    tags,
    params: uuidParam,
    responses: { 200: applicationSchema },
  },
});
