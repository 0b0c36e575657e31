import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { loginResponse, roleSchema } from "../../../../common/schemas/auth";
import type { AppDeps } from "../../deps";
import { CHALLENGE_COOKIE, clearCookie, setCookie } from "../../platform/auth/cookies";
import { requireUser } from "../../platform/auth/guards";
import { startSession } from "../../platform/auth/session";
import { responses } from "../../platform/http/schema";
import { dashboardPathFor, wrongRoleError } from "./login.service";
import {
  authenticatePasskey,
  authenticationOptions,
  registerPasskey,
  registrationOptions,
} from "./passkeys.service";

// WebAuthn JSON is checked by @simplewebauthn itself; here only its outer shape and size are bounded.
const credentialJson = z.looseObject({
  id: z.string().max(1024),
  type: z.literal("public-key"),
  response: z.looseObject({}),
});
const optionsJson = z.looseObject({ challenge: z.string() });
const CHALLENGE_TTL_S = 120;

export const passkeyRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    "/api/auth/passkeys/registration-options",
    { schema: { tags: ["passkeys"], response: responses({ 200: optionsJson }) } },
    async (req, reply) => {
      const { options, challengeId } = await registrationOptions(deps, requireUser(req).id);
      setCookie(reply, deps.config, CHALLENGE_COOKIE, challengeId, CHALLENGE_TTL_S);
      return options as typeof options & Record<string, unknown>;
    },
  );

  app.post(
    "/api/auth/passkeys/register",
    {
      schema: {
        tags: ["passkeys"],
        body: z.object({ response: credentialJson }),
        response: responses({ 200: z.object({ success: z.literal(true), passkeyCount: z.number() }) }),
      },
    },
    async (req, reply) => {
      const result = await registerPasskey(deps, {
        userId: requireUser(req).id,
        challengeId: req.cookies[CHALLENGE_COOKIE],
        response: req.body.response as never,
        origin: req.headers.origin,
      });
      clearCookie(reply, CHALLENGE_COOKIE);
      return { success: true as const, ...result };
    },
  );

  app.post(
    "/api/auth/passkeys/authentication-options",
    {
      schema: { tags: ["passkeys"], response: responses({ 200: optionsJson }) },
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (_req, reply) => {
      const { options, challengeId } = await authenticationOptions(deps);
      setCookie(reply, deps.config, CHALLENGE_COOKIE, challengeId, CHALLENGE_TTL_S);
      return options as typeof options & Record<string, unknown>;
    },
  );

  app.post(
    "/api/auth/passkeys/authenticate",
    {
      schema: {
        tags: ["passkeys"],
        body: z.object({ response: credentialJson, role: roleSchema.optional() }),
        response: responses({ 200: loginResponse }),
      },
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (req, reply) => {
      const user = await authenticatePasskey(deps, {
        challengeId: req.cookies[CHALLENGE_COOKIE],
        response: req.body.response as never,
        origin: req.headers.origin,
      });
      clearCookie(reply, CHALLENGE_COOKIE);
      if (req.body.role && req.body.role !== user.role) throw wrongRoleError(user.role);
      await startSession(deps, reply, user.id, req.headers["user-agent"]);
      return { user, redirectTo: dashboardPathFor(user.role) };
    },
  );
};
