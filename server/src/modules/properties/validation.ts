import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { badRequest } from "../../platform/errors";

export const UNIT_TYPES_REQUIRED = "Please add at least one unit type with pricing information.";
export const PAYOUT_REQUIRED =
  "Please provide both bank account and mobile money details for receiving payments.";

/**
 * The add/edit property form's validation answer: the field messages as usual, but a missing or
 * invalid payout block leads with the spec's payment-details message (and a missing unit type list
 * with the unit-types one). Other errors (params) pass through unchanged.
 */
export function propertyFormError(err: Error & { validationContext?: string }): Error {
  if (!hasZodFastifySchemaValidationErrors(err) || err.validationContext !== "body") return err;
  const fields: Record<string, string> = {};
  let error: string | undefined;
  for (const v of err.validation) {
    const name = v.instancePath.replace(/^\//, "").replace(/\//g, ".") || "body";
    const listMissing = name === "unitTypes" && (v.keyword === "too_small" || v.keyword === "invalid_type");
    const message = listMissing ? UNIT_TYPES_REQUIRED : (v.message ?? "Invalid value");
    fields[name] ??= message;
    error ??= name.split(".")[0] === "payout" ? PAYOUT_REQUIRED : message;
  }
  return badRequest("VALIDATION_ERROR", error ?? "Invalid request", fields);
}
