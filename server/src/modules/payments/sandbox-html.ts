import { formatMoney } from "../../../../common/money";
import { formatUgandanPhone } from "../../../../common/phone";
import type { Translator } from "../../platform/i18n";
import { pagePath } from "../../platform/pages";
import { SANDBOX_DECLINED, sandboxPagePath } from "../../platform/payments/sandbox";
import type { PaymentRow } from "./queries";

/**
 * The sandbox's "phone prompt" (and card form) as HTML in the payer's language: no script (the CSP allows none
 * inline), styled by one small stylesheet from our own origin (SANDBOX_CSS, served at /pay/sandbox.css).
 */

export const SANDBOX_CSS = `*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6f8;color:#111827;line-height:1.45}
main{max-width:420px;margin:0 auto;padding:24px 16px}.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.badge{display:inline-block;font-size:12px;font-weight:600;letter-spacing:.04em;text-transform:uppercase;background:#fef3c7;color:#92400e;border-radius:999px;padding:2px 10px}
h1{font-size:20px;margin:12px 0 4px}.amount{font-size:32px;font-weight:700;margin:16px 0 4px}dl{margin:16px 0;display:grid;grid-template-columns:auto 1fr;gap:6px 12px}
dt{color:#6b7280}dd{margin:0;font-weight:500;word-break:break-word}form{margin:0}.actions{display:grid;gap:10px;margin-top:20px}
button,.link{display:block;width:100%;font-size:17px;font-weight:600;padding:14px;border-radius:10px;border:0;text-align:center;text-decoration:none;cursor:pointer}
.approve{background:#15803d;color:#fff}.decline{background:#fff;color:#b91c1c;border:1px solid #fca5a5}.link{background:#1d4ed8;color:#fff}
label{display:block;font-size:14px;color:#374151;margin-top:12px}input{width:100%;font-size:17px;padding:12px;border:1px solid #d1d5db;border-radius:8px;margin-top:4px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}.error{background:#fef2f2;color:#991b1b;border-radius:8px;padding:10px;margin-top:12px}
.note{color:#4b5563;font-size:13px;margin-top:16px}.ok{color:#15803d}.bad{color:#b91c1c}`;

