import { methodAndPath, ROUTES, type RouteId } from "@common/contract/route-table";
import { AS_OF_HEADER } from "@common/realtime/catch-up";
import { vi } from "vitest";
import type { ApiOutput } from "@/lib/api";

/**
 * The API as the browser's `fetch` sees it, for hook tests: each route the test answers (`on`) answers with its
 * output, or with the failure its handler throws (`refusal(status)`, or `OFFLINE`: the request never arrives).
 * Every request is recorded. GET answers carry the server's `X-As-Of` (the time the request began), as the API's
 * do. A route the test did not answer is a 404 and is recorded in `unanswered`.
 */

export interface FakeRequest {
  route: RouteId;
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

/** An HTTP failure a handler throws: the API's error shape with this status. */
export class Refusal {
  constructor(
    readonly status: number,
    readonly error = "Refused",
    readonly code = "FORBIDDEN",
  ) {}
}
export const refusal = (status: number, error?: string, code?: string) => new Refusal(status, error, code);

/** Thrown by a handler: the request never reaches the server (`fetch` rejects, as it does offline). */
export const OFFLINE = Symbol("offline");

type Handler<Id extends RouteId> = (req: FakeRequest) => ApiOutput<Id> | Promise<ApiOutput<Id>>;

const patterns = (Object.keys(ROUTES) as RouteId[]).map((route) => {
  const { method, path } = methodAndPath(route);
  const names: string[] = [];
  const source = path.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return "([^/]+)";
  });
  return { route, method, names, regex: new RegExp(`^${source}$`) };
});

function match(method: string, pathname: string) {
  for (const p of patterns) {
    if (p.method !== method) continue;
    const m = p.regex.exec(pathname);
    if (m) return { route: p.route, params: Object.fromEntries(p.names.map((n, i) => [n, m[i + 1]!])) };
  }
  return undefined;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? "" : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });

function aborted(signal: AbortSignal | null | undefined): Promise<never> {
  return new Promise((_, reject) => {
    const fail = () => reject(new DOMException("The operation was aborted.", "AbortError"));
    if (signal?.aborted) fail();
    signal?.addEventListener("abort", fail, { once: true });
  });
}

export function fakeApi() {
  const handlers = new Map<RouteId, Handler<RouteId>>();
  const requests: FakeRequest[] = [];
  const unanswered: string[] = [];

  async function answer(req: FakeRequest, method: string): Promise<Response> {
    const handler = handlers.get(req.route);
    if (!handler) {
      unanswered.push(req.route);
      return json(404, { error: "Not found", code: "NOT_FOUND" });
    }
    const asOf = method === "GET" ? { [AS_OF_HEADER]: String(Date.now()) } : undefined;
    try {
      const out = await handler(req);
      return json(200, out, asOf);
    } catch (e) {
      if (e === OFFLINE) throw new TypeError("Failed to fetch");
      if (e instanceof Refusal) return json(e.status, { error: e.error, code: e.code });
      throw e;
    }
  }

  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), location.href);
    const method = init.method ?? "GET";
    const found = match(method, url.pathname);
    if (!found) {
      unanswered.push(`${method} ${url.pathname}`);
      return json(404, { error: "Not found", code: "NOT_FOUND" });
    }
    const req: FakeRequest = {
      ...found,
      query: Object.fromEntries(url.searchParams),
      // Names in lower case, as a browser's Headers lists them (happy-dom keeps them as written).
      headers: Object.fromEntries([...new Headers(init.headers)].map(([k, v]) => [k.toLowerCase(), v])),
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    };
    requests.push(req);
    return Promise.race([answer(req, method), aborted(init.signal)]);
  });
  vi.stubGlobal("fetch", fetch);

  return {
    /** Answers `route` with `handler` from now on (replacing its previous one). */
    on<Id extends RouteId>(route: Id, handler: Handler<Id>) {
      handlers.set(route, handler as unknown as Handler<RouteId>);
    },
    /** The requests made to `route`, oldest first (all of them without one). */
    requests: (route?: RouteId) => requests.filter((r) => !route || r.route === route),
    unanswered,
  };
}

/** A promise the test settles when it chooses (an answer that is still on its way). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
