import type { FastifyRequest } from "fastify";
import { msg } from "../../../../common/i18n/message";
import type { Config } from "../../config";
import { safeEqual } from "../auth/tokens";
import { flutterwaveBankCode } from "./flutterwave-banks";
import {
  DEFAULT_PROVIDER_TIMEOUT_MS,
  joinUrl,
  maskPhone,
  obj,
  type ProviderFactoryOptions,
  type ProviderResponse,
  parseAmount,
  providerFetch,
  refuseUnauthorized as refuseHttpUnauthorized,
  safeJson,
  str,
  ugandanMsisdn,
} from "./http";
import {
  type InitiateRequest,
  type InitiateResult,
  type PaymentProvider,
  ProviderSignatureError,
  ProviderUnavailableError,
  type StatusResult,
  type SubaccountRequest,
  type WebhookEvent,
} from "./provider";

export type FlutterwaveConfig = Config["payments"]["flutterwave"];

const PROVIDER = "flutterwave";

/** Flutterwave's answer to a tx_ref it has already seen (the wording is not documented: matched loosely). */
const DUPLICATE_RE = /duplicate|already (been )?used|has been used|already exists/i;
/** Its answer to a tx_ref it has never seen. */
const NOT_FOUND_RE = /no transaction (was )?found/i;

/** The network of a Ugandan mobile number (API-rent.md: MTN 76/77/78, Airtel 70/74/75). */
export function ugandanNetwork(msisdn: string): "MTN" | "AIRTEL" | undefined {
  const prefix = msisdn.startsWith("256") ? msisdn.slice(3, 5) : "";
  if (["76", "77", "78"].includes(prefix)) return "MTN";
  if (["70", "74", "75"].includes(prefix)) return "AIRTEL";
  return undefined;
}

/**
 * Flutterwave v3 direct charge, Uganda mobile money (MTN and Airtel), with an optional subaccount split to
 * the landlord; status through verify-by-reference; webhooks authenticated by the `verif-hash` header.
 */
