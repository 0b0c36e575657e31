import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../../deps";
import { CHALLENGE_COOKIE, clearCookie, setCookie } from "../../platform/auth/cookies";
import { route } from "../../platform/http/route";
import { dashboardPathFor, wrongRoleError } from "./service/login";
import {
  authenticatePasskey,
  authenticationOptions,
  registerPasskey,
  registrationOptions,
} from "./service/passkeys";
import { signInAs } from "./service/sign-in";

const CHALLENGE_TTL_S = 120;
const limit = { config: { rateLimit: { max: 30, timeWindow: "1 minute" } } };

export const passkeyRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(app, "auth.passkeyRegistrationOptions", async ({ caller, reply }) => {
    const { options, challengeId } = await registrationOptions(deps, caller.id);
    setCookie(reply, deps.config, CHALLENGE_COOKIE, challengeId, CHALLENGE_TTL_S);
    return options;
  });

  route(app, "auth.passkeyRegister", async ({ caller, body, req, reply }) => {
    const result = await registerPasskey(deps, {
      userId: caller.id,
      challengeId: req.cookies[CHALLENGE_COOKIE],
      response: body.response,
      origin: req.headers.origin,
    });
    clearCookie(reply, CHALLENGE_COOKIE);
    return { success: true as const, ...result };
  });

  route(
    app,
    "auth.passkeyAuthenticationOptions",
    async ({ reply }) => {
      const { options, challengeId } = await authenticationOptions(deps);
      setCookie(reply, deps.config, CHALLENGE_COOKIE, challengeId, CHALLENGE_TTL_S);
      return options;
    },
    limit,
  );

  route(
    app,
    "auth.passkeyAuthenticate",
    async ({ body, req, reply }) => {
      const user = await authenticatePasskey(deps, {
        challengeId: req.cookies[CHALLENGE_COOKIE],
        response: body.response,
        origin: req.headers.origin,
      });
      clearCookie(reply, CHALLENGE_COOKIE);
      if (body.role && body.role !== user.role) throw wrongRoleError(user.role);
      await signInAs(deps, req, reply, user.id);
      return { user, redirectTo: dashboardPathFor(user.role) };
    },
    limit,
  );
};
