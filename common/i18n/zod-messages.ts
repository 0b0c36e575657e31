import type { core } from "zod";
import { msg } from "./message";

type Issue = core.$ZodRawIssue;

/**
 * zod's own messages ("Invalid input: expected string, received undefined") become catalogue messages a person
 * understands. A schema's own message always wins; `{field}` is filled in where the message is shown (under the
 * form field, or by the server from the field's name).
 */
export function zodMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null) return msg("validation.required");
      if (issue.expected === "int" && typeof issue.input === "number")
        return msg("validation.notAWholeNumber");
      return issue.expected === "number" || issue.expected === "int"
        ? msg("validation.notANumber")
        : msg("validation.invalid");
    case "too_big":
      if (issue.origin === "string") return msg("validation.tooLong", { max: Number(issue.maximum) });
      if (issue.origin === "array" || issue.origin === "set")
        return msg("validation.tooMany", { max: Number(issue.maximum) });
      return msg("validation.tooBig", { max: Number(issue.maximum) });
    case "too_small":
      if (issue.origin === "string")
        return Number(issue.minimum) <= 1
          ? msg("validation.required")
          : msg("validation.tooShort", { min: Number(issue.minimum) });
      if (issue.origin === "array" || issue.origin === "set") return msg("validation.required");
      return msg("validation.tooSmall", { min: Number(issue.minimum) });
    case "invalid_value":
      return issue.input === undefined ? msg("validation.required") : msg("validation.choose");
    case "not_multiple_of":
      return issue.divisor === 1 ? msg("validation.notAWholeNumber") : msg("validation.invalid");
    default:
      return msg("validation.invalid");
  }
}
