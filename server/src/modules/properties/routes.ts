import { asc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { propertyOptionsResponse } from "../../../../common/schemas/auth";
import { properties } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { responses } from "../../platform/http/schema";

export const publicPropertyRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // Public: only names and ids, for the sign-in screens' property dropdown.
  app.get(
    "/api/properties",
    { schema: { tags: ["properties"], response: responses({ 200: propertyOptionsResponse }) } },
    async () =>
      deps.db
        .select({ id: properties.id, name: properties.name })
        .from(properties)
        .where(eq(properties.status, "active"))
        .orderBy(asc(properties.id))
        .limit(500),
  );
};
