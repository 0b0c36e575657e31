import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** Answers below this many bytes go out as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Text formats worth compressing. Everything else (PDF receipts, images, uploads) is binary or compressed
 * already; event streams are left alone because compression would hold their events back.
 */
const COMPRESSIBLE_TYPE =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.-]+\+)?(?:json|xml)(?:;|$)|application\/javascript|image\/svg\+xml)/i;

/**
 * Compresses API answers of COMPRESS_MIN_BYTES or more (brotli at its fast level 4, or gzip) for clients that
 * accept it, and sets `Vary: Accept-Encoding` on them. Register before the routes: it attaches to each route as
 * it is added. The built client's files are compressed at build time instead (see static-client.ts), so its
 * routes opt out with `compress: false`. Request bodies are not decompressed: no client sends them compressed,
 * and a compressed upload would slip past the body size limit.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESS_MIN_BYTES,
    encodings: ["br", "gzip"],
    customTypes: COMPRESSIBLE_TYPE,
    globalDecompression: false,
  });
}