export function createFlutterwaveProvider(cfg: FlutterwaveConfig & ProviderFactoryOptions): PaymentProvider {
  const { secretKey } = cfg;
  if (!secretKey) throw new Error("Flutterwave needs FLUTTERWAVE_SECRET_KEY");
  const fetchImpl = cfg.fetchImpl ?? fetch;
  const timeoutMs = cfg.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  const log = cfg.log;
  const emailDomain = hostnameOf(cfg.publicUrl);

  function call(op: string, method: "GET" | "POST", path: string, body?: unknown): Promise<ProviderResponse> {
    return providerFetch({
      provider: PROVIDER,
      op,
      method,
      url: joinUrl(cfg.baseUrl, path),
      headers: {
        Authorization: `Bearer ${secretKey}`,
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs,
      fetchImpl,
      log,
    });
  }

  const refuseUnauthorized = (res: ProviderResponse, op: string) =>
    refuseHttpUnauthorized(res, PROVIDER, op, log);

  async function initiate(req: InitiateRequest): Promise<InitiateResult> {
    if (!req.phone) return { status: "failed", failureReason: msg("payments.reasonPhoneRequired") };
    const phone = ugandanMsisdn(req.phone);
    const network = req.network ?? ugandanNetwork(phone);
    if (!network) return { status: "failed", failureReason: msg("payments.reasonNotMobileNetwork") };
    const payload = {
      tx_ref: req.reference,
      amount: req.amount,
      currency: req.currency,
      email: req.email ?? `payments@${emailDomain}`,
      phone_number: phone,
      network,
      ...(req.payerName ? { fullname: req.payerName } : {}),
      redirect_url: req.returnUrl,
      meta: { reference: req.reference },
      ...(req.subaccountId ? { subaccounts: [{ id: req.subaccountId }] } : {}),
    };
    const res = await call("charge", "POST", "/v3/charges?type=mobile_money_uganda", payload);
    refuseUnauthorized(res, "charge");
    const body = obj(res.body);
    const logFields = { provider: PROVIDER, reference: req.reference, phone: maskPhone(req.phone), network };
    const message = str(body.message);
    if (res.status >= 200 && res.status < 300 && str(body.status) === "success") {
      const authorization = obj(obj(body.meta).authorization);
      const data = obj(body.data);
      const chargeStatus = str(data.status);
      log?.info({ ...logFields, mode: str(authorization.mode) }, "Flutterwave charge initiated");
      return {
        status:
          chargeStatus === "successful" ? "succeeded" : chargeStatus === "failed" ? "failed" : "pending",
        providerReference: str(data.id) ?? str(data.flw_ref),
        authorizationUrl: str(authorization.redirect),
        ...(chargeStatus === "failed"
          ? { failureReason: str(data.processor_response) ?? msg("payments.reasonFailed") }
          : {}),
      };
    }
    if (message && DUPLICATE_RE.test(message)) {
      // A retry after a lost answer: the charge exists already, so report where it stands.
      log?.info(logFields, "Flutterwave charge already exists");
      const current = await status(req.reference);
      return {
        status: current.status,
        providerReference: current.providerReference,
        failureReason: current.failureReason,
      };
    }
    log?.warn({ ...logFields, status: res.status }, "Flutterwave refused the charge");
    return {
      status: "failed",
      failureReason: message ?? msg("payments.reasonRefused", { status: res.status }),
    };
  }

  async function status(reference: string): Promise<StatusResult> {
    const res = await call(
      "verify",
      "GET",
      `/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(reference)}`,
    );
    refuseUnauthorized(res, "verify");
    const body = obj(res.body);
    const message = str(body.message);
    if (res.status !== 200 || str(body.status) !== "success") {
      if (res.status === 404 || (message && NOT_FOUND_RE.test(message))) {
        return { status: "failed", failureReason: msg("payments.reasonUnknownPayment") };
      }
      log?.warn({ provider: PROVIDER, reference, status: res.status }, "Flutterwave verify refused");
      throw new ProviderUnavailableError(`${PROVIDER} verify: HTTP ${res.status}`);
    }
    const data = obj(body.data);
    if (str(data.tx_ref) !== reference) {
      // Never credit a transaction that is not ours; keep the payment pending and say so.
      log?.error({ provider: PROVIDER, reference }, "Flutterwave verify answered for another tx_ref");
      throw new ProviderUnavailableError(`${PROVIDER} verify: tx_ref mismatch`);
    }
    const common = {
      amount: parseAmount(data.amount),
      currency: str(data.currency),
      providerReference: str(data.id) ?? str(data.flw_ref),
    };
    switch (str(data.status)?.toLowerCase()) {
      case "successful":
        return { status: "succeeded", ...common };
      case "failed":
      case "cancelled":
        return { status: "failed", ...common, failureReason: failureText(str(data.processor_response)) };
      default:
        return { status: "pending", ...common };
    }
  }

  /**
   * Flutterwave sends the secret hash set on its dashboard in `verif-hash`; anything else is refused.
   * Only the tx_ref is taken from the body (`data.tx_ref`, or `txRef` in the older payload shape).
   */
  async function verifyWebhook(req: FastifyRequest): Promise<WebhookEvent | null> {
    const expected = cfg.webhookHash;
    const given = req.headers["verif-hash"];
    if (!expected) throw new ProviderSignatureError("FLUTTERWAVE_WEBHOOK_HASH is not configured");
    if (typeof given !== "string" || !safeEqual(given, expected)) {
      throw new ProviderSignatureError("Flutterwave webhook: bad or missing verif-hash");
    }
    const body = obj(typeof req.body === "string" ? safeJson(req.body) : req.body);
    const data = obj(body.data);
    const reference = str(data.tx_ref) ?? str(data.txRef) ?? str(body.txRef) ?? str(body.tx_ref);
    return reference ? { reference } : null;
  }

  let ugBanks: Promise<{ code: string; name: string }[]> | undefined;
  /** Flutterwave's Ugandan bank list (GET /v3/banks/UG), fetched once per process when it succeeds. */
  function bankList(): Promise<{ code: string; name: string }[]> {
    ugBanks ??= (async () => {
      const res = await call("banks", "GET", "/v3/banks/UG");
      refuseUnauthorized(res, "banks");
      const body = obj(res.body);
      if (res.status !== 200 || str(body.status) !== "success" || !Array.isArray(body.data)) {
        throw new ProviderUnavailableError(`${PROVIDER} banks: HTTP ${res.status}`);
      }
      return body.data.flatMap((b) => {
        const code = str(obj(b).code) ?? (typeof obj(b).code === "number" ? String(obj(b).code) : undefined);
        const name = str(obj(b).name);
        return code && name ? [{ code, name }] : [];
      });
    })();
    ugBanks.catch(() => {
      ugBanks = undefined;
    });
    return ugBanks;
  }

  /**
   * POST /v3/subaccounts: the landlord's bank account as a subaccount. Per Flutterwave's split-payments docs,
   * split_value is the commission WE (the main account) take, e.g. 0.09 for 9%; the subaccount gets the rest.
   */
  async function createSubaccount(req: SubaccountRequest): Promise<{ subaccountId: string }> {
    const accountBank = flutterwaveBankCode(await bankList(), req.bankName);
    if (!accountBank) throw new Error(`Flutterwave has no (unique) Uganda bank code for ${req.bankName}`);
    const res = await call("subaccount", "POST", "/v3/subaccounts", {
      account_bank: accountBank,
      account_number: req.accountNumber,
      business_name: req.businessName,
      business_mobile: req.businessMobile.replace(/^\+/, ""),
      country: "UG",
      split_type: "percentage",
      split_value: req.platformShare,
    });
    refuseUnauthorized(res, "subaccount");
    const body = obj(res.body);
    const subaccountId = str(obj(body.data).subaccount_id);
    if (res.status >= 200 && res.status < 300 && str(body.status) === "success" && subaccountId) {
      log?.info({ provider: PROVIDER, subaccountId }, "Flutterwave subaccount created");
      return { subaccountId };
    }
    if (res.status >= 500) throw new ProviderUnavailableError(`${PROVIDER} subaccount: HTTP ${res.status}`);
    throw new Error(`Flutterwave refused the subaccount: ${str(body.message) ?? `HTTP ${res.status}`}`);
  }

  return { name: "flutterwave", initiate, status, verifyWebhook, createSubaccount };
}

function failureText(processorResponse: string | undefined): string {
  if (!processorResponse) return msg("payments.reasonFailed");
  if (/insufficient/i.test(processorResponse)) return msg("payments.reasonInsufficientFunds");
  if (/declin|reject|cancel/i.test(processorResponse)) return msg("payments.reasonDeclined");
  return processorResponse;
}

function hostnameOf(url: string): string {
  try {
    return new URL(url).hostname || "nyumba.local";
  } catch {
    return "nyumba.local";
  }
}
