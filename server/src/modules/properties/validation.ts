import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { MessageKey } from "../../../../common/i18n/keys";
import { asMessage, type Message, msg, parseMessage } from "../../../../common/i18n/message";
import { badRequest, fieldLabel } from "../../platform/errors";

export const UNIT_TYPES_REQUIRED = msg("properties.unitTypesRequired");
export const PAYOUT_REQUIRED = msg("properties.payoutRequired");

/** A field's message as the answer's headline: zod's own messages name the field ("Name is required."). */
function headline(message: Message, field: string): Message {
  const parsed = parseMessage(message);
  if (!parsed) return message;
  return msg(parsed.key as MessageKey, { field: fieldLabel(field), ...parsed.values });
}

/**
 * The add/edit property form's validation answer: the field messages as usual, but a missing or
 * invalid payout block leads with the spec's payment-details message (and a missing unit type list
 * with the unit-types one). Other errors (params) pass through unchanged.
 */
export function propertyFormError(err: Error & { validationContext?: string }): Error {
  if (!hasZodFastifySchemaValidationErrors(err) || err.validationContext !== "body") return err;
  const fields: Record<string, Message> = {};
  let error: Message | undefined;
  for (const v of err.validation) {
    const name = v.instancePath.replace(/^\//, "").replace(/\//g, ".") || "body";
    const listMissing = name === "unitTypes" && (v.keyword === "too_small" || v.keyword === "invalid_type");
    const message = listMissing
      ? UNIT_TYPES_REQUIRED
      : v.message
        ? asMessage(v.message)
        : msg("validation.invalid");
    fields[name] ??= message;
    error ??= name.split(".")[0] === "payout" ? PAYOUT_REQUIRED : headline(message, name);
  }
  return badRequest("VALIDATION_ERROR", error ?? msg("validation.request"), fields);
}