/** What the page shows of a sandbox payment. */
export interface SandboxView {
  p: PaymentRow;
  payeeName: string;
  decided: boolean;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Where the payer goes after deciding: the payment's status page, which verifies it. */
export const resultPath = (reference: string) => pagePath("/payment-success", { query: { reference } });

function page(tr: Translator, title: string, body: string): string {
  return `<!doctype html><html lang="${escapeHtml(tr.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="/pay/sandbox.css"></head><body><main><div class="card">${body}</div><p class="note">${escapeHtml(tr.t("payments.sandboxNote"))}</p></main></body></html>`;
}

/** The heading of every sandbox page: the badge, then the title. */
const heading = (tr: Translator, text: string, cls = "") =>
  `<span class="badge">${escapeHtml(tr.t("payments.sandboxBadge"))}</span><h1${cls ? ` class="${cls}"` : ""}>${escapeHtml(text)}</h1>`;

function details(tr: Translator, v: SandboxView): string {
  const rows: [string, string][] = [[tr.t("payments.sandboxTo"), v.payeeName]];
  if (v.p.phone) {
    rows.push([
      tr.t("payments.sandboxFrom"),
      tr.t("payments.sandboxFromValue", {
        phone: formatUgandanPhone(v.p.phone),
        provider: v.p.providerLabel,
      }),
    ]);
  }
  rows.push(
    [tr.t("payments.sandboxFor"), v.p.description],
    [tr.t("payments.sandboxReference"), v.p.reference],
  );
  const dl = rows.map(([k, val]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(val)}</dd>`).join("");
  return `<div class="amount">${escapeHtml(formatMoney(v.p.amount, v.p.currency))}</div><dl>${dl}</dl>`;
}

/**
 * What every card field says besides its autocomplete token: no autocorrection, capitals or spelling marks, so the
 * phone's card scanner ('Scan new card' on Android Chrome, 'Scan Credit Card' on iPhone) and its saved cards can
 * fill the fields as they are. The tokens (cc-number, cc-exp, cc-csc) name what each field is; the expiry keeps the
 * text keyboard (the numeric one has no '/') and at most 5 characters, so autofill writes it as MM/YY.
 */
const CARD_FIELD = 'type="text" autocorrect="off" autocapitalize="off" spellcheck="false"';

const button = (cls: string, text: string) =>
  `<button class="${cls}" type="submit">${escapeHtml(text)}</button>`;

/** The card form or the phone prompt of a pending payment; `error` (a message) above the form. */
export function promptHtml(tr: Translator, v: SandboxView, error?: string): string {
  const action = sandboxPagePath(v.p.reference);
  const err = error ? `<p class="error" role="alert">${escapeHtml(tr.text(error))}</p>` : "";
  const e = (key: Parameters<Translator["t"]>[0]) => escapeHtml(tr.t(key));
  if (v.p.method === "card") {
    const title = tr.t("payments.sandboxCardTitle");
    return page(
      tr,
      title,
      `${heading(tr, title)}${details(tr, v)}${err}
<form method="post" action="${action}/approve">
<label for="card">${e("payments.sandboxCardNumber")}</label><input id="card" name="cardNumber" ${CARD_FIELD} inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="4242 4242 4242 4242" required>
<div class="row"><div><label for="exp">${e("payments.sandboxExpiry")}</label><input id="exp" name="expiry" ${CARD_FIELD} autocomplete="cc-exp" maxlength="5" placeholder="12/30" required></div>
<div><label for="cvc">${e("payments.sandboxCvc")}</label><input id="cvc" name="cvc" ${CARD_FIELD} inputmode="numeric" autocomplete="cc-csc" maxlength="4" placeholder="123" required></div></div>
<div class="actions">${button("approve", tr.t("payments.sandboxPay", { amount: formatMoney(v.p.amount, v.p.currency) }))}</div></form>
<form method="post" action="${action}/decline"><div class="actions">${button("decline", tr.t("common.cancel"))}</div></form>
<p class="note">${e("payments.sandboxCardHint")}</p>`,
    );
  }
  const title = tr.t("payments.sandboxPromptTitle");
  return page(
    tr,
    title,
    `${heading(tr, title)}<p>${e("payments.sandboxPromptQuestion")}</p>${details(tr, v)}${err}
<div class="actions"><form method="post" action="${action}/approve">${button("approve", tr.t("payments.sandboxApprove"))}</form>
<form method="post" action="${action}/decline">${button("decline", tr.t("payments.sandboxDecline"))}</form></div>
<p class="note">${e("payments.sandboxPromptHint")}</p>`,
  );
}

/** A payment already decided or settled: how it stands, and the way to its status page. */
export function stateHtml(tr: Translator, v: SandboxView): string {
  const { p } = v;
  const [title, cls, text] =
    p.status === "succeeded"
      ? [tr.t("payments.sandboxApprovedHeading"), "ok", tr.t("payments.sandboxApprovedText")]
      : p.status === "failed"
        ? [tr.t("payments.sandboxFailedHeading"), "bad", tr.text(p.failureReason ?? SANDBOX_DECLINED)]
        : p.status === "expired"
          ? [tr.t("payments.sandboxExpiredHeading"), "bad", tr.t("payments.sandboxExpiredText")]
          : [tr.t("payments.sandboxReceivedHeading"), "", tr.t("payments.sandboxReceivedText")];
  return page(
    tr,
    tr.t("payments.sandboxStateTitle", { heading: title }),
    `${heading(tr, title, cls)}<p>${escapeHtml(text)}</p>${details(tr, v)}
<div class="actions"><a class="link" href="${resultPath(p.reference)}">${escapeHtml(tr.t("payments.sandboxSeeStatus"))}</a></div>`,
  );
}

/** No sandbox payment by that reference. */
export function notFoundHtml(tr: Translator): string {
  return page(
    tr,
    tr.t("payments.sandboxNotFoundTitle"),
    `<h1>${escapeHtml(tr.t("payments.sandboxNotFoundHeading"))}</h1><p>${escapeHtml(tr.t("payments.sandboxNotFoundText"))}</p><div class="actions"><a class="link" href="/">${escapeHtml(tr.t("payments.sandboxGoHome"))}</a></div>`,
  );
}
