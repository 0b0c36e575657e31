import type { FastifyRequest } from "fastify";
import type { MessageKey } from "../../../../common/i18n/keys";
import { msg } from "../../../../common/i18n/message";
import type { Config } from "../../config";
import {
  DEFAULT_PROVIDER_TIMEOUT_MS,
  isUuid,
  joinUrl,
  maskPhone,
  obj,
  type ProviderFactoryOptions,
  type ProviderResponse,
  parseAmount,
  providerFetch,
  safeJson,
  str,
  ugandanMsisdn,
} from "./http";
import {
  type InitiateRequest,
  type InitiateResult,
  type PaymentProvider,
  ProviderUnavailableError,
  type StatusResult,
  type WebhookEvent,
} from "./provider";

export type MtnMomoConfig = Config["payments"]["mtnMomo"];

const PROVIDER = "mtn-momo";

/**
 * MTN's failure reasons (RequestToPay result `reason`, error `code`) as catalogue messages a tenant
 * understands: stored with the payment, put into words where shown.
 */
const REASONS: Record<string, MessageKey> = {
  NOT_ENOUGH_FUNDS: "payments.reasonInsufficientFunds",
  APPROVAL_REJECTED: "payments.reasonDeclined",
  PAYER_NOT_FOUND: "payments.reasonMtnPayerNotFound",
  EXPIRED: "payments.reasonExpired",
  INTERNAL_PROCESSING_ERROR: "payments.reasonMtnCouldNotProcess",
  PAYER_LIMIT_REACHED: "payments.reasonPayerLimit",
  PAYEE_NOT_ALLOWED_TO_RECEIVE: "payments.reasonPayeeNotAllowed",
  PAYMENT_NOT_APPROVED: "payments.reasonNotApproved",
  NOT_ALLOWED: "payments.reasonMtnNotAllowed",
  NOT_ALLOWED_TARGET_ENVIRONMENT: "payments.reasonMtnWrongEnvironment",
  INVALID_CALLBACK_URL_HOST: "payments.reasonMtnCallbackRejected",
  INVALID_CURRENCY: "payments.reasonMtnCurrency",
  TRANSACTION_CANCELED: "payments.reasonCancelled",
  SERVICE_UNAVAILABLE: "payments.reasonMtnUnavailable",
  COULD_NOT_PERFORM_TRANSACTION: "payments.reasonMtnCouldNotPerform",
  RESOURCE_NOT_FOUND: "payments.reasonUnknownPayment",
};

/** A known code's message; else MTN's own words; else a generic failure naming the code. */
export function mtnReasonText(code: string | undefined, message?: string): string {
  const known = code ? REASONS[code] : undefined;
  if (known) return msg(known);
  if (message) return message;
  return code ? msg("payments.reasonFailedWithCode", { code }) : msg("payments.reasonFailed");
}

/**
 * MTN MoMo Open API, Collections product: request-to-pay (the payer approves a prompt on their phone),
 * status polling and the callback MTN sends to X-Callback-Url.
 */
