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
 * A local stand-in for Flutterwave v3, written from its documentation:
 *   POST /v3/charges?type=mobile_money_uganda   Bearer <secret key>; body { tx_ref, amount, currency: "UGX",
 *                                               email, phone_number, network: "MTN"|"AIRTEL", fullname?,
 *                                               redirect_url?, meta?, subaccounts?: [{ id }] }
 *                                               → 200 { status: "success", message: "Charge initiated",
 *                                               meta: { authorization: { mode: "redirect", redirect } } }
 *                                               → 400 { status: "error", message, data: null }
 *   GET  /v3/transactions/verify_by_reference?tx_ref=…
 *                                               → 200 { status: "success", message, data: { id, tx_ref, flw_ref,
 *                                               amount, currency, charged_amount, processor_response, status:
 *                                               "successful"|"failed"|"pending", … } }
 *                                               → 400 { status: "error", message: "No transaction was found for
 *                                               this id", data: null }
 *   GET  /v3/banks/UG                          → 200 { status: "success", data: [{ id, code, name }] } (made-up
 *                                               codes: FAKE_UG_BANKS; the real ones come from the live API)
 *   POST /v3/subaccounts                        body { account_bank, account_number, business_name,
 *                                               business_mobile, country, split_type, split_value }
 *                                               → 200 { status: "success", message: "Subaccount created",
 *                                               data: { id, account_number, account_bank, split_type,
 *                                               split_value, subaccount_id: "RS_…", bank_name } }
 * and the webhook it posts (header `verif-hash`, body { event: "charge.completed", data: { … } }).
 * Scenarios by the payer's number or the amount: see FAKE_PHONE_SUFFIX / FAKE_AMOUNT in fake-server.ts.
 * The answer to a reused tx_ref is not documented; the fake answers 400 "Transaction reference has been used
 * before" (wording seen in integrations), which the adapter matches loosely.
 */

export type FlutterwaveTxStatus = "pending" | "successful" | "failed";

export interface FlutterwaveFakeTransaction {
  id: number;
  tx_ref: string;
  flw_ref: string;
  amount: number;
  currency: string;
  charged_amount: number;
  app_fee: number;
  processor_response: string;
  status: FlutterwaveTxStatus;
  payment_type: "mobilemoneyug";
  created_at: string;
  customer: { email: string; phone_number: string; name: string };
  network: string;
  subaccounts?: { id: string }[];
  redirect_url?: string;
  outcome?: { status: "successful" | "failed"; processor_response: string };
}

export interface FlutterwaveFakeOptions {
  secretKey?: string;
  webhookHash?: string;
  slowMs?: number;
  /** When a charge reaches its outcome: 0 = at once (default); null = only via complete(). */
  completeAfterMs?: number | null;
  /** The webhook URL set on the dashboard: when given, completed charges are posted there by themselves. */
  webhookUrl?: string;
  /** Listen on this port (default: any free one). */
  port?: number;
}

/** The fake's Uganda bank list: made-up codes, real-looking names (matched by FLUTTERWAVE_UG_BANK_NAME_PATTERNS). */
export const FAKE_UG_BANKS = [
  { id: 901, code: "FAKE-STANBIC", name: "Stanbic Bank Uganda Limited" },
  { id: 902, code: "FAKE-CENTENARY", name: "Centenary Rural Development Bank" },
  { id: 903, code: "FAKE-DFCU", name: "DFCU Bank" },
  { id: 904, code: "FAKE-EQUITY", name: "Equity Bank Uganda" },
  { id: 905, code: "FAKE-STANCHART", name: "Standard Chartered Bank Uganda" },
  { id: 906, code: "FAKE-ABSA", name: "ABSA Bank Uganda" },
  { id: 907, code: "FAKE-CAIRO", name: "Cairo Bank Uganda" },
  { id: 908, code: "FAKE-NCBA", name: "NC Bank Uganda" },
];

export interface FlutterwaveFakeSubaccount {
  id: number;
  subaccount_id: string;
  account_bank: string;
  account_number: string;
  business_name: string;
  business_mobile: string;
  country: string;
  split_type: string;
  split_value: number;
}

export interface FlutterwaveFake {
  url: string;
  /** Subaccounts created through POST /v3/subaccounts, in order. */
  subaccounts: FlutterwaveFakeSubaccount[];
  config: { baseUrl: string; secretKey: string; webhookHash: string };
  requests: RecordedRequest[];
  transactions: Map<string, FlutterwaveFakeTransaction>;
  complete(
    txRef: string,
    outcome?: { status: "successful" | "failed"; processor_response: string },
  ): FlutterwaveFakeTransaction;
  /** The `charge.completed` webhook Flutterwave would send (the hash can be replaced to test refusals). */
  webhook(txRef: string, opts?: { hash?: string | null }): OutgoingCallback;
  sendWebhook(txRef: string, url: string, opts?: { hash?: string | null }): Promise<Response>;
  override(o: ReplyOverride): void;
  close(): Promise<void>;
}

const OUTCOMES: Record<string, { status: "successful" | "failed"; processor_response: string } | undefined> =
  {
    success: { status: "successful", processor_response: "Approved" },
    insufficientFunds: { status: "failed", processor_response: "Insufficient funds" },
    declined: { status: "failed", processor_response: "Transaction declined by customer" },
    neverCompletes: undefined,
  };

export async function startFlutterwaveFake(opts: FlutterwaveFakeOptions = {}): Promise<FlutterwaveFake> {
  const secretKey = opts.secretKey ?? "FLWSECK_TEST-fake-secret-X";
  const webhookHash = opts.webhookHash ?? "fake-verif-hash";
  const slowMs = opts.slowMs ?? 2000;
  const completeAfterMs = opts.completeAfterMs === undefined ? 0 : opts.completeAfterMs;
  const transactions = new Map<string, FlutterwaveFakeTransaction>();
  const subaccounts: FlutterwaveFakeSubaccount[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let nextId = 4_000_000;
  let server: FakeHttpServer;

  const error = (status: number, message: string): FakeReply => ({
    status,
    body: { status: "error", message, data: null },
  });

  function complete(
    txRef: string,
    outcome?: { status: "successful" | "failed"; processor_response: string },
  ) {
    const tx = transactions.get(txRef);
    if (!tx) throw new Error(`no such Flutterwave fake transaction: ${txRef}`);
    const o = outcome ?? tx.outcome;
    if (!o || tx.status !== "pending") return tx;
    tx.status = o.status;
    tx.processor_response = o.processor_response;
    if (opts.webhookUrl) sendCallbackLater(opts.webhookUrl, webhook(txRef));
    return tx;
  }

  function txData(tx: FlutterwaveFakeTransaction): Record<string, unknown> {
    const { outcome: _o, subaccounts: _s, redirect_url: _r, network: _n, ...data } = tx;
    return data;
  }

  function webhook(txRef: string, o: { hash?: string | null } = {}): OutgoingCallback {
    const tx = transactions.get(txRef);
    if (!tx) throw new Error(`no such Flutterwave fake transaction: ${txRef}`);
    const hash = o.hash === undefined ? webhookHash : o.hash;
    return {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(hash === null ? {} : { "verif-hash": hash }) },
      body: JSON.stringify({ event: "charge.completed", data: txData(tx) }),
    };
  }

  function authorized(req: RecordedRequest): FakeReply | null {
    return req.headers.authorization === `Bearer ${secretKey}`
      ? null
      : error(401, "Invalid authorization key");
  }

  function charge(req: RecordedRequest): FakeReply {
    const denied = authorized(req);
    if (denied) return denied;
    if (req.query.get("type") !== "mobile_money_uganda") return error(400, "Invalid charge type");
    const b = (req.json ?? {}) as Record<string, unknown>;
    for (const field of ["tx_ref", "amount", "currency", "email", "phone_number"]) {
      if (b[field] === undefined || b[field] === "") return error(400, `${field} is required`);
    }
    const amount = Number(b.amount);
    if (!Number.isFinite(amount) || amount <= 0) return error(400, "Invalid amount");
    if (b.currency !== "UGX") return error(400, "Invalid currency for mobile_money_uganda");
    if (b.network !== "MTN" && b.network !== "AIRTEL") return error(400, "Invalid network");
    const phone = String(b.phone_number);
    if (!/^\d{9,15}$/.test(phone)) return error(400, "Invalid phone number");
    const txRef = String(b.tx_ref);
    if (transactions.has(txRef)) return error(400, "Transaction reference has been used before");
    const scenario = scenarioFor(phone, amount);
    if (scenario === "hang") return { status: 200, hang: true };
    if (scenario === "serverError") return error(500, "Internal server error");
    if (scenario === "payerNotFound") return error(400, "Mobile money account not found for this number");
    const id = nextId++;
    const tx: FlutterwaveFakeTransaction = {
      id,
      tx_ref: txRef,
      flw_ref: `FLW-MOCK-${id}`,
      amount,
      currency: "UGX",
      charged_amount: amount,
      app_fee: Math.round(amount * 0.035),
      processor_response: "Transaction in progress",
      status: "pending",
      payment_type: "mobilemoneyug",
      created_at: new Date().toISOString(),
      customer: {
        email: String(b.email),
        phone_number: phone,
        name: String(b.fullname ?? "Anonymous customer"),
      },
      network: String(b.network),
      subaccounts: Array.isArray(b.subaccounts) ? (b.subaccounts as { id: string }[]) : undefined,
      redirect_url: typeof b.redirect_url === "string" ? b.redirect_url : undefined,
      outcome: OUTCOMES[scenario],
    };
    transactions.set(txRef, tx);
    if (completeAfterMs === 0) complete(txRef);
    else if (completeAfterMs !== null) {
      const t = setTimeout(() => {
        timers.delete(t);
        complete(txRef);
      }, completeAfterMs);
      timers.add(t);
    }
    return {
      status: 200,
      delayMs: amount === FAKE_AMOUNT.slow ? slowMs : 0,
      body: {
        status: "success",
        message: "Charge initiated",
        meta: { authorization: { redirect: `${server.url}/authorize/${id}`, mode: "redirect" } },
      },
    };
  }

  function verify(req: RecordedRequest): FakeReply {
    const denied = authorized(req);
    if (denied) return denied;
    const tx = transactions.get(req.query.get("tx_ref") ?? "");
    if (!tx) return error(400, "No transaction was found for this id");
    return {
      status: 200,
      delayMs: tx.amount === FAKE_AMOUNT.slow ? slowMs : 0,
      body: { status: "success", message: "Transaction fetched successfully", data: txData(tx) },
    };
  }

  function createSubaccount(req: RecordedRequest): FakeReply {
    const denied = authorized(req);
    if (denied) return denied;
    const b = (req.json ?? {}) as Record<string, unknown>;
    for (const field of ["account_bank", "account_number", "business_name", "business_mobile", "country"]) {
      if (typeof b[field] !== "string" || b[field] === "") return error(400, `${field} is required`);
    }
    const bank = FAKE_UG_BANKS.find((x) => x.code === b.account_bank);
    if (!bank) return error(400, "Invalid account_bank");
    if (b.split_type !== "percentage" && b.split_type !== "flat") return error(400, "Invalid split_type");
    const splitValue = Number(b.split_value);
    if (!Number.isFinite(splitValue) || splitValue < 0 || (b.split_type === "percentage" && splitValue > 1)) {
      return error(400, "Invalid split_value");
    }
    const id = 2000 + subaccounts.length;
    const sub: FlutterwaveFakeSubaccount = {
      id,
      subaccount_id: `RS_FAKE${String(id).padStart(8, "0")}`,
      account_bank: bank.code,
      account_number: String(b.account_number),
      business_name: String(b.business_name),
      business_mobile: String(b.business_mobile),
      country: String(b.country),
      split_type: String(b.split_type),
      split_value: splitValue,
    };
    subaccounts.push(sub);
    return {
      status: 200,
      body: {
        status: "success",
        message: "Subaccount created",
        data: {
          id,
          account_number: sub.account_number,
          account_bank: sub.account_bank,
          full_name: sub.business_name,
          created_at: new Date().toISOString(),
          split_type: sub.split_type,
          split_value: sub.split_value,
          subaccount_id: sub.subaccount_id,
          bank_name: bank.name,
        },
      },
    };
  }

  server = await startFakeServer((req) => {
    if (req.method === "POST" && req.path === "/v3/charges") return charge(req);
    if (req.method === "POST" && req.path === "/v3/subaccounts") return createSubaccount(req);
    if (req.method === "GET" && req.path === "/v3/banks/UG") {
      const denied = authorized(req);
      return (
        denied ?? {
          status: 200,
          body: { status: "success", message: "Banks fetched successfully", data: FAKE_UG_BANKS },
        }
      );
    }
    if (req.method === "GET" && req.path === "/v3/transactions/verify_by_reference") return verify(req);
    // Test control (not Flutterwave's API): another process (e2e) plays the payer.
    const control = /^\/__fake\/complete\/([^/]+)$/.exec(req.path);
    if (req.method === "POST" && control) {
      const txRef = decodeURIComponent(control[1]!);
      if (!transactions.has(txRef)) return error(404, "No such transaction");
      const o = req.json as { status?: "successful" | "failed"; processor_response?: string } | undefined;
      const tx = complete(
        txRef,
        o?.status ? { status: o.status, processor_response: o.processor_response ?? o.status } : undefined,
      );
      return { status: 200, body: { status: "success", data: txData(tx) } };
    }
    if (req.method === "GET" && req.path.startsWith("/authorize/")) {
      return {
        status: 200,
        headers: { "Content-Type": "text/html" },
        body: "<!doctype html><title>Flutterwave (fake)</title><p>Approve the payment on your phone.</p>",
      };
    }
    return error(404, "Not found");
  }, opts.port);

  return {
    url: server.url,
    config: { baseUrl: server.url, secretKey, webhookHash },
    requests: server.requests,
    subaccounts,
    transactions,
    complete,
    webhook,
    sendWebhook: (txRef, url, o) => deliverCallback(url, webhook(txRef, o)),
    override: (o) => server.override(o),
    async close() {
      for (const t of timers) clearTimeout(t);
      await server.close();
    },
  };
}
