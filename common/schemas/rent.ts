import { CURRENCIES, TENANT_MOBILE_MONEY_PROVIDERS } from "../constants";
import { msg } from "../i18n/message";
import { CHARGE_GROUPS } from "../tenancy";
import { dayWithin, monthWithin } from "./shared";
import { z } from "./zod";

/** Rent and payments contract (issue 4). Amounts are integers in the currency's minor unit (UGX has none). */

export const MIN_PAYMENT_UGX = 1000;
/** Uganda's Landlord and Tenant Act 2022 caps rent paid in advance at three months. */
export const MAX_ADVANCE_MONTHS = 3;
export const PROVIDER_LIMITS_UGX: Record<string, number> = {
  "MTN Mobile Money": 5_000_000,
  "Airtel Money": 5_000_000,
};

const currency = z.enum(CURRENCIES);

/** The spec's RentPayment: one per charge. */
export const rentPaymentSchema = z.object({
  id: z.string(),
  amount: z.number(),
  currency,
  status: z.enum(["pending", "paid"]),
  dueDate: z.string(),
  paidDate: z.string().nullable(),
  description: z.string(),
  /** What is still open on this charge (partial payments). */
  outstanding: z.number(),
});
export type RentPayment = z.infer<typeof rentPaymentSchema>;

export const payeeSchema = z.object({
  bankAccountName: z.string().nullable(),
  bankName: z.string().nullable(),
  /** Masked for the tenant: •••• 1234. */
  bankAccountNumber: z.string().nullable(),
  bankBranch: z.string().nullable(),
  mobileMoneyNumber: z.string().nullable(),
});

export const rentSummarySchema = z.object({
  leaseId: z.string(),
  propertyName: z.string(),
  unitNumber: z.string(),
  landlordName: z.string(),
  monthlyRent: z.number(),
  currency,
  /** Owed now (due charges minus payments); negative = credit. */
  balance: z.number(),
  /** What is open of the charges due by today, by group (common/tenancy.ts): only groups with something open. */
  openByGroup: z.array(z.object({ group: z.enum(CHARGE_GROUPS), amount: z.number() })),
  /** Paid beyond what is due (the credit): -balance when the balance is negative, else 0. */
  paidInAdvance: z.number(),
  nextDueDate: z.string().nullable(),
  daysOverdue: z.number(),
  status: z.enum(["current", "overdue", "partial"]),
  /** The default amount to pay (the outstanding amount, or next month's rent when nothing is due). */
  suggestedAmount: z.number(),
  minAmount: z.number(),
  maxAmount: z.number(),
  payee: payeeSchema,
  /** What to write on a bank deposit slip or in a transfer's narration (unique to the lease). */
  paymentReference: z.string(),
});
export type RentSummary = z.infer<typeof rentSummarySchema>;

const IDEMPOTENCY_KEY_MIN = 8;
const IDEMPOTENCY_KEY_MAX = 100;
const IDEMPOTENCY_KEY_MESSAGE = msg("payments.idempotencyKeyLength", {
  min: IDEMPOTENCY_KEY_MIN,
  max: IDEMPOTENCY_KEY_MAX,
});
/** One per payment intent: a retry or a double click with the same key gets the same payment back. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(IDEMPOTENCY_KEY_MIN, IDEMPOTENCY_KEY_MESSAGE)
  .max(IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_MESSAGE)
  .describe(
    "The same key with the same request answers what the first answered; with another request, 422 IDEMPOTENCY_KEY_REUSED",
  );
/** The same key in the body, as earlier clients sent it; the Idempotency-Key header is the convention. */
const legacyIdempotencyKey = idempotencyKeySchema
  .optional()
  .describe("Deprecated: send the Idempotency-Key header");
/** The headers of a call that creates or pays: an optional Idempotency-Key (Stripe's convention, IETF draft). */
export const idempotencyHeaders = z.looseObject({ "idempotency-key": idempotencyKeySchema.optional() });

/** The spec's message for an empty phone number or account name. */
const REQUIRED_FIELDS = msg("payments.requiredFields");

export const mobileMoneyTransferInput = z.object({
  /** Optional: the server decides the default from the charges. */
  amount: z.number().int().positive().optional(),
  email: z.string().optional(),
  phoneNumber: z.string().trim().min(1, REQUIRED_FIELDS).max(20),
  provider: z.enum(TENANT_MOBILE_MONEY_PROVIDERS),
  accountName: z.string().trim().min(1, REQUIRED_FIELDS).max(120),
  description: z.string().trim().max(200).optional(),
  idempotencyKey: legacyIdempotencyKey,
});

export const mobileMoneyTransferResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  reference: z.string(),
  authorization_url: z.string().nullable(),
  /** E.g. the number's network does not match the chosen provider. */
  warning: z.string().optional(),
  propertyPaymentDetails: payeeSchema,
});

export const verifyInput = z.object({ reference: z.string().min(1).max(100) });

