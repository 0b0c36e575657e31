import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../../deps";
import { route } from "../../platform/http/route";
import { requestTranslator } from "../../platform/i18n";
import { listNotifications } from "./service";

export const notificationRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, "notifications.list", ({ caller, query, req }) =>
    listNotifications(deps, caller.id, query, requestTranslator(req)),
  );
};
