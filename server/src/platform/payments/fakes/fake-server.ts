import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The small HTTP server the provider fakes are built on: listens on 127.0.0.1 (port 0), records every
 * request, lets a test queue one-off replies, and can leave a request unanswered (a provider that hangs).
 */

export interface RecordedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: URLSearchParams;
  /** Node's lower-cased header names. */
  headers: IncomingHttpHeaders;
  /** The raw body. */
  body: string;
  /** The body parsed as JSON, when it is JSON. */
  json: unknown;
  at: number;
}

export interface FakeReply {
  status: number;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string as is; undefined as an empty body. */
  body?: unknown;
  /** Answer after this long. */
  delayMs?: number;
  /** Never answer (until the client gives up or the fake closes). */
  hang?: boolean;
}

export interface ReplyOverride {
  method?: string;
  /** Exact path or a pattern. */
  path?: string | RegExp;
  /** How many requests it answers before it is used up (1 unless told). */
  times?: number;
  reply: FakeReply;
}

export type FakeHandler = (req: RecordedRequest) => FakeReply | Promise<FakeReply>;

export interface FakeHttpServer {
  /** Base URL, e.g. http://127.0.0.1:40123 (no trailing slash). */
  url: string;
  requests: RecordedRequest[];
  /** Answers the next matching request(s) with this reply instead of the fake's own logic. */
  override(o: ReplyOverride): void;
  close(): Promise<void>;
}

export async function startFakeServer(handler: FakeHandler, port = 0): Promise<FakeHttpServer> {
  const requests: RecordedRequest[] = [];
  const overrides: (ReplyOverride & { times: number })[] = [];
  const timers = new Set<NodeJS.Timeout>();

  function takeOverride(req: RecordedRequest): FakeReply | undefined {
    const i = overrides.findIndex(
      (o) =>
        (!o.method || o.method === req.method) &&
        (!o.path || (typeof o.path === "string" ? o.path === req.path : o.path.test(req.path))),
    );
    if (i < 0) return undefined;
    const o = overrides[i]!;
    o.times -= 1;
    if (o.times <= 0) overrides.splice(i, 1);
    return o.reply;
  }

  function send(res: ServerResponse, reply: FakeReply): void {
    if (reply.hang) return;
    const write = () => {
      timers.delete(timer);
      if (res.destroyed) return;
      const isText = typeof reply.body === "string";
      const payload =
        reply.body === undefined ? "" : isText ? (reply.body as string) : JSON.stringify(reply.body);
      res.writeHead(reply.status, {
        ...(reply.body !== undefined && !isText ? { "Content-Type": "application/json" } : {}),
        ...reply.headers,
      });
      res.end(payload);
    };
    const timer = setTimeout(write, reply.delayMs ?? 0);
    timers.add(timer);
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake.local");
      const body = Buffer.concat(chunks).toString("utf8");
      let json: unknown;
      try {
        json = body ? JSON.parse(body) : undefined;
      } catch {
        json = undefined;
      }
      const recorded: RecordedRequest = {
        method: req.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
        json,
        at: Date.now(),
      };
      requests.push(recorded);
      const override = takeOverride(recorded);
      if (override) return send(res, override);
      Promise.resolve()
        .then(() => handler(recorded))
        .then(
          (reply) => send(res, reply),
          (err: unknown) => send(res, { status: 500, body: { error: String(err) } }),
        );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const address = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    override(o) {
      overrides.push({ ...o, times: o.times ?? 1 });
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** What a provider would send to our callback/webhook URL: for app.inject or a real HTTP POST. */
export interface OutgoingCallback {
  method: "POST" | "PUT";
  headers: Record<string, string>;
  /** The exact body bytes (signatures are computed over them). */
  body: string;
}

/** Sends a callback/webhook over HTTP (when the receiver is a real server). */
export async function deliverCallback(url: string, callback: OutgoingCallback): Promise<Response> {
  return fetch(url, { method: callback.method, headers: callback.headers, body: callback.body });
}

/**
 * A fake's own callback, sent on its own time (the provider's side of a payment). One the app does not take (it
 * is down, or the test has closed it) is dropped, as a real provider's is once its retries end: the app's poll
 * and the reconcile job settle such a payment, and that is what a test of a lost callback checks. So the failure
 * is the scenario, not an error to report.
 */
export function sendCallbackLater(url: string, callback: OutgoingCallback): void {
  deliverCallback(url, callback).catch(() => undefined);
}

/** The last four digits of a phone number: the fakes' behaviour switch. */
export function phoneSuffix(phone: string | undefined): string {
  return (phone ?? "").replace(/\D/g, "").slice(-4);
}

/**
 * How the fakes behave, chosen by the payer's phone number (last four digits) or the amount, so that a test
 * (or the e2e suite) picks a scenario through ordinary input.
 */
export const FAKE_PHONE_SUFFIX = {
  /** The payment fails: insufficient funds. */
  insufficientFunds: "0001",
  /** The payment stays pending forever (the payer never answers the prompt). */
  neverCompletes: "0002",
  /** The provider answers 500 to the payment request. */
  serverError: "0003",
  /** The payer declines. */
  declined: "0004",
  /** The provider never answers the payment request (a timeout for the client). */
  hang: "0005",
  /** No mobile money account for this number. */
  payerNotFound: "0006",
} as const;

export const FAKE_AMOUNT = {
  /** The provider answers slowly (slowMs, 2 s unless told), then normally. */
  slow: 999,
  /** The provider answers 500 to the payment request. */
  serverError: 5003,
  /** The provider never answers the payment request. */
  hang: 5005,
} as const;

export type FakeScenario =
  | "success"
  | "insufficientFunds"
  | "neverCompletes"
  | "serverError"
  | "declined"
  | "hang"
  | "payerNotFound";

export function scenarioFor(phone: string | undefined, amount: number | undefined): FakeScenario {
  if (amount === FAKE_AMOUNT.serverError) return "serverError";
  if (amount === FAKE_AMOUNT.hang) return "hang";
  const suffix = phoneSuffix(phone);
  for (const [scenario, s] of Object.entries(FAKE_PHONE_SUFFIX)) {
    if (s === suffix) return scenario as FakeScenario;
  }
  return "success";
}

/** A Ugandan test number (E.164) ending in the given suffix: fakePhone("0001") → "+256772000001". */
export function fakePhone(suffix: string, prefix = "77"): string {
  return `+256${prefix}2${suffix.padStart(6, "0")}`;
}
