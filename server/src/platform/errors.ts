import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import type { ApiErrorBody, ErrorCode } from "../../../common/schemas/errors";

/** A failure the person can act on: mapped to the one error shape in `registerErrorHandling`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (code: ErrorCode, message: string, fields?: Record<string, string>) =>
  new AppError(400, code, message, fields);
export const unauthorized = (message = "Please sign in to continue.", code: ErrorCode = "UNAUTHORIZED") =>
  new AppError(401, code, message);
export const forbidden = (message = "You do not have access to this.", code: ErrorCode = "FORBIDDEN") =>
  new AppError(403, code, message);
export const notFound = (message = "Not found.", code: ErrorCode = "NOT_FOUND") =>
  new AppError(404, code, message);
export const conflict = (code: ErrorCode, message: string) => new AppError(409, code, message);
export const tooMany = (code: ErrorCode, message: string) => new AppError(429, code, message);

const GENERIC = "Something went wrong. Please try again.";

function fieldName(instancePath: string, params: unknown): string {
  const fromPath = instancePath.replace(/^\//, "").replace(/\//g, ".");
  if (fromPath) return fromPath;
  const issue = (params as { issue?: { path?: unknown[] } } | undefined)?.issue;
  return issue?.path?.join(".") ?? "";
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    let body: ApiErrorBody;
    let status: number;
    if (err instanceof AppError) {
      status = err.status;
      body = { error: err.message, code: err.code, ...(err.fields ? { fields: err.fields } : {}) };
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const name = fieldName(v.instancePath, v.params) || "body";
        fields[name] ??= v.message ?? "Invalid value";
      }
      status = 400;
      body = { error: Object.values(fields)[0] ?? "Invalid request", code: "VALIDATION_ERROR", fields };
    } else if (err.code === "FST_ERR_CTP_INVALID_JSON_BODY" || err instanceof SyntaxError) {
      status = 400;
      body = { error: "The request body is not valid JSON.", code: "INVALID_JSON" };
    } else if (err.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      status = 400;
      body = { error: "The request body is empty.", code: "INVALID_JSON" };
    } else if (err.code === "FST_ERR_CTP_BODY_TOO_LARGE" || err.statusCode === 413) {
      status = 413;
      body = { error: "The request is too large.", code: "PAYLOAD_TOO_LARGE" };
    } else if (err.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" || err.statusCode === 415) {
      status = 415;
      body = { error: "Send the request as JSON.", code: "UNSUPPORTED_MEDIA_TYPE" };
    } else if (err.statusCode === 429) {
      status = 429;
      body = { error: "Too many requests. Please wait a moment and try again.", code: "RATE_LIMITED" };
    } else if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause.issues }, "response does not match its schema");
      status = 500;
      body = { error: GENERIC, code: "INTERNAL" };
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      status = err.statusCode;
      body = { error: err.message || "Bad request.", code: "BAD_REQUEST" };
    } else {
      req.log.error({ err }, "unhandled error");
      status = 500;
      body = { error: GENERIC, code: "INTERNAL" };
    }
    return reply
      .code(status)
      .type("application/json")
      .send({ ...body, requestId: req.id });
  });
}
