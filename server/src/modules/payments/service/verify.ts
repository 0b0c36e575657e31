import type { z } from "zod";
import { asMessage, type Message, msg } from "../../../../../common/i18n/message";
import { amountText } from "../../../../../common/money";
import type { verifyResponse } from "../../../../../common/schemas/rent";
import { notFound } from "../../../platform/errors";
import type { Translator } from "../../../platform/i18n";
import type { ProviderLog } from "../../../platform/payments/http";
import { payeeForProperty } from "../../rent";
import { ownPaymentByReference, type PaymentRow, receiptNumberOf } from "../queries";
import { EXPIRED_REASON, type SettleDeps, settlePayment } from "./settle";

type VerifyResponse = z.infer<typeof verifyResponse>;

/** Anyone else's payment answers the same 404 as one that does not exist. */
export const paymentNotFound = () => notFound(msg("payments.paymentNotFound"), "PAYMENT_NOT_FOUND");

/**
 * The spec's verification messages, as catalogue messages: 'Payment of UGX {amount} has been processed
 * successfully', else why not (a stored reason is a catalogue message, or the provider's own words).
 */
export function resultMessage(p: PaymentRow): Message {
  switch (p.status) {
    case "succeeded":
      return msg("payments.resultSucceeded", { amount: amountText(p.amount, p.currency) });
    case "failed":
      return p.failureReason ? asMessage(p.failureReason) : msg("payments.resultFailed");
    case "expired":
      return p.failureReason ? asMessage(p.failureReason) : EXPIRED_REASON;
    default:
      return msg("payments.stillPending");
  }
}

/**
 * POST /api/direct-mobile-money-transfer/verify (and the card confirm): the payer is back on /payment-success.
 * A pending payment is settled now (source 'return'); a settled one is only read.
 */
export async function verifyPayment(
  deps: SettleDeps,
  tenantId: string,
  reference: string,
  tr: Translator,
  log?: ProviderLog,
): Promise<VerifyResponse> {
  let payment = await ownPaymentByReference(deps.db, tenantId, reference);
  if (!payment) throw paymentNotFound();
  if (payment.status === "pending") {
    payment = (await settlePayment(deps, reference, "return", log)) ?? payment;
  }
  return verifyAnswer(deps, payment, tr);
}

export async function verifyAnswer(deps: SettleDeps, p: PaymentRow, tr: Translator): Promise<VerifyResponse> {
  const [receiptNumber, payee] = await Promise.all([
    receiptNumberOf(deps.db, p.id),
    payeeForProperty(deps.db, p.propertyId, p.landlordId),
  ]);
  return {
    success: p.status === "succeeded",
    message: tr.text(resultMessage(p)),
    status: p.status,
    paymentDetails: {
      reference: p.reference,
      amount: p.amount,
      currency: p.currency,
      provider: p.providerLabel,
      method: p.method,
      phoneNumber: p.phone,
      paidDate: p.status === "succeeded" && p.settledAt ? p.settledAt.toISOString() : null,
      status: p.status,
      failureReason: p.status === "succeeded" || !p.failureReason ? null : tr.text(p.failureReason),
      receiptNumber,
      paymentId: p.id,
    },
    propertyPaymentDetails: payee,
  };
}
