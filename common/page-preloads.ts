import type { Role } from "./constants";

/**
 * What the client build writes for the server (scripts/vite-page-preloads.ts): for each screen's path pattern,
 * the files its page needs beyond the entry's own, per kind of visitor (null: the router sends them elsewhere).
 * The server names them in the page's HTML, so they download beside the entry instead of after it ran.
 */
export interface PagePreloads {
  routes: { path: string; files: Record<Visitor, PageFiles | null> }[];
  /** The page of a path that matches no route. */
  notFound: PageFiles;
}

/** Who asks: signed out, or the role of the signed-in person. */
export type Visitor = Role | "visitor";

/** Paths relative to the built client's root (`assets/c1a2b3c.js`), and the API reads the page starts with. */
export interface PageFiles {
  scripts: string[];
  styles: string[];
  /** URLs of GET routes, for someone signed in (page-table.ts, PAGE_READS). */
  reads: string[];
}

/** Where the build writes it, in the built client's folder (a dot folder, never served). */
export const PAGE_PRELOADS_FILE = ".vite/page-preloads.json";
