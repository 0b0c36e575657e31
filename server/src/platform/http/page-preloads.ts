import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  PAGE_PRELOADS_FILE,
  type PagePreloads,
  type PageStart,
  type Visitor,
} from "../../../../common/page-preloads";
import { routePattern } from "../../../../common/route-pattern";
import { escapeHtml } from "./app-shell";

/** A file of the build as the manifest names it, an API read's URL: nothing else is ever written into a page. */
const BUILT_ASSET = /^assets\/[\w-]+\.(?:js|css)$/;
const API_READ = /^\/api\/[\w/-]+$/;

/** What a screen's HTML carries for its page (PageStart), ready to write. */
export interface PageHtml {
  /** The `<link>` tags that fetch its files and its first read; "" when there are none. */
  tags: string;
  firstPaint: PageStart["firstPaint"];
}

/** For a screen's path and who asks, what its HTML carries for its page. */
export type PageHtmlFor = (path: string, visitor: Visitor) => PageHtml;

function tagsOf({ scripts, styles, reads }: PageStart, served: ReadonlySet<string>): string {
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
  // mode the browser would not hand it this download, and would ask again. data-page: the service worker keeps
  // its offline shell without them (client/public/sw.js).
  return [
    ...scripts.map((f) => `<link rel="modulepreload" crossorigin href="${href(f)}" data-page>`),
    ...styles.map((f) => `<link rel="preload" as="style" crossorigin href="${href(f)}" data-page>`),
    ...reads.map(
      (url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${read(url)}" data-page>`,
    ),
  ].join("");
}

/**
 * Reads the build's page preloads (common/page-preloads.ts) at start-up, like index.html: null when the build
 * has none (the tests' own client). Every file it names must be one of `served`, the build's files.
 */
export function readPagePreloads(root: string, served: ReadonlySet<string>): PageHtmlFor | null {
  let preloads: PagePreloads;
  try {
    preloads = JSON.parse(readFileSync(join(root, PAGE_PRELOADS_FILE), "utf8")) as PagePreloads;
  } catch {
    return null;
  }
  const htmlOf = (start: PageStart | null): PageHtml => {
    if (!start) return { tags: "", firstPaint: null };
    const { firstPaint } = start;
    if (firstPaint && firstPaint.html.split(firstPaint.slot).length !== 2)
      throw new Error("page preloads: a first paint without its one heading slot");
    return { tags: tagsOf(start, served), firstPaint };
  };
  const routes = preloads.routes.map(({ path, files }) => ({
    pattern: routePattern(path),
    html: Object.fromEntries(Object.entries(files).map(([v, start]) => [v, htmlOf(start)])) as Record<
      Visitor,
      PageHtml
    >,
  }));
  const notFound = htmlOf(preloads.notFound);
  return (path, visitor) => routes.find(({ pattern }) => pattern.test(path))?.html[visitor] ?? notFound;
}
