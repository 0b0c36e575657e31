import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import { SESSION_COOKIE } from "../auth/cookies";

declare module "fastify" {
  interface FastifySchema {
    /**
     * For the document only, per content type: the body of a route whose handler parses it itself (JSON or
     * multipart). Fastify never validates it; the handler must.
     */
    documentedBody?: Record<string, z.ZodType>;
  }
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The zod transform, plus `documentedBody` turned into a request body with one schema per content type. */
function transform(input: TransformInput) {
  const { documentedBody, ...schema } = (input.schema ?? {}) as NonNullable<TransformInput["schema"]> & {
    documentedBody?: Record<string, z.ZodType>;
  };
  const out = jsonSchemaTransform({ ...input, schema });
  if (!documentedBody) return out;
  const content = Object.fromEntries(
    Object.entries(documentedBody).map(([type, s]) => [type, { schema: z.toJSONSchema(s, { io: "input" }) }]),
  );
  return { ...out, schema: { ...out.schema, body: { content } } };
}

/** The OpenAPI document is generated from the routes' zod schemas; /api/docs browses it. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: "Nyumba API", version: "0.1.0", description: "Property management for Uganda" },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE, description: "Set by sign-in" },
        },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
