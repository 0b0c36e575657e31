import type { FastifyRequest } from "fastify";
import { msg } from "../../../../common/i18n/message";
import { AppError, badRequest } from "../errors";
import { fileTooLarge, MAX_UPLOAD_BYTES } from "../storage/images";
import { refuseNul } from "./nul-guard";

export const MALFORMED_UPLOAD = msg("errors.MALFORMED_MULTIPART");
export const malformedUpload = () => badRequest("MALFORMED_MULTIPART", MALFORMED_UPLOAD);

/** Text fields a form may carry besides its files, unless the route says more. */
const MAX_FIELDS = 10;

export interface MultipartForm {
  fields: Record<string, string>;
  /** `filename` is what the browser sent (untrusted: a name to show, never a path). */
  files: { fieldname: string; filename: string; bytes: Buffer }[];
}

/**
 * Reads a whole multipart request: its text fields (refused with a 400 if one holds a NUL) and at most
 * `maxFiles` files, each at most MAX_UPLOAD_BYTES, all in memory before anything is processed. One file more
 * than allowed is `tooManyFiles()`, never silently dropped. A body the parser cannot read (no boundary, cut
 * off, broken part headers) is a 400, not a 500.
 */
export async function readMultipartForm(
  req: FastifyRequest,
  opts: { maxFiles: number; tooManyFiles: () => AppError; maxFields?: number },
): Promise<MultipartForm> {
  const fields: Record<string, string> = Object.create(null);
  const files: MultipartForm["files"] = [];
  try {
    // One file over the limit is let through the parser so that it is seen and refused here.
    const parts = req.parts({
      limits: {
        fileSize: MAX_UPLOAD_BYTES,
        files: opts.maxFiles + 1,
        fields: opts.maxFields ?? MAX_FIELDS,
        parts: opts.maxFiles + 1 + (opts.maxFields ?? MAX_FIELDS),
      },
    });
    for await (const part of parts) {
      refuseNul(part.fieldname, [part.fieldname]);
      if (part.type === "file") {
        if (files.length >= opts.maxFiles) {
          part.file.resume();
          throw opts.tooManyFiles();
        }
        files.push({ fieldname: part.fieldname, filename: part.filename, bytes: await part.toBuffer() });
      } else if (typeof part.value === "string") {
        refuseNul(part.value, [part.fieldname]);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (e) {
    throw uploadError(req, e, opts.tooManyFiles);
  }
  return { fields, files };
}

function uploadError(req: FastifyRequest, e: unknown, tooManyFiles: () => AppError): unknown {
  if (e instanceof AppError) return e;
  const err = e as { code?: string; statusCode?: number; message?: string };
  if (err.code === "FST_REQ_FILE_TOO_LARGE") return fileTooLarge();
  if (err.code === "FST_FILES_LIMIT" || err.code === "FST_PARTS_LIMIT") return tooManyFiles();
  // The plugin's own client errors (too many fields, a forbidden field name) keep their 4xx status.
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return e;
  // Everything else comes from parsing the body: "Boundary not found", "Unexpected end of form", ...
  req.log.info({ reason: err.message }, "malformed multipart body refused");
  return malformedUpload();
}
