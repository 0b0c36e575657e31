import { createHmac } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { msg } from "../../../../common/i18n/message";
import type { Config } from "../../config";
import { safeEqual } from "../auth/tokens";
import {
  DEFAULT_PROVIDER_TIMEOUT_MS,
  joinUrl,
  obj,
  type ProviderFactoryOptions,
  type ProviderResponse,
  parseAmount,
  providerFetch,
  refuseUnauthorized as refuseHttpUnauthorized,
  safeJson,
  str,
} from "./http";
import {
  type InitiateRequest,
  type InitiateResult,
  type PaymentProvider,
  ProviderSignatureError,
  ProviderUnavailableError,
  type StatusResult,
  type WebhookEvent,
} from "./provider";

export type StripeConfig = NonNullable<Config["payments"]["stripe"]>;

const PROVIDER = "stripe";
/** Stripe's recommended tolerance between a webhook's signed timestamp and our clock. */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;
/** The events that may change a payment; everything else is acknowledged and ignored. */
const HANDLED_EVENTS = new Set([
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "payment_intent.canceled",
]);
/** How many reference → PaymentIntent ids to remember (search is only eventually consistent). */
const KNOWN_INTENTS_MAX = 10_000;

/**
 * Stripe cards through a PaymentIntent: the server creates it (idempotently, keyed by our reference) and
 * hands its client secret to the browser, which confirms the card with Stripe.js. Status by PaymentIntent;
 * webhooks verified with the Stripe-Signature HMAC over the raw body.
 */
