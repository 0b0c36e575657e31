import { sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../../deps";
import { route } from "../../platform/http/route";

export const healthRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, "health.check", async () => {
    await deps.db.execute(sql`select 1`);
    return { status: "ok" as const };
  });
};
