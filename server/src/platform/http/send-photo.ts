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