/**
 * How rent was paid: through a provider (mobile money, card), recorded by the landlord (cash, deposit, cheque),
 * proven by the tenant (deposit, transfer, mobile money outside the app) or found on a bank statement (transfer).
 */
export const PAYMENT_METHODS = [
  "mobile_money",
  "card",
  "cash",
  "bank_deposit",
  "cheque",
  "bank_transfer",
] as const;
/** verifying: paid outside the app, the tenant's proof waits for the landlord's decision. */
export const PAYMENT_STATUSES = ["pending", "succeeded", "failed", "expired", "verifying"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The methods a landlord records for money received directly. */
export const DIRECT_METHODS = ["cash", "bank_deposit", "cheque"] as const;

/** A payment the landlord received directly: credited at once, with a receipt. */
export const directPaymentInput = z.object({
  leaseId: z.uuid(msg("payments.directLeaseRequired")),
  amount: z
    .number(msg("payments.directAmountInvalid"))
    .int(msg("payments.directAmountInvalid"))
    .positive(msg("payments.directAmountInvalid"))
    .max(1_000_000_000_000, msg("payments.directAmountInvalid")),
  method: z.enum(DIRECT_METHODS, msg("payments.directMethodInvalid")),
  paidOn: dayWithin("paidOn", msg("payments.directDateInvalid"), {
    early: msg("payments.directDateTooOld"),
    late: msg("payments.directDateFuture"),
  }),
  receivedBy: z
    .string()
    .trim()
    .max(100, msg("validation.tooLong", { max: 100 }))
    .optional(),
  note: z
    .string()
    .trim()
    .max(500, msg("validation.tooLong", { max: 500 }))
    .optional(),
});
export type DirectPaymentInput = z.output<typeof directPaymentInput>;
export const directPaymentResult = z.object({
  paymentId: z.string(),
  receiptNumber: z.number().nullable(),
  created: z.boolean(),
});
/** The Idempotency-Key is required here: a double click on Save must not record two payments. */
export const requiredIdempotencyHeaders = z.looseObject({ "idempotency-key": idempotencyKeySchema });

export const paymentDetailsSchema = z.object({
  reference: z.string(),
  amount: z.number(),
  currency,
  provider: z.string(),
  method: z.enum(PAYMENT_METHODS),
  phoneNumber: z.string().nullable(),
  paidDate: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  failureReason: z.string().nullable(),
  receiptNumber: z.number().nullable(),
  paymentId: z.string(),
});

export const verifyResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  paymentDetails: paymentDetailsSchema,
  propertyPaymentDetails: payeeSchema,
});

export const createPaymentIntentInput = z.object({
  amount: z.number().int().positive().optional(),
  /** The charge being paid (spec's paymentId); optional. */
  paymentId: z.string().optional(),
  idempotencyKey: legacyIdempotencyKey,
});
export const createPaymentIntentResponse = z.object({
  clientSecret: z.string(),
  reference: z.string(),
  provider: z.enum(["stripe", "sandbox"]),
  publishableKey: z.string().nullable(),
  /** Sandbox card form (no Stripe keys). */
  authorization_url: z.string().nullable(),
});
export const confirmPaymentInput = z.object({ paymentId: z.string(), stripePaymentIntentId: z.string() });

/** The tenant's payment history row (spec's Payment). */
export const paymentHistoryItem = z.object({
  id: z.string(),
  date: z.string(),
  amount: z.number(),
  currency,
  type: z.string(),
  status: z.enum(["completed", "pending", "failed", "expired", "verifying"]),
  method: z.string(),
  description: z.string(),
  reference: z.string(),
  receiptNumber: z.number().nullable(),
  /** Why the landlord did not confirm a proof of payment. */
  note: z.string().nullable(),
});

export const landlordPaymentRow = z.object({
  id: z.string(),
  tenantName: z.string(),
  unitNumber: z.string(),
  amount: z.number(),
  currency,
  platformFee: z.number(),
  /** What the tenant chose, as stored: 'MTN Mobile Money', 'Card', 'Cash'. */
  method: z.string(),
  /** Who processed it: sandbox, mtn-momo, flutterwave, stripe; direct for a payment the landlord recorded. */
  provider: z.string(),
  /** How it was paid, to be shown in the reader's words. */
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** A payment the landlord recorded: who took the money (the landlord or a named caretaker). */
  receivedBy: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  date: z.string(),
  reference: z.string(),
  receiptNumber: z.number().nullable(),
});
const MONTH_FORMAT = msg("payments.monthFormat");
export const landlordPaymentsQuery = z.object({
  propertyId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  month: monthWithin("reportMonth", MONTH_FORMAT).optional(),
  status: z.enum(PAYMENT_STATUSES).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const landlordPaymentsResponse = z.object({
  items: z.array(landlordPaymentRow),
  nextCursor: z.string().nullable(),
});
