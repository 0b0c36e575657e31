// A test the typecheck runs (`npm run typecheck`), never imported: every `@ts-expect-error` below fails the typecheck
// when the line under it compiles. It proves that an error's message and its fields' messages are catalogue messages
// (decision 0052): an English sentence written in the code does not compile, typed text is shown through literal().
import { literal, type Message, msg } from "../../../common/i18n/message";
import { AppError, badRequest, conflict, forbidden, notFound, tooMany, unauthorized } from "./errors";

export function messagesOnly(typed: string): AppError[] {
  const ok: Message = msg("errors.BAD_REQUEST");
  return [
    // @ts-expect-error an English sentence is not a message
    new AppError(400, "BAD_REQUEST", "Something is wrong."),
    // @ts-expect-error nor is it a field's message
    new AppError(400, "BAD_REQUEST", ok, { name: "Name is required." }),
    // @ts-expect-error
    badRequest("VALIDATION_ERROR", "The request is not valid."),
    // @ts-expect-error
    badRequest("VALIDATION_ERROR", ok, { photo: "The photo could not be read." }),
    // @ts-expect-error
    unauthorized("Please sign in."),
    // @ts-expect-error
    forbidden("Not yours."),
    // @ts-expect-error
    notFound("Not found."),
    // @ts-expect-error
    conflict("ALREADY_DECIDED", "Already decided."),
    // @ts-expect-error
    tooMany("RATE_LIMITED", "Slow down.", 60),
    // @ts-expect-error text a person typed is shown only when marked so
    badRequest("VALIDATION_ERROR", typed),
    // What compiles: catalogue messages, and typed text marked as such.
    new AppError(400, "BAD_REQUEST", ok, { name: msg("validation.required") }),
    badRequest("VALIDATION_ERROR", msg("validation.request"), { reason: literal(typed) }),
    notFound(),
  ];
}