export function createMtnMomoProvider(cfg: MtnMomoConfig & ProviderFactoryOptions): PaymentProvider {
  const { subscriptionKey, apiUser, apiKey } = cfg;
  if (!subscriptionKey || !apiUser || !apiKey) {
    throw new Error("MTN MoMo needs MTN_MOMO_SUBSCRIPTION_KEY, MTN_MOMO_API_USER and MTN_MOMO_API_KEY");
  }
  const fetchImpl = cfg.fetchImpl ?? fetch;
  const timeoutMs = cfg.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  const log = cfg.log;
  const basic = Buffer.from(`${apiUser}:${apiKey}`).toString("base64");
  // MTN's sandbox only accepts EUR; production environments (mtnuganda) take UGX.
  const sandbox = cfg.targetEnvironment === "sandbox";

  let token: { value: string; refreshAt: number } | null = null;
  let tokenInFlight: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const res = await providerFetch({
      provider: PROVIDER,
      op: "token",
      method: "POST",
      url: joinUrl(cfg.baseUrl, "/collection/token/"),
      headers: { Authorization: `Basic ${basic}`, "Ocp-Apim-Subscription-Key": subscriptionKey! },
      timeoutMs,
      fetchImpl,
      log,
    });
    const body = obj(res.body);
    const accessToken = str(body.access_token);
    if (res.status !== 200 || !accessToken) {
      // Wrong credentials or subscription key: nothing a retry of this payment fixes, but nothing the payer
      // did wrong either. Stays pending (and is reported loudly) rather than failing the payer's payment.
      log?.error({ provider: PROVIDER, status: res.status }, "MTN MoMo refused the API user credentials");
      throw new ProviderUnavailableError(`${PROVIDER} token: HTTP ${res.status}`);
    }
    const expiresIn = Number(body.expires_in) > 0 ? Number(body.expires_in) : 3600;
    // Refresh a little before MTN's expiry (a minute, or a tenth of short lifetimes).
    const marginSeconds = Math.min(60, expiresIn / 10);
    token = { value: accessToken, refreshAt: Date.now() + (expiresIn - marginSeconds) * 1000 };
    return accessToken;
  }

  /** The cached access token, fetched once for concurrent callers. */
  async function accessToken(): Promise<string> {
    if (token && Date.now() < token.refreshAt) return token.value;
    tokenInFlight ??= fetchToken().finally(() => {
      tokenInFlight = null;
    });
    return tokenInFlight;
  }

  /** A call with the bearer token; a 401 (token revoked or expired early) gets one fresh token and retry. */
  async function authorized(
    op: string,
    method: "GET" | "POST",
    path: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<ProviderResponse> {
    for (let attempt = 0; ; attempt++) {
      const bearer = await accessToken();
      const res = await providerFetch({
        provider: PROVIDER,
        op,
        method,
        url: joinUrl(cfg.baseUrl, path),
        headers: {
          Authorization: `Bearer ${bearer}`,
          "X-Target-Environment": cfg.targetEnvironment,
          "Ocp-Apim-Subscription-Key": subscriptionKey!,
          ...headers,
        },
        body,
        timeoutMs,
        fetchImpl,
        log,
      });
      if (res.status !== 401) return res;
      token = null;
      if (attempt >= 1) {
        log?.error({ provider: PROVIDER, op }, "MTN MoMo rejected a fresh access token");
        throw new ProviderUnavailableError(`${PROVIDER} ${op}: HTTP 401`);
      }
    }
  }

  async function initiate(req: InitiateRequest): Promise<InitiateResult> {
    if (!isUuid(req.reference)) throw new Error("MTN MoMo references (X-Reference-Id) must be UUIDs");
    if (!req.phone) return { status: "failed", failureReason: msg("payments.reasonPhoneRequired") };
    const partyId = ugandanMsisdn(req.phone);
    const note = req.description.slice(0, 160);
    const body = {
      amount: String(req.amount),
      currency: sandbox ? "EUR" : req.currency,
      externalId: req.reference,
      payer: { partyIdType: "MSISDN", partyId },
      payerMessage: note,
      payeeNote: note,
    };
    const res = await authorized(
      "requesttopay",
      "POST",
      "/collection/v1_0/requesttopay",
      {
        "X-Reference-Id": req.reference,
        "X-Callback-Url": req.callbackUrl || joinUrl(cfg.publicUrl, "/api/payments/callback/mtn-momo"),
        "Content-Type": "application/json",
      },
      JSON.stringify(body),
    );
    const logFields = { provider: PROVIDER, reference: req.reference, phone: maskPhone(req.phone) };
    if (res.status === 202 || res.status === 200) {
      log?.info({ ...logFields, status: res.status }, "MTN MoMo request to pay accepted");
      return { status: "pending", providerReference: req.reference };
    }
    if (res.status === 409) {
      // Same X-Reference-Id again: the request already exists at MTN (a retry after a lost answer).
      log?.info(logFields, "MTN MoMo request to pay already exists");
      return { status: "pending", providerReference: req.reference };
    }
    const err = obj(res.body);
    const code = str(err.code);
    log?.warn({ ...logFields, status: res.status, code }, "MTN MoMo refused the request to pay");
    return { status: "failed", failureReason: mtnReasonText(code, str(err.message)) };
  }

  async function status(reference: string): Promise<StatusResult> {
    if (!isUuid(reference)) return { status: "failed", failureReason: msg("payments.reasonUnknownPayment") };
    const res = await authorized("status", "GET", `/collection/v1_0/requesttopay/${reference}`, {});
    if (res.status === 404) return { status: "failed", failureReason: msg("payments.reasonUnknownPayment") };
    if (res.status !== 200) {
      const err = obj(res.body);
      log?.warn(
        { provider: PROVIDER, reference, status: res.status, code: err.code },
        "MTN MoMo status refused",
      );
      throw new ProviderUnavailableError(`${PROVIDER} status: HTTP ${res.status}`);
    }
    const body = obj(res.body);
    let currency = str(body.currency);
    if (sandbox && currency === "EUR") currency = "UGX";
    const common = {
      amount: parseAmount(body.amount),
      currency,
      providerReference: str(body.financialTransactionId) ?? reference,
    };
    switch (str(body.status)?.toUpperCase()) {
      case "SUCCESSFUL":
        return { status: "succeeded", ...common };
      case "FAILED":
      case "REJECTED":
      case "TIMEOUT": {
        // `reason` is a code string in the current API; older deployments send { code, message }.
        const reason = body.reason;
        const code = typeof reason === "string" ? reason : str(obj(reason).code);
        const message = typeof reason === "string" ? undefined : str(obj(reason).message);
        return { status: "failed", ...common, failureReason: mtnReasonText(code, message) };
      }
      default:
        return { status: "pending", ...common };
    }
  }

  /**
   * MTN's callbacks (POST or PUT to X-Callback-Url) carry no signature, so only the reference is taken:
   * `referenceId` when present, else `externalId` (which we set to our reference), else `?reference=`.
   * The service re-checks the status with MTN before anything changes.
   */
  async function verifyWebhook(req: FastifyRequest): Promise<WebhookEvent | null> {
    if (req.method !== "POST" && req.method !== "PUT") return null;
    const body = obj(typeof req.body === "string" ? safeJson(req.body) : req.body);
    const query = obj(req.query);
    const candidates = [str(body.referenceId), str(body.externalId), str(query.reference)];
    const reference = candidates.find(isUuid);
    return reference ? { reference } : null;
  }

  return { name: "mtn-momo", initiate, status, verifyWebhook };
}
