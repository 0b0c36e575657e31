import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  confirmPaymentInput,
  createPaymentIntentInput,
  createPaymentIntentResponse,
  mobileMoneyTransferInput,
  mobileMoneyTransferResponse,
  paymentHistoryItem,
  verifyInput,
  verifyResponse,
} from "../../../../common/schemas/rent";
import type { AppDeps } from "../../deps";
import { requireRole } from "../../platform/auth/guards";
import { responses } from "../../platform/http/schema";
import { confirmCardPayment, createPaymentIntent } from "./card.service";
import { tenantPayments } from "./history.service";
import { startMobileMoneyTransfer } from "./mobile-money.service";
import { verifyPayment } from "./verify.service";

/** Limits per signed-in user (many tenants share one IP behind a mobile carrier's NAT), else per IP. */
const perUser = (max: number) => ({
  rateLimit: { max, timeWindow: "1 minute", keyGenerator: (req: FastifyRequest) => req.user?.id ?? req.ip },
});

/** The tenant's payment calls (spec section 7; docs/API-rent.md). */
export const paymentRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    "/api/direct-mobile-money-transfer",
    {
      schema: {
        tags: ["payments"],
        body: mobileMoneyTransferInput,
        response: responses({ 200: mobileMoneyTransferResponse }),
      },
      config: perUser(20),
    },
    async (req) => startMobileMoneyTransfer(deps, requireRole(req, "tenant").id, req.body, req.log),
  );

  app.post(
    "/api/direct-mobile-money-transfer/verify",
    {
      schema: { tags: ["payments"], body: verifyInput, response: responses({ 200: verifyResponse }) },
      config: perUser(120),
    },
    async (req) => verifyPayment(deps, requireRole(req, "tenant").id, req.body.reference, req.log),
  );

  app.post(
    "/api/create-payment-intent",
    {
      schema: {
        tags: ["payments"],
        body: createPaymentIntentInput,
        response: responses({ 200: createPaymentIntentResponse }),
      },
      config: perUser(20),
    },
    async (req) => createPaymentIntent(deps, requireRole(req, "tenant").id, req.body, req.log),
  );

  app.post(
    "/api/confirm-payment",
    {
      schema: { tags: ["payments"], body: confirmPaymentInput, response: responses({ 200: verifyResponse }) },
      config: perUser(60),
    },
    async (req) => confirmCardPayment(deps, requireRole(req, "tenant").id, req.body, req.log),
  );

  app.get(
    "/api/payments",
    { schema: { tags: ["payments"], response: responses({ 200: z.array(paymentHistoryItem) }) } },
    async (req) => tenantPayments(deps, requireRole(req, "tenant").id),
  );
};
