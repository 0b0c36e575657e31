import type { z } from "zod";
import type { MessageKey } from "../../../../common/i18n/keys";
import { asMessage, type Message, msg, parseMessage } from "../../../../common/i18n/message";
import { badRequest, fieldLabel } from "../errors";

/**
 * The fields of a form the route reads itself (a multipart form, or a JSON body that may come either way),
 * parsed with the shared schema: a 400 VALIDATION_ERROR whose message names the first bad field, with every
 * field's message, as the contract's own validation answers.
 */
export function parseFields<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields: Record<string, Message> = {};
  // zod's issues carry the schemas' msg() messages (and zodMessage's) as plain text.
  for (const issue of parsed.error.issues)
    fields[String(issue.path[0] ?? "body")] ??= asMessage(issue.message);
  const [name, first] = Object.entries(fields)[0] ?? ["body", msg("errors.VALIDATION_ERROR")];
  throw badRequest("VALIDATION_ERROR", withField(first, fieldLabel(name)), fields);
}

/** A message of zod's own ("{field} is required.") with the field's name in it; any other unchanged. */
function withField(message: Message, field: string): Message {
  const parsed = parseMessage(message);
  if (!parsed?.key.startsWith("validation.")) return message;
  return msg(parsed.key as MessageKey, { ...parsed.values, field });
}
