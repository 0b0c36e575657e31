import type { FastifyReply } from "fastify";
import type { StoredObject } from "../storage/storage";

/**
 * A stored photo as the answer: shown in the page (never downloaded as a file), kept an hour by the browser only
 * (`private`: photos are for the people who may see them, never for shared caches).
 */
export function sendPhoto(reply: FastifyReply, file: StoredObject): FastifyReply {
  return reply
    .header("cache-control", "private, max-age=3600")
    .header("content-disposition", "inline")
    .type(file.contentType)
    .send(file.bytes);
}

/**
 * A private document (an identity document, a deposit slip): never cached by the browser or anything in between;
 * an image is shown in the page, a PDF is downloaded (never rendered inside our origin).
 */
export function sendPrivateDocument(reply: FastifyReply, file: StoredObject, name: string): FastifyReply {
  const pdf = file.contentType === "application/pdf";
  const ext = pdf ? "pdf" : file.contentType.split("/")[1];
  return reply
    .header("cache-control", "private, no-store")
    .header("content-disposition", `${pdf ? "attachment" : "inline"}; filename="${name}.${ext}"`)
    .type(file.contentType)
    .send(file.bytes);
}
