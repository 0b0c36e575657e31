import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { AppDeps } from "../../deps";
import { requestTranslator } from "../../platform/i18n";
import { SANDBOX_DECLINED, type SandboxDecision } from "../../platform/payments/sandbox";
import { backgroundSettler } from "./background";
import {
  notFoundHtml,
  promptHtml,
  resultPath,
  SANDBOX_CSS,
  type SandboxView,
  stateHtml,
} from "./sandbox-html";
import { cardDecision, decideSandboxPayment, sandboxView } from "./service/sandbox";

/**
 * The sandbox's "phone prompt" (and card form): server-rendered pages in the payer's language. A decision is
 * recorded, then settled a moment later like a provider's callback, and the browser goes to /payment-success,
 * which verifies the payment.
 */
export const sandboxPageRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const settler = backgroundSettler(app, deps);
  // The forms post urlencoded fields: parsed here only (the API takes JSON).
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).header("cache-control", "no-store").type("text/html; charset=utf-8").send(body);

  app.get("/pay/sandbox.css", { schema: { hide: true } }, async (_req, reply) =>
    reply.header("cache-control", "public, max-age=3600").type("text/css; charset=utf-8").send(SANDBOX_CSS),
  );

  app.get<{ Params: { reference: string } }>(
    "/pay/sandbox/:reference",
    { schema: { hide: true } },
    async (req, reply) => {
      const tr = requestTranslator(req);
      const v = await sandboxView(deps, req.params.reference, tr, app.log);
      if (!v) return html(reply, 404, notFoundHtml(tr));
      return html(reply, 200, v.p.status === "pending" && !v.decided ? promptHtml(tr, v) : stateHtml(tr, v));
    },
  );

  const limit = { rateLimit: { max: 30, timeWindow: "1 minute" } };

  app.post<{ Params: { reference: string }; Body: Record<string, string> | undefined }>(
    "/pay/sandbox/:reference/approve",
    { schema: { hide: true }, config: limit },
    async (req, reply) => {
      const tr = requestTranslator(req);
      const v = await sandboxView(deps, req.params.reference, tr, app.log);
      if (!v) return html(reply, 404, notFoundHtml(tr));
      if (v.p.method === "card" && v.p.status === "pending" && !v.decided) {
        const card = cardDecision(req.body ?? {});
        if ("error" in card) return html(reply, 400, promptHtml(tr, v, card.error));
        return decide(reply, v, card.decision, card.reason);
      }
      return decide(reply, v, "approved");
    },
  );

  app.post<{ Params: { reference: string } }>(
    "/pay/sandbox/:reference/decline",
    { schema: { hide: true }, config: limit },
    async (req, reply) => {
      const tr = requestTranslator(req);
      const v = await sandboxView(deps, req.params.reference, tr, app.log);
      if (!v) return html(reply, 404, notFoundHtml(tr));
      return decide(reply, v, "declined", SANDBOX_DECLINED);
    },
  );

  async function decide(reply: FastifyReply, v: SandboxView, decision: SandboxDecision, reason?: string) {
    // Settles like a provider's callback, a moment later: the payer's status page really waits for it.
    if (await decideSandboxPayment(deps, v, decision, reason))
      settler.later(v.p.reference, "callback", 300 + Math.floor(Math.random() * 500));
    return reply.header("cache-control", "no-store").redirect(resultPath(v.p.reference), 303);
  }
};
