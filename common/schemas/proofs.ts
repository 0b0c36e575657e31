import { BANKS, CURRENCIES } from "../constants";
import { msg } from "../i18n/message";
import { dayWithin } from "./shared";
import { z } from "./zod";

/** Proofs of rent paid outside the app (issue 14): the tenant uploads, the landlord confirms or rejects. */

/** How a tenant may say they paid outside the app. */
export const PROOF_METHODS = ["bank_deposit", "bank_transfer", "mobile_money"] as const;
export type ProofMethod = (typeof PROOF_METHODS)[number];
export const MAX_PROOF_AMOUNT = 1_000_000_000_000;
export const MAX_REJECT_REASON = 300;

const AMOUNT_INVALID = msg("payments.proofAmountInvalid");
const BANK_REQUIRED = msg("payments.proofBankRequired");

/** The form's text fields (multipart, so the amount arrives as text); the file is `file`. */
export const proofFields = z
  .object({
    amount: z.coerce
      .number(AMOUNT_INVALID)
      .int(AMOUNT_INVALID)
      .positive(AMOUNT_INVALID)
      .max(MAX_PROOF_AMOUNT, AMOUNT_INVALID),
    paidOn: dayWithin("paidOn", msg("payments.proofDateInvalid"), {
      early: msg("payments.proofDateTooOld"),
      late: msg("payments.proofDateFuture"),
    }),
    method: z.enum(PROOF_METHODS, msg("payments.proofMethodInvalid")),
    bank: z
      .string()
      .max(100, { message: msg("payments.proofBankUnknown"), abort: true })
      .optional()
      .transform((v) => v || undefined)
      .pipe(z.enum(BANKS, msg("payments.proofBankUnknown")).optional()),
    reference: z
      .string(msg("payments.proofReferenceRequired"))
      .trim()
      .min(1, msg("payments.proofReferenceRequired"))
      .max(60, msg("validation.tooLong", { max: 60 })),
  })
  .superRefine((v, ctx) => {
    if (v.method !== "mobile_money" && !v.bank)
      ctx.addIssue({ code: "custom", path: ["bank"], message: BANK_REQUIRED });
  });
export type ProofFields = z.output<typeof proofFields>;

/** As the contract documents the multipart form. */
export const proofForm = z.object({
  amount: z.string().describe("Whole currency units (UGX has no minor unit)"),
  paidOn: z.string().describe("YYYY-MM-DD, not in the future"),
  method: z.enum(PROOF_METHODS),
  bank: z.enum(BANKS).optional().describe("Required for a bank deposit or transfer"),
  reference: z.string().describe("As written on the slip, in the narration, or the transaction id"),
  file: z.string().meta({ format: "binary" }).describe("PNG, JPEG, WebP or PDF, at most 10 MB"),
});

export const proofCreated = z.object({
  paymentId: z.string(),
  status: z.literal("verifying"),
  created: z.boolean(),
});

/** A proof waiting in the landlord's queue. */
export const proofQueueItem = z.object({
  paymentId: z.string(),
  tenantName: z.string(),
  unitNumber: z.string(),
  propertyName: z.string(),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  method: z.enum(PROOF_METHODS),
  bank: z.string().nullable(),
  reference: z.string(),
  /** The lease's own payment reference, to compare with what the tenant wrote. */
  leaseReference: z.string().nullable(),
  paidOn: z.string(),
  submittedAt: z.string(),
  file: z.enum(["image", "pdf"]),
  /** A payment of the same amount was already credited to this lease within two weeks of this one. */
  possibleDuplicate: z.boolean(),
});
export const proofQueueQuery = z.object({
  propertyId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export const proofQueue = z.object({ items: z.array(proofQueueItem), total: z.number() });

export const rejectProofInput = z.object({
  reason: z
    .string(msg("payments.proofReasonRequired"))
    .trim()
    .min(1, msg("payments.proofReasonRequired"))
    .max(MAX_REJECT_REASON, msg("validation.tooLong", { max: MAX_REJECT_REASON })),
});

export const proofDecision = z.object({
  paymentId: z.string(),
  status: z.enum(["succeeded", "failed"]),
  receiptNumber: z.number().nullable(),
});
