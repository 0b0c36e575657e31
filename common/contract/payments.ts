import {
  confirmPaymentInput,
  createPaymentIntentInput,
  createPaymentIntentResponse,
  directPaymentInput,
  directPaymentResult,
  idempotencyHeaders,
  landlordPaymentsQuery,
  landlordPaymentsResponse,
  mobileMoneyTransferInput,
  mobileMoneyTransferResponse,
  paymentHistoryItem,
  requiredIdempotencyHeaders,
  verifyInput,
  verifyResponse,
} from "../schemas/rent";
import { z } from "../schemas/zod";
import { defineRoutes } from "./define";

const tags = ["payments"];

export const paymentRoutes = defineRoutes("payments", {
  "payments.mobileMoneyTransfer": {
    access: "tenant",
    tags,
    summary: "Starts a mobile money payment of the tenant's rent",
    headers: idempotencyHeaders,
    body: mobileMoneyTransferInput,
    responses: { 200: mobileMoneyTransferResponse },
  },
  "payments.verify": {
    access: "tenant",
    tags,
    summary: "Settles and reports a payment by its reference",
    body: verifyInput,
    responses: { 200: verifyResponse },
  },
  "payments.createIntent": {
    access: "tenant",
    tags,
    summary: "Starts a card payment",
    headers: idempotencyHeaders,
    body: createPaymentIntentInput,
    responses: { 200: createPaymentIntentResponse },
  },
  "payments.confirmCard": {
    access: "tenant",
    tags,
    body: confirmPaymentInput,
    responses: { 200: verifyResponse },
  },
  "payments.history": {
    access: "tenant",
    tags,
    summary: "The tenant's payments, newest first",
    responses: { 200: z.array(paymentHistoryItem) },
  },
  "payments.recordDirect": {
    access: "landlord",
    tags,
    summary:
      "Records rent the landlord received directly (cash, bank deposit, cheque): credited at once, with a numbered receipt; the Idempotency-Key records it once",
    headers: requiredIdempotencyHeaders,
    body: directPaymentInput,
    responses: { 201: directPaymentResult },
  },
  "payments.landlordList": {
    access: "landlord",
    tags,
    summary: "A page of the payments of one of the landlord's properties",
    query: landlordPaymentsQuery,
    responses: { 200: landlordPaymentsResponse },
  },
  "payments.landlordCsv": {
    access: "landlord",
    tags,
    summary: "All the payments of the filter as CSV",
    query: landlordPaymentsQuery.omit({ cursor: true, limit: true }),
    produces: ["text/csv"],
  },
});
