import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../../deps";
import { route } from "../../platform/http/route";
import { listNotifications } from "./service";

export const notificationRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, "notifications.list", ({ caller, query }) => listNotifications(deps, caller.id, query));
};
