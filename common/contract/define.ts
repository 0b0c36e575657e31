import type { z } from "zod";
import type { Domain, RouteId } from "./route-table";

/**
 * The API contract: every route of the JSON API is defined once, by id. `routes.ts` holds each id's method and
 * path (no zod, so the client's calls do not pull the schemas into every page); the domain files next to it hold
 * each id's access rule and zod schemas. The server registers routes from both (server/src/platform/http/route.ts),
 * the OpenAPI document is generated from the registered schemas, and the client's `call()` and query keys infer
 * their input and output from the same schemas (client/src/lib/api.ts).
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call a route. The server enforces it before the body is read: 401 when a signed-in user is needed and
 * missing, 403 for the wrong role. What the caller may see inside it (their own lease, their own properties) is
 * the service's access check.
 */
export type Access = "public" | "signedIn" | "tenant" | "landlord";

export interface RouteSpec {
  access: Access;
  tags: readonly string[];
  summary?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** Request headers the route reads (loose: other headers pass through). */
  headers?: z.ZodType;
  body?: z.ZodType;
  /** Success answers by status code. Omitted for routes that answer a file (see `produces`). */
  responses?: Partial<Record<200 | 201, z.ZodType>>;
  /** Content types of a file answer (PDF, CSV, images): no JSON schema. */
  produces?: readonly string[];
  /**
   * A multipart form the handler reads itself (uploads), documented per content type. When a route also takes
   * the same fields as JSON, `body` stays unset and `forms` documents both.
   */
  forms?: Readonly<Record<string, z.ZodType>>;
  /** Kept out of the OpenAPI document (browser navigations of the prototype). */
  hidden?: boolean;
}

/** `"GET /api/x"`: a route's method and path (`:name` marks a path parameter). */
export type RouteLine = `${HttpMethod} /${string}`;

type Schema<S, K extends keyof RouteSpec> = S extends Record<K, infer T extends z.ZodType> ? T : undefined;
type Out<T> = T extends z.ZodType ? z.output<T> : undefined;
type In<T> = T extends z.ZodType ? z.input<T> : undefined;

/** The schema of a route's success answer (201 when it creates, else 200). */
export type SuccessSchema<S> = S extends { responses: infer R }
  ? R extends { 201: infer C extends z.ZodType }
    ? C
    : R extends { 200: infer O extends z.ZodType }
      ? O
      : undefined
  : undefined;

/** What the server's handler receives, after validation. */
export interface ParsedInput<S> {
  headers: Out<Schema<S, "headers">>;
  params: Out<Schema<S, "params">>;
  query: Out<Schema<S, "query">>;
  body: Out<Schema<S, "body">>;
}

/** What a handler returns: the success answer before serialization. */
export type ReplyOf<S> = In<SuccessSchema<S>>;

type Part<K extends string, T> = T extends z.ZodType
  ? Record<never, never> extends z.input<T>
    ? { [P in K]?: z.input<T> }
    : { [P in K]: z.input<T> }
  : unknown;

/** What the client sends: only the parts the route defines, each as its schema's input (optional when empty). */
export type InputOf<S> = Part<"params", Schema<S, "params">> &
  Part<"query", Schema<S, "query">> &
  Part<"body", Schema<S, "body">>;

/** What the client receives: the success answer as the server serialized it. */
export type OutputOf<S> = SuccessSchema<S> extends z.ZodType ? z.output<SuccessSchema<S>> : undefined;

type IdsOf<D extends Domain> = Extract<RouteId, `${D}.${string}`>;

/**
 * One domain's specs: every id of the domain in the route table must be here, and nothing else. The exact types
 * are kept, so the server and the client infer each route's input and output from them.
 */
export function defineRoutes<D extends Domain, const T extends Record<IdsOf<D>, RouteSpec>>(
  _domain: D,
  specs: T & Record<Exclude<keyof T, IdsOf<D>>, never>,
): T {
  return specs;
}
