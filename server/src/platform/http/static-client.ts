import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { msg } from "../../../../common/i18n/message";
import { notFound } from "../errors";
import { projectRoot } from "../paths";

/** Serves the built client; any non-API path gets index.html so the client router can show it (or its 404). */
export async function registerClient(app: FastifyInstance): Promise<void> {
  const root = join(projectRoot(), "dist", "client");
  const hasClient = existsSync(join(root, "index.html"));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(reply, path) {
        // Hashed asset names never change content: cache them for a year. The HTML always revalidates.
        reply.header(
          "cache-control",
          path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    if (req.url.startsWith("/api/") || req.url === "/api" || !hasClient || req.method !== "GET") {
      throw notFound(
        msg("errors.NO_SUCH_ENDPOINT", { method: req.method, path: req.url.split("?")[0] ?? "" }),
      );
    }
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
