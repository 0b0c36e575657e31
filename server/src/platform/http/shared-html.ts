import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

interface Encoded {
  body: Buffer;
  etag: string;
}

type Encoding = "br" | "gzip" | "identity";

/** The encodings a request accepts, best first (a `;q=0` refuses one). */
function accepted(header: string | undefined): Encoding {
  const offered = new Map(
    (header ?? "").split(",").map((part) => {
      const [name = "", ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return [name, q === undefined || Number(q.slice(2)) > 0] as const;
    }),
  );
  if (offered.get("br")) return "br";
  if (offered.get("gzip")) return "gzip";
  return "identity";
}

const encoders: Record<Encoding, (html: Buffer) => Buffer> = {
  br: (html) => brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (html) => gzipSync(html, { level: 9 }),
  identity: (html) => html,
};

/**
 * Sends HTML that is the same for every visitor of a path (a screen's HTML for someone signed out), as the
 * built files go out: compressed once per text and encoding, with an ETag per encoding, revalidated on every use.
 * The texts are few (one per screen with its page's preload tags), so they are kept.
 */
export function sharedHtmlSender(cacheControl: string) {
  const cache = new Map<string, Encoded>();
  /** `vary`: a request header the text depends on, besides Accept-Encoding (Accept-Language for a prerendered page). */
  return (req: FastifyRequest, reply: FastifyReply, html: string, vary?: string) => {
    const encoding = accepted(req.headers["accept-encoding"]);
    const key = `${encoding}\n${html}`;
    let encoded = cache.get(key);
    if (!encoded) {
      const body = encoders[encoding](Buffer.from(html));
      const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
      encoded = { body, etag };
      cache.set(key, encoded);
    }
    reply
      .header("cache-control", cacheControl)
      .header("vary", vary ? `accept-encoding, ${vary}` : "accept-encoding")
      .header("etag", encoded.etag)
      .type("text/html; charset=utf-8");
    const ifNoneMatch = req.headers["if-none-match"];
    if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === encoded.etag))
      return reply.code(304).send();
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply.send(encoded.body);
  };
}
