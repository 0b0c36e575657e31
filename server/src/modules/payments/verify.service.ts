import type { z } from "zod";
import type { verifyResponse } from "../../../../common/schemas/rent";
import type { ProviderLog } from "../../platform/payments/http";
import { payeeForProperty } from "../rent/rent.service";
import { type PaymentRow, receiptNumberOf, requireOwnPayment } from "./queries";
import { amountText } from "./rules";
import { EXPIRED_REASON, type SettleDeps, settlePayment } from "./settle";

type VerifyResponse = z.infer<typeof verifyResponse>;

export const STILL_PENDING = "Your payment is still being confirmed.";

/** The spec's verification messages: 'Payment of UGX {amount} has been processed successfully', else why not. */
export function resultMessage(p: PaymentRow): string {
  switch (p.status) {
    case "succeeded":
      return `Payment of ${amountText(p.amount, p.currency)} has been processed successfully`;
    case "failed":
      return p.failureReason || "Payment verification failed";
    case "expired":
      return p.failureReason || EXPIRED_REASON;
    default:
      return STILL_PENDING;
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
  log?: ProviderLog,
): Promise<VerifyResponse> {
  let payment = await requireOwnPayment(deps.db, tenantId, reference);
  if (payment.status === "pending") {
    payment = (await settlePayment(deps, reference, "return", log)) ?? payment;
  }
  return verifyAnswer(deps, payment);
}

export async function verifyAnswer(deps: SettleDeps, p: PaymentRow): Promise<VerifyResponse> {
  const [receiptNumber, payee] = await Promise.all([
    receiptNumberOf(deps.db, p.id),
    payeeForProperty(deps.db, p.propertyId, p.landlordId),
  ]);
  return {
    success: p.status === "succeeded",
    message: resultMessage(p),
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
      failureReason: p.status === "succeeded" ? null : p.failureReason,
      receiptNumber,
      paymentId: p.id,
    },
    propertyPaymentDetails: payee,
  };
}