export function createStripeProvider(cfg: StripeConfig & ProviderFactoryOptions): PaymentProvider {
  const { secretKey } = cfg;
  if (!secretKey) throw new Error("Stripe needs STRIPE_SECRET_KEY");
  const fetchImpl = cfg.fetchImpl ?? fetch;
  const timeoutMs = cfg.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  const log = cfg.log;
  /** Our reference → PaymentIntent id, for intents created by this process. */
  const known = new Map<string, string>();

  function remember(reference: string, intentId: string): void {
    known.delete(reference);
    known.set(reference, intentId);
    if (known.size > KNOWN_INTENTS_MAX) {
      const oldest = known.keys().next().value;
      if (oldest !== undefined) known.delete(oldest);
    }
  }

  function call(
    op: string,
    method: "GET" | "POST",
    path: string,
    form?: URLSearchParams,
    headers: Record<string, string> = {},
  ): Promise<ProviderResponse> {
    return providerFetch({
      provider: PROVIDER,
      op,
      method,
      url: joinUrl(cfg.baseUrl, path),
      headers: {
        Authorization: `Bearer ${secretKey}`,
        ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
        ...headers,
      },
      body: form?.toString(),
      timeoutMs,
      fetchImpl,
      log,
    });
  }

  const refuseUnauthorized = (res: ProviderResponse, op: string) =>
    refuseHttpUnauthorized(res, PROVIDER, op, log);

  async function retrieve(intentId: string): Promise<Record<string, unknown> | null> {
    const res = await call("retrieve", "GET", `/v1/payment_intents/${encodeURIComponent(intentId)}`);
    refuseUnauthorized(res, "retrieve");
    if (res.status === 404) return null;
    if (res.status !== 200) throw new ProviderUnavailableError(`${PROVIDER} retrieve: HTTP ${res.status}`);
    return obj(res.body);
  }

  /** The PaymentIntent behind our reference: remembered id, a `pi_` id given directly, else Search. */
  async function findIntent(reference: string): Promise<Record<string, unknown> | null> {
    const id = reference.startsWith("pi_") ? reference : known.get(reference);
    if (id) return retrieve(id);
    const query = `metadata['reference']:'${reference.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
    const res = await call("search", "GET", `/v1/payment_intents/search?query=${encodeURIComponent(query)}`);
    refuseUnauthorized(res, "search");
    if (res.status !== 200) throw new ProviderUnavailableError(`${PROVIDER} search: HTTP ${res.status}`);
    const data = obj(res.body).data;
    const found = (Array.isArray(data) ? data : [])
      .map(obj)
      .find((pi) => str(obj(pi.metadata).reference) === reference);
    if (found && str(found.id)) remember(reference, str(found.id)!);
    return found ?? null;
  }

  async function initiate(req: InitiateRequest): Promise<InitiateResult> {
    const form = new URLSearchParams();
    // UGX is zero-decimal at Stripe (the integer as is); USD amounts are already in cents.
    form.set("amount", String(req.amount));
    form.set("currency", req.currency.toLowerCase());
    form.set("description", req.description);
    form.set("metadata[reference]", req.reference);
    form.set("automatic_payment_methods[enabled]", "true");
    if (req.email) form.set("receipt_email", req.email);
    const res = await call("create", "POST", "/v1/payment_intents", form, {
      "Idempotency-Key": req.reference,
    });
    refuseUnauthorized(res, "create");
    const body = obj(res.body);
    if (res.status === 200 && str(body.id)) {
      remember(req.reference, str(body.id)!);
      log?.info({ provider: PROVIDER, reference: req.reference }, "Stripe PaymentIntent created");
      return intentResult(body);
    }
    const error = obj(body.error);
    if (res.status === 409) {
      // Another request with the same Idempotency-Key is still in flight at Stripe: try again later.
      throw new ProviderUnavailableError(`${PROVIDER} create: HTTP 409`);
    }
    if (str(error.type) === "idempotency_error") {
      // The reference was used before (with other parameters): report the existing intent.
      const existing = await findIntent(req.reference);
      if (existing) return intentResult(existing);
    }
    log?.warn(
      { provider: PROVIDER, reference: req.reference, status: res.status, code: str(error.code) },
      "Stripe refused the PaymentIntent",
    );
    return {
      status: "failed",
      failureReason: str(error.message) ?? msg("payments.reasonRefused", { status: res.status }),
    };
  }

  function intentResult(pi: Record<string, unknown>): InitiateResult {
    const mapped = mapIntent(pi);
    return {
      status: mapped.status,
      providerReference: str(pi.id),
      clientSecret: str(pi.client_secret),
      ...(mapped.failureReason ? { failureReason: mapped.failureReason } : {}),
    };
  }

  async function status(reference: string): Promise<StatusResult> {
    const pi = await findIntent(reference);
    // Search may lag behind creation by up to a minute: "not found yet" stays pending (and expires).
    if (!pi) return { status: "pending" };
    return mapIntent(pi);
  }

  async function verifyWebhook(req: FastifyRequest): Promise<WebhookEvent | null> {
    const secret = cfg.webhookSecret;
    if (!secret) throw new ProviderSignatureError("STRIPE_WEBHOOK_SECRET is not configured");
    const header = req.headers["stripe-signature"];
    const raw = rawBodyOf(req);
    if (typeof header !== "string") throw new ProviderSignatureError("Stripe webhook: no Stripe-Signature");
    if (raw === undefined) throw new ProviderSignatureError("Stripe webhook: the raw body was not kept");
    verifyStripeSignature(raw, header, secret);
    const event = obj(safeJson(raw));
    const type = str(event.type);
    if (!type || !HANDLED_EVENTS.has(type)) return null;
    const reference = str(obj(obj(obj(event.data).object).metadata).reference);
    return reference ? { reference } : null;
  }

  return { name: "stripe", initiate, status, verifyWebhook };
}

function mapIntent(pi: Record<string, unknown>): StatusResult {
  const common = {
    amount: parseAmount(pi.amount_received) || parseAmount(pi.amount),
    currency: str(pi.currency)?.toUpperCase(),
    providerReference: str(pi.id),
  };
  const lastError = obj(pi.last_payment_error);
  switch (str(pi.status)) {
    case "succeeded":
      return { status: "succeeded", ...common };
    case "canceled":
      return { status: "failed", ...common, failureReason: msg("payments.reasonCardCancelled") };
    case "requires_payment_method":
      // Back to requires_payment_method with an error: the attempt failed (declined, insufficient funds ...).
      if (Object.keys(lastError).length > 0) {
        return { status: "failed", ...common, failureReason: cardFailureText(lastError) };
      }
      return { status: "pending", ...common };
    default:
      return { status: "pending", ...common };
  }
}

function cardFailureText(error: Record<string, unknown>): string {
  const decline = str(error.decline_code) ?? str(error.code);
  if (decline === "insufficient_funds") return msg("payments.reasonInsufficientFunds");
  return str(error.message) ?? msg("payments.reasonCardFailed");
}

/** The body exactly as received: the payments routes keep it on req.rawBody (string or Buffer). */
function rawBodyOf(req: FastifyRequest): string | undefined {
  const raw = (req as FastifyRequest & { rawBody?: unknown }).rawBody;
  if (typeof raw === "string") return raw;
  if (Buffer.isBuffer(raw)) return raw.toString("utf8");
  return typeof req.body === "string" ? req.body : undefined;
}

/**
 * Stripe-Signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">[,v1=...]`. Any v1 may match
 * (several during a secret roll); the timestamp must be within the tolerance of our clock.
 */
export function verifyStripeSignature(
  rawBody: string,
  header: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = STRIPE_WEBHOOK_TOLERANCE_SECONDS,
): void {
  let timestamp: string | undefined;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === "t") timestamp ??= value;
    else if (key === "v1") signatures.push(value);
  }
  if (!timestamp || !/^\d+$/.test(timestamp) || signatures.length === 0) {
    throw new ProviderSignatureError("Stripe webhook: malformed Stripe-Signature");
  }
  if (Math.abs(nowSeconds - Number(timestamp)) > toleranceSeconds) {
    throw new ProviderSignatureError("Stripe webhook: timestamp outside the tolerance");
  }
  const expected = stripeSignature(secret, timestamp, rawBody);
  if (!signatures.some((s) => safeEqual(s, expected))) {
    throw new ProviderSignatureError("Stripe webhook: signature mismatch");
  }
}

/** The v1 signature Stripe computes for a payload (also used by the fake to sign its webhooks). */
export function stripeSignature(secret: string, timestamp: string | number, rawBody: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex");
}
