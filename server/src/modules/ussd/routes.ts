import type { FastifyPluginAsync } from "fastify";
import { msg } from "../../../../common/i18n/message";
import type { AppDeps } from "../../deps";
import { safeEqual } from "../../platform/auth/tokens";
import { notFound } from "../../platform/errors";
import { translator } from "../../platform/i18n";
import { end } from "./menu";
import { answerUssd } from "./service/session";

const field = (body: Record<string, unknown>, name: string, max: number) => {
  const v = body[name];
  return typeof v === "string" ? v.slice(0, max) : "";
};

/**
 * The USSD callback of Africa's Talking: form fields sessionId, serviceCode, phoneNumber, networkCode and text;
 * the answer is text/plain starting 'CON ' (another screen) or 'END '. Its URL carries a secret
 * (USSD_CALLBACK_TOKEN): without one configured, or with another, the route does not exist. A screen is always
 * answered, even on our failure (a 4xx or 5xx would end the session with the network's own message).
 */
export const ussdRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.post<{ Params: { token: string } }>(
    "/api/ussd/:token",
    { schema: { hide: true }, config: { rateLimit: { max: 600, timeWindow: "1 minute" } } },
    async (req, reply) => {
      const expected = deps.config.ussdCallbackToken;
      if (!expected || !safeEqual(req.params.token, expected))
        throw notFound(msg("errors.NO_SUCH_ENDPOINT", { method: req.method, path: "/api/ussd" }));
      const body = (req.body ?? {}) as Record<string, unknown>;
      let answer: string;
      try {
        answer = await answerUssd(deps, {
          sessionId: field(body, "sessionId", 100),
          serviceCode: field(body, "serviceCode", 40),
          phoneNumber: field(body, "phoneNumber", 20),
          text: field(body, "text", 200),
        });
      } catch (err) {
        req.log.error({ err }, "USSD answer failed");
        answer = end(translator().t("ussd.tryLater"));
      }
      return reply
        .code(200)
        .type("text/plain; charset=utf-8")
        .header("cache-control", "no-store")
        .send(answer);
    },
  );
};
