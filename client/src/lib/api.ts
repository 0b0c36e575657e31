import type { Contract } from "@common/contract/contract";
import type { InputOf, OutputOf } from "@common/contract/define";
import { type Domain, domainOf, methodAndPath, type RouteId, routeUrl } from "@common/contract/route-table";
import { asMessage, type Message } from "@common/i18n/message";
import { AS_OF_HEADER } from "@common/realtime/catch-up";
import type { ApiErrorBody, ErrorCode } from "@common/schemas/errors";
import { answerAsked } from "./answers-as-of";
import { currentLocale, t } from "./i18n";

/**
 * An API failure with the server's message for a person (DESIGN.md section 5 error shape), in words: the server
 * answers in the language on screen.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | "NETWORK_ERROR" | "HTTP_ERROR",
    override readonly message: Message,
    readonly fields?: Record<string, Message>,
    /** The server's id of the request, for support (X-Request-Id). */
    readonly requestId?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export type ApiInput<Id extends RouteId> = InputOf<Contract[Id]>;
export type ApiOutput<Id extends RouteId> = OutputOf<Contract[Id]>;

export interface CallOptions {
  signal?: AbortSignal;
  /** Sent as the Idempotency-Key header: a retry with the same key never repeats the first call's effect. */
  idempotencyKey?: string;
  /** The request outlives the page (a save made just before the person navigates away). */
  keepalive?: boolean;
}

/** A route's input argument, optional when the route needs none, then `Rest` (optional arguments). */
export type InputArgs<Id extends RouteId, Rest extends unknown[] = []> =
  Record<never, never> extends ApiInput<Id>
    ? [input?: ApiInput<Id>, ...Rest]
    : [input: ApiInput<Id>, ...Rest];
type Args<Id extends RouteId> = InputArgs<Id, [options?: CallOptions]>;

export interface LooseInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** A route's URL: the path of the route table with its parameters filled in, then the query string. */
export function href<Id extends RouteId>(id: Id, ...[input]: InputArgs<Id>): string {
  return routeUrl(id, (input ?? {}) as LooseInput);
}

/**
 * The error of a failed answer: the API's error shape when it has one (its messages are the server's, in words);
 * otherwise (a proxy's page, a cut-off answer) an HTTP_ERROR whose message is the generic one.
 */
export function errorFromResponse(status: number, text: string, requestId?: string) {
  let parsed: Partial<ApiErrorBody> = {};
  try {
    parsed = JSON.parse(text) as ApiErrorBody;
  } catch {
    /* not JSON: the generic message */
  }
  return new ApiError(
    status,
    parsed.code ?? "HTTP_ERROR",
    parsed.error ? asMessage(parsed.error) : t("common.genericError"),
    parsed.fields as Record<string, Message> | undefined,
    parsed.requestId ?? requestId,
  );
}

export const networkError = () => new ApiError(0, "NETWORK_ERROR", t("common.networkError"));

/** Calls one route of the contract: input and output are typed from its schemas in common/contract. */
export async function call<Id extends RouteId>(
  id: Id,
  ...[input, options]: Args<Id>
): Promise<ApiOutput<Id>> {
  const { method } = methodAndPath(id);
  const { body } = (input ?? {}) as LooseInput;
  // The server answers (errors, codes' messages) in the language on screen.
  const headers: Record<string, string> = { "Accept-Language": currentLocale() };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (options?.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;
  // A GET's answer is data the page may hold: how old it is decides whether a socket's first open catches up.
  const answered = method === "GET" ? answerAsked() : undefined;
  let asOf: string | null | undefined;
  try {
    let res: Response;
    try {
      res = await fetch(href(id, ...([input] as InputArgs<Id>)), {
        method,
        credentials: "include",
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: options?.signal,
        keepalive: options?.keepalive,
      });
    } catch (e) {
      if (options?.signal?.aborted) throw e;
      throw networkError();
    }
    const text = await res.text();
    if (!res.ok) {
      throw errorFromResponse(res.status, text, res.headers.get("x-request-id") ?? undefined);
    }
    asOf = res.headers.get(AS_OF_HEADER);
    return (text ? JSON.parse(text) : undefined) as ApiOutput<Id>;
  } finally {
    answered?.(asOf);
  }
}

/**
 * Query keys: [domain, route id, input]. Invalidating `[domain]` refreshes every query of that domain, so each
 * domain's key factory is `apiKey` with its own route ids, and `domainKey` for the whole domain.
 */
export function apiKey<Id extends RouteId>(id: Id, ...[input]: InputArgs<Id>) {
  return [domainOf(id), id, input ?? {}] as const;
}

export const domainKey = (domain: Domain) => [domain] as const;

/** The last part of the key of a query that keeps every page of a list as one (`[...apiKey(...), ALL_PAGES]`). */
export const ALL_PAGES = "all-pages";
