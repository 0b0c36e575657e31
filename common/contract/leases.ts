import {
  endLeaseInput,
  invitationCodeParam,
  invitationInfo,
  leaseCreateInput,
  leaseCreateResponse,
  leaseSchema,
} from "../schemas/leases";
import { uuidParam } from "../schemas/shared";
import { defineRoutes } from "./define";

const tags = ["leases"];

export const leaseRoutes = defineRoutes("leases", {
  "leases.create": {
    access: "landlord",
    tags,
    summary: "Adds a tenant to a unit: a pending lease and an invitation",
    body: leaseCreateInput,
    responses: { 201: leaseCreateResponse },
  },
  "leases.end": {
    access: "landlord",
    tags,
    params: uuidParam,
    // An empty body means the default: the unit needs work before the next tenant.
    body: endLeaseInput.default({ readiness: "needs_work" }),
    responses: { 200: leaseSchema },
  },
  "leases.invitation": {
    access: "public",
    tags,
    summary: "Whose invitation a code is (the sign-up screens show it)",
    params: invitationCodeParam,
    responses: { 200: invitationInfo },
  },
});
