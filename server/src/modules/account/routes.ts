import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../../deps";
import { unauthorized } from "../../platform/errors";
import { route } from "../../platform/http/route";
import { cancelDeletion, getDeletion, requestDeletion } from "./service/deletion";
import { exportAccount } from "./service/export";
import { dropPasskey, listPasskeys, namePasskey } from "./service/passkeys";
import { changePassword } from "./service/password";
import { endOneSession, endOtherSessions, listSessions } from "./service/sessions";

const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: "1 minute" } } });

export const accountRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  /** The caller's own session: every route here has one (access signedIn). */
  const sessionOf = (hash: string | null) => {
    if (!hash) throw unauthorized();
    return hash;
  };
  route(app, "account.sessions", ({ caller, req }) => listSessions(deps, caller, req.sessionTokenHash));
  route(app, "account.endSession", ({ caller, params }) => endOneSession(deps, caller, params.id));
  route(app, "account.endOtherSessions", ({ caller, req }) =>
    endOtherSessions(deps, caller, sessionOf(req.sessionTokenHash)),
  );
  route(app, "account.passkeys", ({ caller }) => listPasskeys(deps, caller));
  route(app, "account.renamePasskey", ({ caller, params, body }) =>
    namePasskey(deps, caller, params.id, body.name),
  );
  route(app, "account.removePasskey", ({ caller, params }) => dropPasskey(deps, caller, params.id));
  route(
    app,
    "account.export",
    async ({ caller, reply }) => {
      const { zip, day } = await exportAccount(deps, caller);
      return reply
        .type("application/zip")
        .header("cache-control", "private, no-store")
        .header("content-disposition", `attachment; filename="nyumba-data-${day}.zip"`)
        .send(zip);
    },
    { config: { rateLimit: { max: 3, timeWindow: "1 hour" } } },
  );
  route(
    app,
    "account.changePassword",
    ({ caller, req, body }) =>
      changePassword(deps, caller, sessionOf(req.sessionTokenHash), { ...body, ip: req.ip }),
    perMinute(10),
  );
  route(app, "account.deletion", ({ caller }) => getDeletion(deps, caller));
  route(
    app,
    "account.requestDeletion",
    ({ caller, req, body }) => requestDeletion(deps, caller, sessionOf(req.sessionTokenHash), body.password),
    perMinute(5),
  );
  route(app, "account.cancelDeletion", ({ caller }) => cancelDeletion(deps, caller));
};
