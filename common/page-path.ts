// The client's screens by their route patterns (client/src/app/pages.json: `/listing/:id`, `/edit-property/:id?`),
// as types: a path is built from its pattern, so a screen that does not exist, or a parameter it does not have,
// does not compile (decision 0053). The client and the server each name the table's type (client/src/lib/pages.ts,
// server/src/platform/pages.ts); this module holds what they share and nothing of the table itself.

declare const PAGE: unique symbol;

/**
 * The path of one of the client's screens, with its query and fragment: what links, navigations, redirects and
 * the server's notification links take. Made by `pagePath()` from a pattern of pages.json; a `string` at run time.
 */
export type PagePath = string & { readonly [PAGE]: true };

/** The route patterns of a table shaped as pages.json (`{ access: { pattern: page } }`). */
export type PatternsOf<Table> = { [Access in keyof Table]: keyof Table[Access] }[keyof Table] & string;

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P;
type RequiredName<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never;
type OptionalName<S> = S extends `:${infer Name}?` ? Name : never;
type Required<P extends string> = RequiredName<Segments<P>>;
type Optional<P extends string> = OptionalName<Segments<P>>;
type Value = string | number;

/** A query's values; an empty or missing one is left out. */
export type PageQuery = Record<string, Value | null | undefined>;

/** The parameters of a pattern's `:name` segments, `:name?` ones optional. */
export type PageParams<P extends string> = { [K in Required<P>]: Value } & { [K in Optional<P>]?: Value };

/** What fills a pattern: its parameters (only when it has some), a query, a fragment (`#verify`). */
export type PageInput<P extends string> = { query?: PageQuery; hash?: string } & ([Required<P>] extends [
  never,
]
  ? [Optional<P>] extends [never]
    ? { params?: never }
    : { params?: PageParams<P> }
  : { params: PageParams<P> });

/** The input argument: required when the pattern has a required parameter. */
export type PageArgs<P extends string> = P extends string // one pattern at a time (a wrong one is named as such)
  ? [Required<P>] extends [never]
    ? [input?: PageInput<P>]
    : [input: PageInput<P>]
  : never;

interface LooseInput {
  params?: Record<string, Value | undefined>;
  query?: PageQuery;
  hash?: string;
}

/**
 * A pattern filled in: each parameter encoded as one segment (an optional one without a value is left out), then
 * the query and the fragment. Untyped: call the client's or the server's typed `pagePath`.
 */
export function fillPagePattern(pattern: string, { params, query, hash }: LooseInput = {}): PagePath {
  const segments: string[] = [];
  for (const segment of pattern.split("/")) {
    if (!segment.startsWith(":")) {
      segments.push(segment);
      continue;
    }
    const optional = segment.endsWith("?");
    const value = params?.[segment.slice(1, optional ? -1 : undefined)];
    if (optional && (value === undefined || value === "")) continue;
    segments.push(encodeURIComponent(String(value ?? "")));
  }
  let path = segments.join("/") || "/";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null && value !== "") search.append(key, String(value));
  const qs = search.toString();
  if (qs) path += `?${qs}`;
  if (hash) path += `#${hash}`;
  return path as PagePath;
}

/**
 * A path that comes from outside the code, already checked where it enters (a notification's link the server
 * wrote with its own `pagePath`, a return path kept in session storage and matched against its pattern). Never
 * for a path written in the code: that is `pagePath()`.
 */
export const asPagePath = (path: string): PagePath => path as PagePath;
