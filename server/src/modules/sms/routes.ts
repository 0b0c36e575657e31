import type { FastifyPluginAsync } from "fastify";
import { msg } from "../../../../common/i18n/message";
import type { AppDeps } from "../../deps";
import { safeEqual } from "../../platform/auth/tokens";
import { notFound } from "../../platform/errors";
import { applyDeliveryReport } from "./service/delivery";

/**
 * The SMS provider's delivery reports. Africa's Talking does not sign them, so the URL given to it carries a
 * secret (SMS_CALLBACK_TOKEN); without one configured, or with another, the route does not exist.
 */
export const smsCallbackRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  // The provider posts urlencoded fields: parsed in this scope only (the API takes JSON).
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.post<{ Params: { token: string } }>(
    "/api/sms/delivery-reports/:token",
    { schema: { hide: true }, config: { rateLimit: { max: 600, timeWindow: "1 minute" } } },
    async (req, reply) => {
      const expected = deps.config.sms?.callbackToken;
      if (!expected || !deps.sms || !safeEqual(req.params.token, expected))
        throw notFound(
          msg("errors.NO_SUCH_ENDPOINT", { method: req.method, path: "/api/sms/delivery-reports" }),
        );
      const body = (req.body ?? {}) as Record<string, unknown>;
      await applyDeliveryReport(deps.db, deps.sms.name, body);
      return reply.code(200).send({ received: true });
    },
  );
};
