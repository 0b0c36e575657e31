import { createHash, createHmac, randomBytes } from "node:crypto";
import {
  deliverCallback,
  FAKE_AMOUNT,
  type FakeHttpServer,
  type FakeReply,
  type OutgoingCallback,
  type RecordedRequest,
  type ReplyOverride,
  sendCallbackLater,
  startFakeServer,
} from "./fake-server";

/**
 * A local stand-in for the Stripe PaymentIntents API, written from its documentation:
 *   POST /v1/payment_intents                form-encoded (amount, currency, metadata[...],
 *                                           automatic_payment_methods[enabled], description, receipt_email);
 *                                           Idempotency-Key: a replay with the same parameters answers the
 *                                           same object (Idempotent-Replayed: true), with other parameters a
 *                                           400 idempotency_error
 *   GET  /v1/payment_intents/{id}           → the PaymentIntent; 404 resource_missing
 *   GET  /v1/payment_intents/search?query=metadata['key']:'value'
 *                                           → { object: "search_result", data: [...], has_more, next_page }
 *   errors                                  → { error: { type, code?, message, param? } }
 * and the webhook it posts: an Event, signed in Stripe-Signature (t=…,v1=HMAC-SHA256 of "t.body").
 * The card itself is entered in the browser (Stripe.js); tests play that part with confirm().
 * Scenarios by amount: see FAKE_AMOUNT in fake-server.ts.
 */

export type StripeIntentStatus =
  | "requires_payment_method"
  | "requires_confirmation"
  | "requires_action"
  | "processing"
  | "succeeded"
  | "canceled";

export interface StripeFakeIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  description: string | null;
  receipt_email: string | null;
  status: StripeIntentStatus;
  client_secret: string;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  last_payment_error: Record<string, unknown> | null;
  cancellation_reason: string | null;
  created: number;
  livemode: false;
}

export type CardOutcome = "succeeded" | "declined" | "insufficient_funds" | "canceled" | "processing";

export interface StripeFakeOptions {
  secretKey?: string;
  webhookSecret?: string;
  slowMs?: number;
  /** How long a new intent stays invisible to Search (Stripe: "under a minute" normally). */
  searchLagMs?: number;
  /** The webhook endpoint: when given, confirm() posts the matching event there by itself. */
  webhookUrl?: string;
  /** Listen on this port (default: any free one). */
  port?: number;
}

export interface StripeFake {
  url: string;
  config: { baseUrl: string; secretKey: string; publishableKey: string; webhookSecret: string };
  requests: RecordedRequest[];
  intents: Map<string, StripeFakeIntent>;
  /** The intent created for our reference (metadata.reference). */
  intentFor(reference: string): StripeFakeIntent | undefined;
  /** Plays the browser confirming a card on the intent. */
  confirm(intentId: string, outcome: CardOutcome): StripeFakeIntent;
  /** The webhook Stripe would send for an intent (type from its status unless given). */
  webhook(intentId: string, opts?: { type?: string; timestamp?: number; secret?: string }): OutgoingCallback;
  sendWebhook(
    intentId: string,
    url: string,
    opts?: { type?: string; timestamp?: number; secret?: string },
  ): Promise<Response>;
  override(o: ReplyOverride): void;
  close(): Promise<void>;
}

const ZERO_DECIMAL = new Set([
  "bif",
  "clp",
  "djf",
  "gnf",
  "jpy",
  "kmf",
  "krw",
  "mga",
  "pyg",
  "rwf",
  "ugx",
  "vnd",
]);

