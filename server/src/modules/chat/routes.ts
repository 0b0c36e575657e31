import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../../deps";
import { route } from "../../platform/http/route";
import { listConversations, markRead, openDirect } from "./service/conversations";
import { listMessages, sendMessage } from "./service/messages";
import { dismissReport, listReports, removeMessage, reportMessage } from "./service/moderation";
import { blockResident, listResidents, unblockResident } from "./service/residents";
import { registerChatSocket } from "./socket";

/** Neighbour chat over HTTP, and its socket handlers (one registration point for the module). */
export const chatRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerChatSocket(deps);

  route(app, "chat.list", ({ caller, query }) => listMessages(deps, caller, query));
  route(app, "chat.conversations", ({ caller, query }) => listConversations(deps, caller, query.propertyId));
  route(app, "chat.openDirect", ({ caller, body }) => openDirect(deps, caller, body.userId));
  route(app, "chat.markRead", ({ caller, params, body }) => markRead(deps, caller, params.id, body.seq));
  route(app, "chat.send", async ({ caller, body }) => (await sendMessage(deps, caller, body)).message);
  route(app, "chat.report", ({ caller, params, body }) =>
    reportMessage(deps, caller, params.id, body.reason),
  );
  route(app, "chat.removeMessage", ({ caller, params }) => removeMessage(deps, caller, params.id));
  route(app, "chat.reports", ({ caller, query }) => listReports(deps, caller, query.propertyId));
  route(app, "chat.dismissReport", ({ caller, params }) => dismissReport(deps, caller, params.id));
  route(app, "chat.residents", ({ caller, query }) => listResidents(deps, caller, query.propertyId));
  route(app, "chat.block", ({ caller, params }) => blockResident(deps, caller, params.userId));
  route(app, "chat.unblock", ({ caller, params }) => unblockResident(deps, caller, params.userId));
};
