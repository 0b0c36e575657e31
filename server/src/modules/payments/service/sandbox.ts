import { msg } from "../../../../../common/i18n/message";
import type { Translator } from "../../../platform/i18n";
import type { ProviderLog } from "../../../platform/payments/http";
import {
  recordSandboxDecision,
  SANDBOX_CARD_APPROVE,
  SANDBOX_CARD_DECLINE,
  SANDBOX_CARD_DECLINED,
  type SandboxDecision,
  sandboxDecisionOf,
} from "../../../platform/payments/sandbox";
import { payeeForProperty } from "../../rent";
import { paymentByReference, userName } from "../queries";
import type { SandboxView } from "../sandbox-html";
import { type SettleDeps, settlePayment } from "./settle";

/** The sandbox's checkout page (sandbox-page.routes.ts): the payer approves or declines a sandbox payment. */

const MAX_REFERENCE = 100;

/** The sandbox payment with what the page shows; a pending one past its expiry is settled (expired) first. */
export async function sandboxView(
  deps: SettleDeps,
  reference: string,
  tr: Translator,
  log?: ProviderLog,
): Promise<SandboxView | null> {
  let p = reference.length <= MAX_REFERENCE ? await paymentByReference(deps.db, reference) : null;
  if (p?.provider !== "sandbox") return null;
  if (p.status === "pending" && p.expiresAt < new Date()) {
    p = (await settlePayment(deps, reference, "poll", log)) ?? p;
  }
  const [payee, landlordName, decision] = await Promise.all([
    payeeForProperty(deps.db, p.propertyId, p.landlordId),
    userName(deps.db, p.landlordId),
    sandboxDecisionOf(deps.db, p.id),
  ]);
  const payeeName = payee.bankAccountName ?? landlordName ?? tr.t("payments.sandboxLandlord");
  return { p, payeeName, decided: decision !== null };
}

/**
 * What the card form's Pay means: approved with the approving test card, declined with the declining one;
 * anything else is a message for the form (the payment stays undecided).
 */
export function cardDecision(
  form: Record<string, string>,
): { decision: SandboxDecision; reason?: string } | { error: string } {
  const card = (form.cardNumber ?? "").replace(/[\s-]/g, "");
  if (!/^\d{2}\s*\/\s*\d{2}$/.test((form.expiry ?? "").trim()))
    return { error: msg("payments.sandboxExpiryError") };
  if (!/^\d{3,4}$/.test((form.cvc ?? "").trim())) return { error: msg("payments.sandboxCvcError") };
  if (card === SANDBOX_CARD_APPROVE) return { decision: "approved" };
  if (card === SANDBOX_CARD_DECLINE) return { decision: "declined", reason: SANDBOX_CARD_DECLINED };
  return { error: msg("payments.sandboxTestCardError") };
}

/**
 * Records the payer's decision of a pending payment once; true when this call recorded it (the caller then
 * settles it a moment later, like a provider's callback).
 */
export async function decideSandboxPayment(
  deps: SettleDeps,
  v: SandboxView,
  decision: SandboxDecision,
  reason?: string,
): Promise<boolean> {
  if (v.p.status !== "pending") return false;
  return (await recordSandboxDecision(deps.db, v.p.reference, decision, reason)) === "recorded";
}
