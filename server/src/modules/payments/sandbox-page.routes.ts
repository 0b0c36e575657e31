import { eq } from "drizzle-orm";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { formatMoney } from "../../../../common/money";
import { formatUgandanPhone } from "../../../../common/phone";
import { users } from "../../db/schema";
import type { AppDeps } from "../../deps";
import {
  recordSandboxDecision,
  SANDBOX_CARD_APPROVE,
  SANDBOX_CARD_DECLINE,
  SANDBOX_CARD_DECLINED,
  SANDBOX_DECLINED,
  sandboxDecisionOf,
  sandboxPagePath,
} from "../../platform/payments/sandbox";
import { payeeForProperty } from "../rent/rent.service";
import { backgroundSettler } from "./background";
import { type PaymentRow, paymentByReference } from "./queries";
import { settlePayment } from "./settle";

/**
 * The sandbox's "phone prompt" (and card form): server-rendered pages, no script (the CSP allows none inline),
 * styled by one small stylesheet from our own origin. A decision is recorded, then settled a moment later like
 * a provider's callback, and the browser goes to /payment-success, which verifies the payment.
 */

const CSS = `*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6f8;color:#111827;line-height:1.45}
main{max-width:420px;margin:0 auto;padding:24px 16px}.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.badge{display:inline-block;font-size:12px;font-weight:600;letter-spacing:.04em;text-transform:uppercase;background:#fef3c7;color:#92400e;border-radius:999px;padding:2px 10px}
h1{font-size:20px;margin:12px 0 4px}.amount{font-size:32px;font-weight:700;margin:16px 0 4px}dl{margin:16px 0;display:grid;grid-template-columns:auto 1fr;gap:6px 12px}
dt{color:#6b7280}dd{margin:0;font-weight:500;word-break:break-word}form{margin:0}.actions{display:grid;gap:10px;margin-top:20px}
button,.link{display:block;width:100%;font-size:17px;font-weight:600;padding:14px;border-radius:10px;border:0;text-align:center;text-decoration:none;cursor:pointer}
.approve{background:#15803d;color:#fff}.decline{background:#fff;color:#b91c1c;border:1px solid #fca5a5}.link{background:#1d4ed8;color:#fff}
label{display:block;font-size:14px;color:#374151;margin-top:12px}input{width:100%;font-size:17px;padding:12px;border:1px solid #d1d5db;border-radius:8px;margin-top:4px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}.error{background:#fef2f2;color:#991b1b;border-radius:8px;padding:10px;margin-top:12px}
.note{color:#4b5563;font-size:13px;margin-top:16px}.ok{color:#15803d}.bad{color:#b91c1c}`;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="/pay/sandbox.css"></head><body><main><div class="card">${body}</div><p class="note">Nyumba Sandbox: a test payment. No real money moves.</p></main></body></html>`;
}

const resultPath = (reference: string) => `/payment-success?reference=${encodeURIComponent(reference)}`;

interface View {
  p: PaymentRow;
  payeeName: string;
  decided: boolean;
}

function details(v: View): string {
  const rows: [string, string][] = [["To", v.payeeName]];
  if (v.p.phone) rows.push(["From", `${formatUgandanPhone(v.p.phone)} (${v.p.providerLabel})`]);
  rows.push(["For", v.p.description], ["Reference", v.p.reference]);
  const dl = rows.map(([k, val]) => `<dt>${k}</dt><dd>${escapeHtml(val)}</dd>`).join("");
  return `<div class="amount">${escapeHtml(formatMoney(v.p.amount, v.p.currency))}</div><dl>${dl}</dl>`;
}

function promptHtml(v: View, error?: string): string {
  const action = sandboxPagePath(v.p.reference);
  const err = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : "";
  if (v.p.method === "card") {
    return page(
      "Nyumba Sandbox — Card Payment",
      `<span class="badge">Sandbox</span><h1>Nyumba Sandbox — Card Payment</h1>${details(v)}${err}
<form method="post" action="${action}/approve">
<label for="card">Card number</label><input id="card" name="cardNumber" inputmode="numeric" autocomplete="off" placeholder="4242 4242 4242 4242" required>
<div class="row"><div><label for="exp">Expiry (MM/YY)</label><input id="exp" name="expiry" autocomplete="off" placeholder="12/30" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="off" placeholder="123" required></div></div>
<div class="actions"><button class="approve" type="submit">Pay ${escapeHtml(formatMoney(v.p.amount, v.p.currency))}</button></div></form>
<form method="post" action="${action}/decline"><div class="actions"><button class="decline" type="submit">Cancel</button></div></form>
<p class="note">4242 4242 4242 4242 approves; 4000 0000 0000 0002 is declined. Nothing you type is stored.</p>`,
    );
  }
  return page(
    "Nyumba Sandbox — Mobile Money Prompt",
    `<span class="badge">Sandbox</span><h1>Nyumba Sandbox — Mobile Money Prompt</h1><p>Approve this payment from your mobile money account?</p>${details(v)}${err}
