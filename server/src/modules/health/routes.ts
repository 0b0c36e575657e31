import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../../deps";
import { route } from "../../platform/http/route";
import { pingDatabase } from "./queries";

export const healthRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, "health.check", async () => {
    await pingDatabase(deps.db);
    return { status: "ok" as const };
  });
};
