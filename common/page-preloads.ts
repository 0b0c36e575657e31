import type { Role } from "./constants";
import type { MessageKey } from "./i18n/keys";

/**
 * What the client build writes for the server (scripts/vite-page-preloads.ts): for each screen's path pattern,
 * the files its page needs beyond the entry's own, per kind of visitor (null: the router sends them elsewhere).
 * The server names them in the page's HTML, so they download beside the entry instead of after it ran, and
 * paints the page's first paint.
 */
export interface PagePreloads {
  routes: { path: string; files: Record<Visitor, PageStart | null> }[];
  /** The page of a path that matches no route. */
  notFound: PageStart;
}

/** Who asks: signed out, or the role of the signed-in person. */
export type Visitor = Role | "visitor";

/** What a page's HTML starts for it: its files, its first read and its first paint. */
export interface PageStart {
  /** Paths relative to the built client's root (`assets/c1a2b3c.js`). */
  scripts: string[];
  styles: string[];
  /** URLs of GET routes, for someone signed in (client/src/app/page-table.ts, PAGE_READS). */
  reads: string[];
  /** For someone signed in: HTML painted before any script, `heading` put into words for them in its slot. */
  firstPaint: { html: string; slot: string; heading: MessageKey } | null;
}

/** Where the build writes it, in the built client's folder (a dot folder, never served). */
export const PAGE_PRELOADS_FILE = ".vite/page-preloads.json";
