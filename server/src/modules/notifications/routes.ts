import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notificationsQuery, notificationsResponse } from "../../../../common/schemas/notifications";
import type { AppDeps } from "../../deps";
import { requireUser } from "../../platform/auth/guards";
import { responses } from "../../platform/http/schema";
import { listNotifications } from "./service";

export const notificationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/api/notifications",
    {
      schema: {
        tags: ["notifications"],
        querystring: notificationsQuery,
        response: responses({ 200: notificationsResponse }),
      },
    },
    async (req) => listNotifications(deps, requireUser(req).id, req.query),
  );
};