export async function startStripeFake(opts: StripeFakeOptions = {}): Promise<StripeFake> {
  const secretKey = opts.secretKey ?? "sk_test_fake";
  const webhookSecret = opts.webhookSecret ?? "whsec_fake";
  const slowMs = opts.slowMs ?? 2000;
  const searchLagMs = opts.searchLagMs ?? 0;
  const intents = new Map<string, StripeFakeIntent>();
  const createdAt = new Map<string, number>();
  const idempotency = new Map<string, { paramsHash: string; intentId: string }>();
  let server: FakeHttpServer;

  const error = (status: number, e: Record<string, unknown>): FakeReply => ({ status, body: { error: e } });

  function authorized(req: RecordedRequest): FakeReply | null {
    const auth = req.headers.authorization ?? "";
    const bearer = auth.startsWith("Bearer ") ? auth.slice(7) : undefined;
    const basic = auth.startsWith("Basic ")
      ? Buffer.from(auth.slice(6), "base64").toString("utf8").split(":")[0]
      : undefined;
    if ((bearer ?? basic) === secretKey) return null;
    return error(401, { type: "invalid_request_error", message: "Invalid API Key provided." });
  }

  function create(req: RecordedRequest): FakeReply {
    const denied = authorized(req);
    if (denied) return denied;
    const form = new URLSearchParams(req.body);
    const key =
      typeof req.headers["idempotency-key"] === "string" ? req.headers["idempotency-key"] : undefined;
    const paramsHash = createHash("sha256")
      .update([...form.entries()].sort().join("&"))
      .digest("hex");
    if (key && idempotency.has(key)) {
      const seen = idempotency.get(key)!;
      if (seen.paramsHash !== paramsHash) {
        return error(400, {
          type: "idempotency_error",
          message:
            "Keys for idempotent requests can only be used with the same parameters they were first used with.",
        });
      }
      return { status: 200, headers: { "Idempotent-Replayed": "true" }, body: intents.get(seen.intentId) };
    }
    const amountText = form.get("amount");
    if (!amountText) {
      return error(400, {
        type: "invalid_request_error",
        code: "parameter_missing",
        param: "amount",
        message: "Missing required param: amount.",
      });
    }
    const amount = Number(amountText);
    if (!/^\d+$/.test(amountText) || amount < 1) {
      return error(400, {
        type: "invalid_request_error",
        code: "parameter_invalid_integer",
        param: "amount",
        message: `Invalid integer: ${amountText}`,
      });
    }
    const currency = form.get("currency") ?? "";
    if (!/^[a-z]{3}$/.test(currency)) {
      return error(400, {
        type: "invalid_request_error",
        param: "currency",
        message: `Invalid currency: ${currency}. Stripe currently supports these currencies: usd, ugx, …`,
      });
    }
    if (amount === FAKE_AMOUNT.hang) return { status: 200, hang: true };
    if (amount === FAKE_AMOUNT.serverError) {
      return error(500, { type: "api_error", message: "An unknown error occurred" });
    }
    const metadata: Record<string, string> = {};
    for (const [k, v] of form.entries()) {
      const m = /^metadata\[(.+)\]$/.exec(k);
      if (m) metadata[m[1]!] = v;
    }
    const id = `pi_${randomBytes(12).toString("hex")}`;
    const intent: StripeFakeIntent = {
      id,
      object: "payment_intent",
      amount,
      amount_received: 0,
      currency,
      description: form.get("description"),
      receipt_email: form.get("receipt_email"),
      status: "requires_payment_method",
      client_secret: `${id}_secret_${randomBytes(12).toString("hex")}`,
      metadata,
      automatic_payment_methods:
        form.get("automatic_payment_methods[enabled]") === "true" ? { enabled: true } : null,
      last_payment_error: null,
      cancellation_reason: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    intents.set(id, intent);
    createdAt.set(id, Date.now());
    if (key) idempotency.set(key, { paramsHash, intentId: id });
    return { status: 200, body: intent, delayMs: amount === FAKE_AMOUNT.slow ? slowMs : 0 };
  }

  function retrieve(req: RecordedRequest, id: string): FakeReply {
    const denied = authorized(req);
    if (denied) return denied;
    const intent = intents.get(id);
    if (!intent) {
      return error(404, {
        type: "invalid_request_error",
        code: "resource_missing",
        param: "intent",
        message: `No such payment_intent: '${id}'`,
      });
    }
    return { status: 200, body: intent, delayMs: intent.amount === FAKE_AMOUNT.slow ? slowMs : 0 };
  }

  function search(req: RecordedRequest): FakeReply {
    const denied = authorized(req);
    if (denied) return denied;
    const query = req.query.get("query") ?? "";
    const m = /^metadata\['([^']+)'\]:'((?:[^'\\]|\\.)*)'$/.exec(query.trim());
    if (!m) {
      return error(400, {
        type: "invalid_request_error",
        param: "query",
        message: "Unsupported query (fake)",
      });
    }
    const [, field, raw] = m;
    const value = raw!.replace(/\\(.)/g, "$1");
    const now = Date.now();
    const data = [...intents.values()].filter(
      (pi) => pi.metadata[field!] === value && now - (createdAt.get(pi.id) ?? 0) >= searchLagMs,
    );
    return {
      status: 200,
      body: {
        object: "search_result",
        url: "/v1/payment_intents/search",
        has_more: false,
        next_page: null,
        data,
      },
    };
  }

  function confirm(intentId: string, outcome: CardOutcome): StripeFakeIntent {
    const pi = intents.get(intentId);
    if (!pi) throw new Error(`no such Stripe fake intent: ${intentId}`);
    switch (outcome) {
      case "succeeded":
        pi.status = "succeeded";
        pi.amount_received = pi.amount;
        pi.last_payment_error = null;
        break;
      case "processing":
        pi.status = "processing";
        break;
      case "canceled":
        pi.status = "canceled";
        pi.cancellation_reason = "abandoned";
        break;
      case "declined":
      case "insufficient_funds":
        pi.status = "requires_payment_method";
        pi.last_payment_error = {
          type: "card_error",
          code: "card_declined",
          decline_code: outcome === "declined" ? "generic_decline" : "insufficient_funds",
          message: outcome === "declined" ? "Your card was declined." : "Your card has insufficient funds.",
        };
        break;
    }
    if (opts.webhookUrl && outcome !== "processing") {
      sendCallbackLater(opts.webhookUrl, webhook(pi.id));
    }
    return pi;
  }

  function webhook(
    intentId: string,
    o: { type?: string; timestamp?: number; secret?: string } = {},
  ): OutgoingCallback {
    const pi = intents.get(intentId);
    if (!pi) throw new Error(`no such Stripe fake intent: ${intentId}`);
    const type =
      o.type ??
      (pi.status === "succeeded"
        ? "payment_intent.succeeded"
        : pi.status === "canceled"
          ? "payment_intent.canceled"
          : pi.last_payment_error
            ? "payment_intent.payment_failed"
            : "payment_intent.created");
    const event = {
      id: `evt_${randomBytes(12).toString("hex")}`,
      object: "event",
      api_version: "2024-06-20",
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      data: { object: pi },
    };
    // Stripe sends pretty-printed JSON: the signature covers these exact bytes, not a re-serialisation.
    const body = JSON.stringify(event, null, 2);
    const t = o.timestamp ?? Math.floor(Date.now() / 1000);
    const v1 = createHmac("sha256", o.secret ?? webhookSecret)
      .update(`${t}.${body}`)
      .digest("hex");
    return {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": `t=${t},v1=${v1}` },
      body,
    };
  }

  server = await startFakeServer((req) => {
    if (req.method === "POST" && req.path === "/v1/payment_intents") return create(req);
    if (req.method === "GET" && req.path === "/v1/payment_intents/search") return search(req);
    // Test control (not Stripe's API): another process (e2e) plays the browser confirming the card.
    const control = /^\/__fake\/confirm\/([^/]+)$/.exec(req.path);
    if (req.method === "POST" && control) {
      const id = decodeURIComponent(control[1]!);
      if (!intents.has(id)) return error(404, { type: "invalid_request_error", message: "No such intent" });
      const outcome = (req.json as { outcome?: CardOutcome } | undefined)?.outcome ?? "succeeded";
      return { status: 200, body: confirm(id, outcome) };
    }
    const m = /^\/v1\/payment_intents\/([^/]+)$/.exec(req.path);
    if (req.method === "GET" && m) return retrieve(req, decodeURIComponent(m[1]!));
    return error(404, { type: "invalid_request_error", message: `Unrecognized request URL (${req.path})` });
  }, opts.port);

  return {
    url: server.url,
    config: { baseUrl: server.url, secretKey, publishableKey: "pk_test_fake", webhookSecret },
    requests: server.requests,
    intents,
    intentFor: (reference) => [...intents.values()].find((pi) => pi.metadata.reference === reference),
    confirm,
    webhook,
    sendWebhook: (intentId, url, o) => deliverCallback(url, webhook(intentId, o)),
    override: (o) => server.override(o),
    close: () => server.close(),
  };
}

/** Whether Stripe takes this currency's amounts without minor units (UGX is one). */
export function isZeroDecimal(currency: string): boolean {
  return ZERO_DECIMAL.has(currency.toLowerCase());
}
