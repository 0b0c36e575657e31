import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../../deps";
import { route } from "../../platform/http/route";
import { requestTranslator } from "../../platform/i18n";
import {
  getSettings,
  listNotifications,
  readAllNotifications,
  readNotification,
  removeNotification,
  saveSettings,
} from "./service";

export const notificationRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, "notifications.list", ({ caller, query, req }) =>
    listNotifications(deps, caller.id, query, requestTranslator(req)),
  );
  route(app, "notifications.markRead", ({ caller, params }) => readNotification(deps, caller.id, params.id));
  route(app, "notifications.markAllRead", ({ caller }) => readAllNotifications(deps, caller.id));
  route(app, "notifications.delete", ({ caller, params }) => removeNotification(deps, caller.id, params.id));
  route(app, "notifications.settings", ({ caller }) => getSettings(deps, caller.id));
  route(app, "notifications.updateSettings", ({ caller, body }) => saveSettings(deps, caller.id, body));
};
