import {
  chargeableLeases,
  chargeableLeasesQuery,
  oneOffChargeInput,
  oneOffChargeList,
  oneOffChargeListQuery,
  oneOffChargeSchema,
  recurringChargeEnd,
  recurringChargeInput,
  recurringChargeList,
  recurringChargeListQuery,
  recurringChargeSchema,
  recurringChargeUpdate,
} from "../schemas/charges";
import { idempotencyKeySchema } from "../schemas/rent";
import { uuidParam } from "../schemas/shared";
import { z } from "../schemas/zod";
import { defineRoutes } from "./define";

const tags = ["charges"];
/** Every call that creates a charge carries its key: a retry posts nothing twice (decision 0062). */
const keyedHeaders = z.looseObject({ "idempotency-key": idempotencyKeySchema });

export const chargeRoutes = defineRoutes("charges", {
  "charges.listRecurring": {
    access: "landlord",
    tags,
    summary: "The landlord's recurring charges (one property's with propertyId), newest first",
    query: recurringChargeListQuery,
    responses: { 200: recurringChargeList },
  },
  "charges.createRecurring": {
    access: "landlord",
    tags,
    summary:
      "Adds a recurring charge; posts its due dates up to the next one to every active lease it applies to and tells their tenants",
    headers: keyedHeaders,
    body: recurringChargeInput,
    responses: { 201: recurringChargeSchema },
  },
  "charges.updateRecurring": {
    access: "landlord",
    tags,
    summary:
      "Renames a charge at once; a new amount or end date applies from the first period not posted yet",
    params: uuidParam,
    body: recurringChargeUpdate,
    responses: { 200: recurringChargeSchema },
  },
  "charges.endRecurring": {
    access: "landlord",
    tags,
    summary: "Ends a charge after the given day (by default its last posted due date); posted charges stay",
    params: uuidParam,
    body: recurringChargeEnd,
    responses: { 200: recurringChargeSchema },
  },
  "charges.listOneOff": {
    access: "landlord",
    tags,
    summary: "One-off charges of a property or of one lease, newest first",
    query: oneOffChargeListQuery,
    responses: { 200: oneOffChargeList },
  },
  "charges.createOneOff": {
    access: "landlord",
    tags,
    summary: "Charges one active tenancy once, with a reason, and tells the tenant",
    headers: keyedHeaders,
    body: oneOffChargeInput,
    responses: { 201: oneOffChargeSchema },
  },
  "charges.leases": {
    access: "landlord",
    tags,
    summary: "The active tenancies of a property the landlord may charge",
    query: chargeableLeasesQuery,
    responses: { 200: chargeableLeases },
  },
});
