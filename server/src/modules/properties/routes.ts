import { asc, eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { properties } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { route } from "../../platform/http/route";

export const publicPropertyRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  // Public: only names and ids, for the sign-in screens' property dropdown.
  route(app, "properties.options", () =>
    deps.db
      .select({ id: properties.id, name: properties.name })
      .from(properties)
      .where(eq(properties.status, "active"))
      .orderBy(asc(properties.id))
      .limit(500),
  );
};
