import type { FastifyRequest } from "fastify";
import { badRequest } from "../../platform/errors";
import { readMultipartForm } from "../../platform/http/multipart";
import { RECEIPT_ONE_FILE } from "./receipt";

/** An expense's multipart form: its text fields parsed with `parse`, and at most one file, the receipt. */
export async function readReceiptForm<T>(req: FastifyRequest, parse: (fields: Record<string, string>) => T) {
  const form = await readMultipartForm(req, {
    maxFiles: 1,
    tooManyFiles: () => badRequest("TOO_MANY_FILES", RECEIPT_ONE_FILE),
  });
  return { fields: parse(form.fields), file: form.files[0]?.bytes };
}
