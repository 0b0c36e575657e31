import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { propertyOptionsResponse } from "../../../../common/schemas/auth";
import type { AppDeps } from "../../deps";
import { responses } from "../../platform/http/schema";
import { publicPropertyOptions } from "./queries";

export const publicPropertyRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // Public: only names and ids, for the sign-in screens' property dropdown.
  app.get(
    "/api/properties",
    { schema: { tags: ["properties"], response: responses({ 200: propertyOptionsResponse }) } },
    async () => publicPropertyOptions(deps.db, { withDemo: deps.config.demoMode }),
  );
};
