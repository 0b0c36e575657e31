import { randomBytes, randomUUID } from "node:crypto";
import {
  deliverCallback,
  FAKE_AMOUNT,
  type FakeHttpServer,
  type FakeReply,
  type OutgoingCallback,
  type RecordedRequest,
  type ReplyOverride,
  scenarioFor,
  sendCallbackLater,
  startFakeServer,
} from "./fake-server";

/**
 * A local stand-in for the MTN MoMo Open API (Collections), written from its documentation:
 *   POST /collection/token/                     Basic apiUser:apiKey + Ocp-Apim-Subscription-Key
 *                                               → 200 { access_token, token_type, expires_in }
 *   POST /collection/v1_0/requesttopay          Bearer, X-Reference-Id (UUID), X-Target-Environment,
 *                                               X-Callback-Url, Ocp-Apim-Subscription-Key
 *                                               body { amount: "…", currency, externalId, payer: { partyIdType:
 *                                               "MSISDN", partyId }, payerMessage, payeeNote }
 *                                               → 202 (empty); 409 { code: "RESOURCE_ALREADY_EXIST" } for a
 *                                               reused X-Reference-Id; 400 { code, message } for bad input
 *   GET  /collection/v1_0/requesttopay/{id}     → 200 { amount, currency, financialTransactionId, externalId,
 *                                               payer, payerMessage, payeeNote, status, reason? }; 404
 * and the callback MTN sends to X-Callback-Url: the same body as the status answer.
 * Scenarios by the payer's number or the amount: see FAKE_PHONE_SUFFIX / FAKE_AMOUNT in fake-server.ts.
 */

export type MtnStatus = "PENDING" | "SUCCESSFUL" | "FAILED";

export interface MtnFakePayment {
  referenceId: string;
  amount: string;
  currency: string;
  externalId: string;
  payer: { partyIdType: string; partyId: string };
  payerMessage?: string;
  payeeNote?: string;
  status: MtnStatus;
  reason?: string;
  financialTransactionId?: string;
  callbackUrl?: string;
  /** The outcome the payer's phone will give (undefined: never answers). */
  outcome?: { status: "SUCCESSFUL" | "FAILED"; reason?: string };
}

export interface MtnMomoFakeOptions {
  subscriptionKey?: string;
  apiUser?: string;
  apiKey?: string;
  targetEnvironment?: string;
  /** Lifetime of issued tokens (seconds). */
  tokenExpiresIn?: number;
  /** How long a "slow" answer takes (amount 999). */
  slowMs?: number;
  /** When a request to pay reaches its outcome: 0 = at once (default); null = only via complete(). */
  completeAfterMs?: number | null;
  /** Post the callback to X-Callback-Url by itself when a payment completes. */
  autoCallback?: boolean;
  /** Listen on this port (default: any free one). */
  port?: number;
}

