import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../../deps";
import { route } from "../../platform/http/route";
import { acceptApplication, declineApplication, listApplications } from "./service";

export const applicationRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, "applications.list", ({ caller, query }) => listApplications(deps, caller.id, query.propertyId));
  route(app, "applications.accept", ({ caller, params, body }) =>
    acceptApplication(deps, caller.id, params.id, body),
  );
  route(app, "applications.decline", ({ caller, params }) => declineApplication(deps, caller.id, params.id));
};
