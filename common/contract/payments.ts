import {
  proofCreated,
  proofDecision,
  proofForm,
  proofQueue,
  proofQueueQuery,
  rejectProofInput,
} from "../schemas/proofs";
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
import { uuidParam } from "../schemas/shared";
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
  "payments.submitProof": {
    access: "tenant",
    tags,
    summary:
      "Sends the proof of a payment made outside the app (deposit slip, transfer, statement, mobile money message): stored as 'verifying' until the landlord decides; the Idempotency-Key sends it once",
    headers: requiredIdempotencyHeaders,
    forms: { "multipart/form-data": proofForm },
    responses: { 201: proofCreated },
  },
  "payments.proofFile": {
    access: "signedIn",
    tags,
    summary: "The proof's file, for the tenant who sent it and their landlord",
    params: uuidParam,
    produces: ["image/png", "image/jpeg", "image/webp", "application/pdf"],
  },
  "payments.proofThumb": {
    access: "signedIn",
    tags,
    summary: "A WebP thumbnail of a proof that is an image",
    params: uuidParam,
    produces: ["image/webp"],
  },
  "payments.proofQueue": {
    access: "landlord",
    tags,
    summary: "The proofs of a property waiting for the landlord's decision, oldest first",
    query: proofQueueQuery,
    responses: { 200: proofQueue },
  },
  "payments.confirmProof": {
    access: "landlord",
    tags,
    summary:
      "Confirms a proof: the amount is credited once and a numbered receipt issued; confirming again changes nothing",
    params: uuidParam,
    responses: { 200: proofDecision },
  },
  "payments.rejectProof": {
    access: "landlord",
    tags,
    summary: "Rejects a proof with a reason the tenant sees; nothing is credited",
    params: uuidParam,
    body: rejectProofInput,
    responses: { 200: proofDecision },
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
