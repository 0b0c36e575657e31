import type { FastifyRequest } from "fastify";

/**
 * One payment provider (DESIGN.md section 7). Adapters never change the database: they talk to the provider,
 * and the payments service turns what they report into state through the one idempotent settle step.
 */
export interface InitiateRequest {
  /** Our unique reference (UUID v4): MTN's X-Reference-Id, Flutterwave's tx_ref. */
  reference: string;
  amount: number;
  currency: "UGX" | "USD";
  /** E.164 payer number for mobile money. */
  phone?: string;
  network?: "MTN" | "AIRTEL";
  email?: string;
  payerName?: string;
  description: string;
  /** Where the provider posts its callback. */
  callbackUrl: string;
  /** Where the payer's browser comes back to (our /payment-success?reference=...). */
  returnUrl: string;
  /** Flutterwave subaccount of the landlord, when split payouts are set up. */
  subaccountId?: string;
}

export type ProviderStatus = "pending" | "succeeded" | "failed";

export interface InitiateResult {
  /** The provider's id for the payment, when it has one distinct from ours. */
  providerReference?: string;
  /** Where to send the payer's browser (sandbox checkout, Flutterwave redirect); none for MTN's phone prompt. */
  authorizationUrl?: string;
  status: ProviderStatus;
  failureReason?: string;
  /** Stripe: the PaymentIntent's client secret, for the browser to confirm the card payment with Stripe.js. */
  clientSecret?: string;
}

export interface StatusResult {
  status: ProviderStatus;
  /** The amount and currency the provider says were paid: checked against ours before crediting. */
  amount?: number;
  currency?: string;
  providerReference?: string;
  failureReason?: string;
}

/** A verified webhook or callback: only the reference is trusted; the status is re-checked with status(). */
export interface WebhookEvent {
  reference: string;
}

/** A landlord's bank account to receive their share of split payments (Flutterwave subaccounts). */
export interface SubaccountRequest {
  /** One of common/constants.ts BANKS; the adapter maps it to the provider's bank code. */
  bankName: string;
  accountNumber: string;
  businessName: string;
  /** E.164 mobile number of the landlord. */
  businessMobile: string;
  /** The platform's commission per payment as a fraction (0.025 = 2.5%): the subaccount gets the rest. */
  platformShare: number;
}

export interface PaymentProvider {
  readonly name: "sandbox" | "mtn-momo" | "flutterwave" | "stripe";
  initiate(req: InitiateRequest): Promise<InitiateResult>;
  status(reference: string): Promise<StatusResult>;
  /** Throws ProviderSignatureError for a bad signature; returns null for events we ignore. */
  verifyWebhook(req: FastifyRequest): Promise<WebhookEvent | null>;
  /** Flutterwave only: creates the landlord's subaccount and returns its id (RS_...); throws on failure. */
  createSubaccount?(req: SubaccountRequest): Promise<{ subaccountId: string }>;
}

export class ProviderSignatureError extends Error {}
/** The provider could not be reached or answered 5xx / timed out: the payment stays pending and is polled later. */
export class ProviderUnavailableError extends Error {}
