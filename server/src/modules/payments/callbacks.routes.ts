import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { msg } from "../../../../common/i18n/message";
import type { AppDeps } from "../../deps";
import { AppError, notFound } from "../../platform/errors";
import { MAX_JSON_DEPTH, nestedTooDeeply, nestsDeeperThan } from "../../platform/http/json-body";
import { type PaymentProvider, ProviderSignatureError } from "../../platform/payments/provider";
import { backgroundSettler } from "./background";

declare module "fastify" {
  interface FastifyRequest {
    /** The body exactly as received, kept by the Stripe webhook route for the signature check. */
    rawBody?: Buffer;
  }
}

/**
 * Provider callbacks and webhooks. Nothing in them is trusted but the reference: the adapter verifies the
 * signature (a bad one is a 401, logged without secrets), then the payment settles through settlePayment,
 * which asks the provider for the status itself. The answer is a quick 200; the settle runs right after.
 */
export const paymentCallbackRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const settler = backgroundSettler(app, deps);

  async function receive(name: PaymentProvider["name"], req: FastifyRequest, reply: FastifyReply) {
    const provider = deps.payments.byName(name);
    if (!provider || name === "sandbox")
      throw notFound(
        msg("errors.NO_SUCH_ENDPOINT", { method: req.method, path: req.url.split("?")[0] ?? "" }),
      );
    let event: Awaited<ReturnType<PaymentProvider["verifyWebhook"]>>;
    try {
      event = await provider.verifyWebhook(req);
    } catch (err) {
      if (!(err instanceof ProviderSignatureError)) throw err;
      // The reason only (which check failed); never headers, bodies or secrets.
      req.log.warn(
        { provider: name, reason: err.message, ip: req.ip },
        "payment webhook refused: bad signature",
      );
      throw new AppError(401, "BAD_SIGNATURE", msg("payments.badSignature"));
    }
    if (event) settler.now(event.reference, "callback");
    return reply.code(200).send({ received: true });
  }

  const limit = { rateLimit: { max: 300, timeWindow: "1 minute" } };
  // Providers call these, not our client: kept out of the API docs.
  const hidden = () => ({ tags: ["payments"], hide: true });
  app.post("/api/payments/callback/mtn-momo", { schema: hidden(), config: limit }, (req, reply) =>
    receive("mtn-momo", req, reply),
  );
  app.put("/api/payments/callback/mtn-momo", { schema: hidden(), config: limit }, (req, reply) =>
    receive("mtn-momo", req, reply),
  );
  app.post("/api/payments/webhook/flutterwave", { schema: hidden(), config: limit }, (req, reply) =>
    receive("flutterwave", req, reply),
  );

  // Stripe signs the exact bytes it sent: this scope keeps them (and parses the JSON for everyone else).
  await app.register(async (stripe: FastifyInstance) => {
    stripe.removeContentTypeParser("application/json");
    stripe.addContentTypeParser("application/json", { parseAs: "buffer" }, (req, body, done) => {
      req.rawBody = body as Buffer;
      const text = (body as Buffer).toString("utf8");
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(nestedTooDeeply(), undefined);
      try {
        done(null, text.length ? JSON.parse(text) : {});
      } catch {
        // The signature check decides; an unparsable body simply carries no event.
        done(null, {});
      }
    });
    stripe.post("/api/payments/webhook/stripe", { schema: hidden(), config: limit }, (req, reply) =>
      receive("stripe", req, reply),
    );
  });
};
