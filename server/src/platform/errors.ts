import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { type Message, msg, parseMessage } from "../../../common/i18n/message";
import type { ApiErrorBody, ErrorCode } from "../../../common/schemas/errors";
import { requestTranslator, type Translator } from "./i18n";

/**
 * A failure the person can act on: mapped to the one error shape in `registerErrorHandling`. Its message (and
 * its fields' messages) are catalogue messages made by `msg()`, put into words in the caller's language there.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    override readonly message: Message,
    readonly fields?: Record<string, Message>,
    /** For a 429: when the caller may try again, sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (code: ErrorCode, message: Message, fields?: Record<string, Message>) =>
  new AppError(400, code, message, fields);
export const unauthorized = (message = msg("errors.UNAUTHORIZED"), code: ErrorCode = "UNAUTHORIZED") =>
  new AppError(401, code, message);
export const forbidden = (message = msg("errors.FORBIDDEN"), code: ErrorCode = "FORBIDDEN") =>
  new AppError(403, code, message);
export const notFound = (message = msg("errors.NOT_FOUND"), code: ErrorCode = "NOT_FOUND") =>
  new AppError(404, code, message);
export const conflict = (code: ErrorCode, message: Message) => new AppError(409, code, message);
export const tooMany = (code: ErrorCode, message: Message, retryAfterSeconds?: number) =>
  new AppError(429, code, message, undefined, retryAfterSeconds);

function fieldName(instancePath: string, params: unknown): string {
  const fromPath = instancePath.replace(/^\//, "").replace(/\//g, ".");
  if (fromPath) return fromPath;
  const issue = (params as { issue?: { path?: unknown[] } } | undefined)?.issue;
  return issue?.path?.join(".") ?? "";
}

/** A field's name in words: "bankAccountNumber" → "Bank account number", "unitTypes.0.name" → "Name". */
export function fieldLabel(name: string): string {
  const last =
    name
      .split(".")
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? "";
  if (!last) return "";
  if (last.includes("-"))
    return last.replace(/(^|-)([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase());
  const words = last.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type ValidationItem = { instancePath: string; keyword?: string; params?: unknown; message?: string };

/**
 * What is wrong with the body as a whole: not an object at all, or a schema's own message about it; zod's
 * messages about a field ("{field} is not valid.") would name no field here.
 */
function wholeBodyMessage(tr: Translator, v: ValidationItem): string {
  if (v.keyword === "invalid_type") return tr.t("validation.requestNotObject");
  if (v.message && !parseMessage(v.message)?.key.startsWith("validation.")) return tr.text(v.message);
  return tr.t("validation.request");
}

/** More than any form has: a body of 100,000 bad array items is not answered with 100,000 messages. */
const MAX_REPORTED_FIELDS = 50;

/** Each invalid field with its message in words (at most MAX_REPORTED_FIELDS), the first one as the error. */
function validationBody(tr: Translator, items: ValidationItem[]): ApiErrorBody {
  const fields = new Map<string, string>();
  for (const v of items) {
    if (fields.size === MAX_REPORTED_FIELDS) break;
    const name = fieldName(v.instancePath, v.params) || "body";
    if (fields.has(name)) continue;
    fields.set(
      name,
      name === "body"
        ? wholeBodyMessage(tr, v)
        : tr.text(v.message ?? msg("validation.invalid"), { field: fieldLabel(name) }),
    );
  }
  return {
    error: fields.values().next().value ?? tr.t("validation.request"),
    code: "VALIDATION_ERROR",
    fields: Object.fromEntries(fields),
  };
}

/** The status and body of any error thrown while handling a request. */
function errorReply(err: FastifyError, tr: Translator): { status: number; body: ApiErrorBody } {
  if (err instanceof AppError) {
    const fields = err.fields
      ? Object.fromEntries(
          Object.entries(err.fields).map(([k, m]) => [k, tr.text(m, { field: fieldLabel(k) })]),
        )
      : undefined;
    return {
      status: err.status,
      body: { error: tr.text(err.message), code: err.code, ...(fields ? { fields } : {}) },
    };
  }
  if (hasZodFastifySchemaValidationErrors(err))
    return { status: 400, body: validationBody(tr, err.validation) };
  const plain = (status: number, code: ErrorCode, key: Parameters<Translator["t"]>[0]) => ({
    status,
    body: { error: tr.t(key), code },
  });
  if (err.code === "FST_ERR_CTP_INVALID_JSON_BODY" || err instanceof SyntaxError)
    return plain(400, "INVALID_JSON", "errors.INVALID_JSON");
  if (err.code === "FST_ERR_CTP_EMPTY_JSON_BODY") return plain(400, "INVALID_JSON", "errors.EMPTY_BODY");
  if (err.code === "FST_ERR_CTP_BODY_TOO_LARGE" || err.statusCode === 413)
    return plain(413, "PAYLOAD_TOO_LARGE", "errors.PAYLOAD_TOO_LARGE");
  if (err.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" || err.statusCode === 415)
    return plain(415, "UNSUPPORTED_MEDIA_TYPE", "errors.UNSUPPORTED_MEDIA_TYPE");
  if (err.code === "FST_ERR_CTP_INVALID_CONTENT_LENGTH")
    return plain(400, "BAD_REQUEST", "errors.INCOMPLETE_BODY");
  if (err.statusCode === 429) return plain(429, "RATE_LIMITED", "errors.RATE_LIMITED");
  // Any other refusal of Fastify's own (a path that is not valid percent-encoding, FST_ERR_BAD_URL; a parameter
  // too long; a plugin's): its status, but the catalogue's words, never its English.
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
    return plain(err.statusCode, "BAD_REQUEST", "errors.BAD_REQUEST");
  return plain(500, "INTERNAL", "errors.INTERNAL");
}

/**
 * The answer to a failed request, as every route gives it: the status and the one error shape with the request's
 * id; a 5xx is logged. Also used by reads run in-process (platform/http/in-process.ts).
 */
export function errorAnswer(err: FastifyError, req: FastifyRequest): { status: number; body: ApiErrorBody } {
  const { status, body } = errorReply(err, requestTranslator(req));
  if (status >= 500) {
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause.issues }, "response does not match its schema");
    } else {
      req.log.error({ err }, "unhandled error");
    }
  }
  return { status, body: { ...body, requestId: req.id } };
}

/** Sends the answer to a failed request (`errorAnswer`), with `Retry-After` where the error says when. */
export function sendError(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const { status, body } = errorAnswer(err, req);
  if (err instanceof AppError && err.retryAfterSeconds !== undefined)
    reply.header("retry-after", String(Math.max(1, Math.ceil(err.retryAfterSeconds))));
  return reply.code(status).type("application/json").send(body);
}

/**
 * Every failed request answers through `sendError`: a route's, and Fastify's own refusals before any route
 * (a path that is not valid percent-encoding), which skip the error handler and need
 * Fastify's `frameworkErrors` option (app.ts) set to `sendError` too.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
}
