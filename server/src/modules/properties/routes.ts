import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../../deps";
import { route } from "../../platform/http/route";
import { publicPropertyOptions } from "./queries";

export const publicPropertyRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  // Public: only names and ids, for the sign-in screens' property dropdown.
  route(app, "properties.options", () => publicPropertyOptions(deps.db, { withDemo: deps.config.demoMode }));
};
