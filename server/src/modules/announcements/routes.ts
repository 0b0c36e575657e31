import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../../deps";
import { route } from "../../platform/http/route";
import { listAnnouncements } from "./service/list";
import { markAnnouncement } from "./service/reads";
import { createAnnouncement, deleteOwnAnnouncement, updateOwnAnnouncement } from "./service/write";

export const announcementRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, "announcements.list", ({ caller, query }) => listAnnouncements(deps, caller, query));
  route(app, "announcements.create", ({ caller, body }) => createAnnouncement(deps, caller, body), {
    config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
  });
  route(app, "announcements.update", ({ caller, params, body }) =>
    updateOwnAnnouncement(deps, caller, params.id, body),
  );
  route(app, "announcements.delete", ({ caller, params }) => deleteOwnAnnouncement(deps, caller, params.id));
  route(app, "announcements.read", ({ caller, params }) => markAnnouncement(deps, caller, params.id, false));
  route(app, "announcements.acknowledge", ({ caller, params }) =>
    markAnnouncement(deps, caller, params.id, true),
  );
};