export interface MtnMomoFake {
  url: string;
  /** The config slice pointing at this fake (spread into createMtnMomoProvider). */
  config: {
    baseUrl: string;
    subscriptionKey: string;
    apiUser: string;
    apiKey: string;
    targetEnvironment: string;
  };
  requests: RecordedRequest[];
  payments: Map<string, MtnFakePayment>;
  tokenCalls(): number;
  /** Makes every issued token invalid (MTN revoked or expired them). */
  revokeTokens(): void;
  /** Brings a payment to its outcome now (its scripted one unless given). */
  complete(
    referenceId: string,
    outcome?: { status: "SUCCESSFUL" | "FAILED"; reason?: string },
  ): MtnFakePayment;
  /** The callback MTN would send for a payment (POST unless told; MTN has been seen to use PUT). */
  callback(referenceId: string, method?: "POST" | "PUT"): OutgoingCallback;
  /** Sends that callback over HTTP to the payment's X-Callback-Url (or the given URL). */
  sendCallback(referenceId: string, opts?: { url?: string; method?: "POST" | "PUT" }): Promise<Response>;
  override(o: ReplyOverride): void;
  close(): Promise<void>;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const OUTCOMES: Record<string, { status: "SUCCESSFUL" | "FAILED"; reason?: string } | undefined> = {
  success: { status: "SUCCESSFUL" },
  insufficientFunds: { status: "FAILED", reason: "NOT_ENOUGH_FUNDS" },
  declined: { status: "FAILED", reason: "APPROVAL_REJECTED" },
  payerNotFound: { status: "FAILED", reason: "PAYER_NOT_FOUND" },
  neverCompletes: undefined,
};

export async function startMtnMomoFake(opts: MtnMomoFakeOptions = {}): Promise<MtnMomoFake> {
  const subscriptionKey = opts.subscriptionKey ?? "fake-subscription-key";
  const apiUser = opts.apiUser ?? randomUUID();
  const apiKey = opts.apiKey ?? "fake-api-key";
  const targetEnvironment = opts.targetEnvironment ?? "mtnuganda";
  const tokenExpiresIn = opts.tokenExpiresIn ?? 3600;
  const slowMs = opts.slowMs ?? 2000;
  const completeAfterMs = opts.completeAfterMs === undefined ? 0 : opts.completeAfterMs;
  const tokens = new Map<string, number>();
  const payments = new Map<string, MtnFakePayment>();
  const timers = new Set<NodeJS.Timeout>();
  let tokenCalls = 0;
  let server: FakeHttpServer;

  const error = (status: number, code: string, message: string): FakeReply => ({
    status,
    body: { code, message },
  });

  function statusBody(p: MtnFakePayment): Record<string, unknown> {
    return {
      amount: p.amount,
      currency: p.currency,
      ...(p.financialTransactionId ? { financialTransactionId: p.financialTransactionId } : {}),
      externalId: p.externalId,
      payer: p.payer,
      payerMessage: p.payerMessage,
      payeeNote: p.payeeNote,
      status: p.status,
      ...(p.reason ? { reason: p.reason } : {}),
    };
  }

  function callback(referenceId: string, method: "POST" | "PUT" = "POST"): OutgoingCallback {
    const p = payments.get(referenceId);
    if (!p) throw new Error(`no such MTN fake payment: ${referenceId}`);
    return { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(statusBody(p)) };
  }

  function complete(referenceId: string, outcome?: { status: "SUCCESSFUL" | "FAILED"; reason?: string }) {
    const p = payments.get(referenceId);
    if (!p) throw new Error(`no such MTN fake payment: ${referenceId}`);
    const o = outcome ?? p.outcome;
    if (!o || p.status !== "PENDING") return p;
    p.status = o.status;
    p.reason = o.status === "FAILED" ? o.reason : undefined;
    if (o.status === "SUCCESSFUL") p.financialTransactionId = String(1_000_000_000 + payments.size);
    if (opts.autoCallback && p.callbackUrl) {
      sendCallbackLater(p.callbackUrl, callback(referenceId));
    }
    return p;
  }

  function authorized(req: RecordedRequest): FakeReply | null {
    if (req.headers["ocp-apim-subscription-key"] !== subscriptionKey) {
      return {
        status: 401,
        body: { statusCode: 401, message: "Access denied due to invalid subscription key." },
      };
    }
    const auth = req.headers.authorization ?? "";
    const token = auth.startsWith("Bearer ") ? auth.slice(7) : "";
    const expiry = tokens.get(token);
    if (!expiry || expiry < Date.now())
      return error(401, "UNAUTHORIZED", "Access token is missing or invalid");
    if (req.headers["x-target-environment"] !== targetEnvironment) {
      return error(403, "NOT_ALLOWED_TARGET_ENVIRONMENT", "Access to target environment is forbidden.");
    }
    return null;
  }

  function token(req: RecordedRequest): FakeReply {
    tokenCalls += 1;
    const expected = `Basic ${Buffer.from(`${apiUser}:${apiKey}`).toString("base64")}`;
    if (req.headers["ocp-apim-subscription-key"] !== subscriptionKey) {
      return {
        status: 401,
        body: { statusCode: 401, message: "Access denied due to invalid subscription key." },
      };
    }
    if (req.headers.authorization !== expected) return { status: 401, body: { error: "login_failed" } };
    const accessToken = randomBytes(24).toString("base64url");
    tokens.set(accessToken, Date.now() + tokenExpiresIn * 1000);
    return {
      status: 200,
      body: { access_token: accessToken, token_type: "access_token", expires_in: tokenExpiresIn },
    };
  }

  function requestToPay(req: RecordedRequest): FakeReply {
    const denied = authorized(req);
    if (denied) return denied;
    const referenceId = String(req.headers["x-reference-id"] ?? "");
    if (!UUID_RE.test(referenceId))
      return error(400, "INVALID_REFERENCE_ID", "X-Reference-Id must be a UUID");
    const body = req.json as Partial<MtnFakePayment> | undefined;
    const partyId = body?.payer?.partyId ?? "";
    if (!body || typeof body.amount !== "string" || !/^\d+(\.\d+)?$/.test(body.amount)) {
      return error(400, "INVALID_AMOUNT", "amount must be a decimal string");
    }
    if (body.payer?.partyIdType !== "MSISDN" || !/^\d{9,15}$/.test(partyId)) {
      return error(400, "INVALID_PAYER", "payer.partyId must be an MSISDN without '+'");
    }
    const allowedCurrency = targetEnvironment === "sandbox" ? "EUR" : "UGX";
    if (body.currency !== allowedCurrency) return error(400, "INVALID_CURRENCY", "Currency not supported.");
    if (payments.has(referenceId)) {
      return error(409, "RESOURCE_ALREADY_EXIST", "Duplicated reference id. Creation of resource failed.");
    }
    const amount = Number(body.amount);
    const scenario = scenarioFor(partyId, amount);
    if (scenario === "hang") return { status: 202, hang: true };
    if (scenario === "serverError") {
      return error(500, "INTERNAL_PROCESSING_ERROR", "An internal error occurred while processing.");
    }
    const payment: MtnFakePayment = {
      referenceId,
      amount: body.amount,
      currency: body.currency,
      externalId: String(body.externalId ?? ""),
      payer: { partyIdType: "MSISDN", partyId },
      payerMessage: body.payerMessage,
      payeeNote: body.payeeNote,
      status: "PENDING",
      callbackUrl:
        typeof req.headers["x-callback-url"] === "string" ? req.headers["x-callback-url"] : undefined,
      outcome: OUTCOMES[scenario],
    };
    payments.set(referenceId, payment);
    if (completeAfterMs === 0) complete(referenceId);
    else if (completeAfterMs !== null) {
      const t = setTimeout(() => {
        timers.delete(t);
        complete(referenceId);
      }, completeAfterMs);
      timers.add(t);
    }
    return { status: 202, delayMs: amount === FAKE_AMOUNT.slow ? slowMs : 0 };
  }

  function getStatus(req: RecordedRequest, referenceId: string): FakeReply {
    const denied = authorized(req);
    if (denied) return denied;
    const p = payments.get(referenceId);
    if (!p) return error(404, "RESOURCE_NOT_FOUND", "Requested resource was not found.");
    return { status: 200, body: statusBody(p), delayMs: Number(p.amount) === FAKE_AMOUNT.slow ? slowMs : 0 };
  }

  server = await startFakeServer((req) => {
    if (req.method === "POST" && req.path === "/collection/token/") return token(req);
    if (req.method === "POST" && req.path === "/collection/v1_0/requesttopay") return requestToPay(req);
    // Test control (not MTN's API): another process (e2e) plays the payer's phone.
    const control = /^\/__fake\/complete\/([^/]+)$/.exec(req.path);
    if (req.method === "POST" && control) {
      const ref = decodeURIComponent(control[1]!);
      if (!payments.has(ref)) return error(404, "RESOURCE_NOT_FOUND", "No such payment");
      const o = req.json as { status?: "SUCCESSFUL" | "FAILED"; reason?: string } | undefined;
      const p = complete(ref, o?.status ? { status: o.status, reason: o.reason } : undefined);
      return { status: 200, body: statusBody(p) };
    }
    const m = /^\/collection\/v1_0\/requesttopay\/([^/]+)$/.exec(req.path);
    if (req.method === "GET" && m) return getStatus(req, decodeURIComponent(m[1]!));
    return error(404, "RESOURCE_NOT_FOUND", "No such operation");
  }, opts.port);

  return {
    url: server.url,
    config: { baseUrl: server.url, subscriptionKey, apiUser, apiKey, targetEnvironment },
    requests: server.requests,
    payments,
    tokenCalls: () => tokenCalls,
    revokeTokens: () => tokens.clear(),
    complete,
    callback,
    async sendCallback(referenceId, o = {}) {
      const url = o.url ?? payments.get(referenceId)?.callbackUrl;
      if (!url) throw new Error("no callback URL for this payment");
      return deliverCallback(url, callback(referenceId, o.method));
    },
    override: (o) => server.override(o),
    async close() {
      for (const t of timers) clearTimeout(t);
      await server.close();
    },
  };
}
