import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { AppDeps } from "../../deps";
import { route } from "../../platform/http/route";
import { confirmCardPayment, createPaymentIntent } from "./card.service";
import { tenantPayments } from "./history.service";
import { startMobileMoneyTransfer } from "./mobile-money.service";
import { verifyPayment } from "./verify.service";

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
      }),
    perUser(20),
  );
  route(
    app,
    "payments.verify",
    ({ caller, body, req }) => verifyPayment(deps, caller.id, body.reference, req.log),
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
    ({ caller, body, req }) => confirmCardPayment(deps, caller.id, body, req.log),
    perUser(60),
  );
  route(app, "payments.history", ({ caller }) => tenantPayments(deps, caller.id));
};
