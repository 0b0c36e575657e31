import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { AppDeps } from "../../deps";
import { route } from "../../platform/http/route";
import { requestTranslator } from "../../platform/i18n";
import { confirmCardPayment, createPaymentIntent } from "./service/card";
import { tenantPayments } from "./service/history";
import { startMobileMoneyTransfer } from "./service/mobile-money";
import { verifyPayment } from "./service/verify";

/** Limits per signed-in user (many tenants share one IP behind a mobile carrier's NAT), else per IP. */
const perUser = (max: number) => ({
  config: {
    rateLimit: { max, timeWindow: "1 minute", keyGenerator: (req: FastifyRequest) => req.user?.id ?? req.ip },
  },
});

/** The tenant's payment calls (spec section 7; docs/API-rent.md). */
export const paymentRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  route(
    app,
    "payments.mobileMoneyTransfer",
    ({ caller, headers, body, req }) =>
      startMobileMoneyTransfer(deps, caller.id, body, {
        idempotencyKey: headers["idempotency-key"],
        log: req.log,
        tr: requestTranslator(req),
      }),
    perUser(20),
  );
  route(
    app,
    "payments.verify",
    ({ caller, body, req }) =>
      verifyPayment(deps, caller.id, body.reference, requestTranslator(req), req.log),
    perUser(120),
  );
  route(
    app,
    "payments.createIntent",
    ({ caller, headers, body, req }) =>
      createPaymentIntent(deps, caller.id, body, {
        idempotencyKey: headers["idempotency-key"],
        log: req.log,
      }),
    perUser(20),
  );
  route(
    app,
    "payments.confirmCard",
    ({ caller, body, req }) => confirmCardPayment(deps, caller.id, body, requestTranslator(req), req.log),
    perUser(60),
  );
  route(app, "payments.history", ({ caller, req }) =>
    tenantPayments(deps, caller.id, requestTranslator(req)),
  );
};
