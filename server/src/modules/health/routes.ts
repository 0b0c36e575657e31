import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { responses } from "../../platform/http/schema";

export const healthRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/api/health",
    { schema: { tags: ["health"], response: responses({ 200: z.object({ status: z.literal("ok") }) }) } },
    async () => {
      await deps.db.execute(sql`select 1`);
      return { status: "ok" as const };
    },
  );
};
