import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  PAGE_PRELOADS_FILE,
  type PageFiles,
  type PagePreloads,
  type Visitor,
} from "../../../../common/page-preloads";
import { routePattern } from "../../../../common/route-pattern";
import { escapeHtml } from "./app-shell";

/** A file of the build as the manifest names it, an API read's URL: nothing else is ever written into a page. */
const BUILT_ASSET = /^assets\/[\w-]+\.(?:js|css)$/;
const API_READ = /^\/api\/[\w/-]+$/;

/** For a screen's path and who asks, the `<link>` tags that fetch its page's files; "" when there are none. */
export type PreloadTags = (path: string, visitor: Visitor) => string;

function tagsOf({ scripts, styles, reads }: PageFiles, served: ReadonlySet<string>): string {
  const href = (file: string) => {
    if (!BUILT_ASSET.test(file) || !served.has(`/${file}`))
      throw new Error(`page preloads: no such file ${file}`);
    return escapeHtml(`/${file}`);
  };
  const read = (url: string) => {
    if (!API_READ.test(url)) throw new Error(`page preloads: not an API read ${url}`);
    return escapeHtml(url);
  };
  // use-credentials: the client's fetch sends the cookie (`credentials: "include"`); with another credentials
  // mode the browser would not hand it this download, and would ask again.
  return [
    ...scripts.map((f) => `<link rel="modulepreload" crossorigin href="${href(f)}">`),
    ...styles.map((f) => `<link rel="preload" as="style" crossorigin href="${href(f)}">`),
    ...reads.map(
      (url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${read(url)}">`,
    ),
  ].join("");
}

/**
 * Reads the build's page preloads (common/page-preloads.ts) at start-up, like index.html: null when the build
 * has none (the tests' own client). Every file it names must be one of `served`, the build's files.
 */
export function readPagePreloads(root: string, served: ReadonlySet<string>): PreloadTags | null {
  let preloads: PagePreloads;
  try {
    preloads = JSON.parse(readFileSync(join(root, PAGE_PRELOADS_FILE), "utf8")) as PagePreloads;
  } catch {
    return null;
  }
  const routes = preloads.routes.map(({ path, files }) => ({
    pattern: routePattern(path),
    tags: Object.fromEntries(
      Object.entries(files).map(([visitor, f]) => [visitor, f ? tagsOf(f, served) : ""]),
    ) as Record<Visitor, string>,
  }));
  const notFound = tagsOf(preloads.notFound, served);
  return (path, visitor) => {
    const route = routes.find(({ pattern }) => pattern.test(path));
    return route ? route.tags[visitor] : notFound;
  };
}