<div class="actions"><form method="post" action="${action}/approve"><button class="approve" type="submit">Approve</button></form>
<form method="post" action="${action}/decline"><button class="decline" type="submit">Decline</button></form></div>
<p class="note">A number ending in 0000 simulates insufficient funds.</p>`,
  );
}

function stateHtml(v: View): string {
  const { p } = v;
  const [heading, cls, text] =
    p.status === "succeeded"
      ? ["Payment approved", "ok", "This payment was approved and paid."]
      : p.status === "failed"
        ? ["Payment not completed", "bad", p.failureReason ?? SANDBOX_DECLINED]
        : p.status === "expired"
          ? ["Payment request expired", "bad", "This payment request has expired. Start a new payment."]
          : ["Decision received", "", "Your answer was received. Nyumba is confirming the payment."];
  return page(
    `Nyumba Sandbox — ${heading}`,
    `<span class="badge">Sandbox</span><h1 class="${cls}">${heading}</h1><p>${escapeHtml(text)}</p>${details(v)}
<div class="actions"><a class="link" href="${resultPath(p.reference)}">See the payment status</a></div>`,
  );
}

const notFoundHtml = page(
  "Nyumba Sandbox — Not found",
  `<h1>Payment request not found</h1><p>This payment request does not exist.</p><div class="actions"><a class="link" href="/">Go to Nyumba</a></div>`,
);

export const sandboxPageRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const settler = backgroundSettler(app, deps);
  // The forms post urlencoded fields: parsed here only (the API takes JSON).
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  /** The sandbox payment with what the page shows; a pending one past its expiry is settled (expired) first. */
  async function load(reference: string): Promise<View | null> {
    let p = reference.length <= 100 ? await paymentByReference(deps.db, reference) : null;
    if (p?.provider !== "sandbox") return null;
    if (p.status === "pending" && p.expiresAt < new Date()) {
      p = (await settlePayment(deps, reference, "poll", app.log)) ?? p;
    }
    const [payee, [landlord], decision] = await Promise.all([
      payeeForProperty(deps.db, p.propertyId, p.landlordId),
      deps.db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, p.landlordId)),
      sandboxDecisionOf(deps.db, p.id),
    ]);
    const payeeName =
      payee.bankAccountName ?? (landlord ? `${landlord.firstName} ${landlord.lastName}` : "Landlord");
    return { p, payeeName, decided: decision !== null };
  }

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).header("cache-control", "no-store").type("text/html; charset=utf-8").send(body);

  app.get("/pay/sandbox.css", { schema: { hide: true } }, async (_req, reply) =>
    reply.header("cache-control", "public, max-age=3600").type("text/css; charset=utf-8").send(CSS),
  );

  app.get<{ Params: { reference: string } }>(
    "/pay/sandbox/:reference",
    { schema: { hide: true } },
    async (req, reply) => {
      const v = await load(req.params.reference);
      if (!v) return html(reply, 404, notFoundHtml);
      return html(reply, 200, v.p.status === "pending" && !v.decided ? promptHtml(v) : stateHtml(v));
    },
  );

  const limit = { rateLimit: { max: 30, timeWindow: "1 minute" } };

  app.post<{ Params: { reference: string }; Body: Record<string, string> | undefined }>(
    "/pay/sandbox/:reference/approve",
    { schema: { hide: true }, config: limit },
    async (req, reply) => {
      const v = await load(req.params.reference);
      if (!v) return html(reply, 404, notFoundHtml);
      let decision: "approved" | "declined" = "approved";
      let reason: string | undefined;
      if (v.p.method === "card" && v.p.status === "pending" && !v.decided) {
        const form = req.body ?? {};
        const card = (form.cardNumber ?? "").replace(/[\s-]/g, "");
        const error = !/^\d{2}\s*\/\s*\d{2}$/.test((form.expiry ?? "").trim())
          ? "Enter the expiry as MM/YY."
          : !/^\d{3,4}$/.test((form.cvc ?? "").trim())
            ? "Enter the 3 or 4 digit CVC."
            : card === SANDBOX_CARD_APPROVE || card === SANDBOX_CARD_DECLINE
              ? undefined
              : "Use a sandbox test card: 4242 4242 4242 4242 approves, 4000 0000 0000 0002 is declined.";
        if (error) return html(reply, 400, promptHtml(v, error));
        if (card === SANDBOX_CARD_DECLINE) {
          decision = "declined";
          reason = SANDBOX_CARD_DECLINED;
        }
      }
      return decide(reply, v, decision, reason);
    },
  );

  app.post<{ Params: { reference: string } }>(
    "/pay/sandbox/:reference/decline",
    { schema: { hide: true }, config: limit },
    async (req, reply) => {
      const v = await load(req.params.reference);
      if (!v) return html(reply, 404, notFoundHtml);
      return decide(reply, v, "declined", SANDBOX_DECLINED);
    },
  );

  async function decide(reply: FastifyReply, v: View, decision: "approved" | "declined", reason?: string) {
    if (v.p.status === "pending") {
      const result = await recordSandboxDecision(deps.db, v.p.reference, decision, reason);
      // Settles like a provider's callback, a moment later: the payer's status page really waits for it.
      if (result === "recorded")
        settler.later(v.p.reference, "callback", 300 + Math.floor(Math.random() * 500));
    }
    return reply.header("cache-control", "no-store").redirect(resultPath(v.p.reference), 303);
  }
};
