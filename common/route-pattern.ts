/**
 * A screen's path pattern as the client's router writes it (`/listing/:id`, `/edit-property/:id?`), as a test of a
 * URL path. It matches as wouter does (its regexparam: any case, an optional trailing slash, a parameter is one
 * segment), so the server names in a page's HTML the chunks of the very screen the router will show.
 */
export function routePattern(pattern: string): RegExp {
  let source = "";
  for (const segment of pattern.split("/").filter(Boolean)) {
    if (!/^:?[\w-]+\??$/.test(segment) || (segment.endsWith("?") && !segment.startsWith(":")))
      throw new Error(`route pattern ${pattern}: only words and :parameters (optional with ?) are supported`);
    if (!segment.startsWith(":")) source += `/${segment}`;
    else source += segment.endsWith("?") ? "(?:/[^/]+)?" : "/[^/]+";
  }
  return new RegExp(`^${source}/?$`, "i");
}
