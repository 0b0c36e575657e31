import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { msg } from "../../../../common/i18n/message";
import { proofFields } from "../../../../common/schemas/proofs";
import type { AppDeps } from "../../deps";
import { badRequest } from "../../platform/errors";
import { readMultipartForm } from "../../platform/http/multipart";
import { parseFields } from "../../platform/http/parse-fields";
import { route } from "../../platform/http/route";
import { sendPrivateDocument } from "../../platform/http/send-photo";
import { requestTranslator } from "../../platform/i18n";
import { confirmCardPayment, createPaymentIntent } from "./service/card";
import { tenantPayments } from "./service/history";
import { startMobileMoneyTransfer } from "./service/mobile-money";
import { readProofFile, submitProof } from "./service/proofs";
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

  // Multipart: the proof's fields and one file.
  route(
    app,
    "payments.submitProof",
    async ({ caller, headers, req }) => {
      const form = await readMultipartForm(req, {
        maxFiles: 1,
        tooManyFiles: () => badRequest("TOO_MANY_FILES", msg("payments.proofOneFile")),
      });
      const input = parseFields(proofFields, form.fields);
      return submitProof(deps, caller.id, input, form.files[0]?.bytes, headers["idempotency-key"]);
    },
    perUser(20),
  );
  for (const id of ["payments.proofFile", "payments.proofThumb"] as const) {
    route(app, id, async ({ caller, params, reply }) => {
      const file = await readProofFile(deps, caller.id, params.id, id === "payments.proofThumb");
      return sendPrivateDocument(reply, file, "payment-proof");
    });
  }
};
