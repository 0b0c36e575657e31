// Vite plugin: after the client build, writes for the server which files each screen's page needs beyond the
// entry's (common/page-preloads.ts), from the router's table (client/src/app/page-table.ts) and Vite's manifest.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type FirstPaint, firstPaintHtml, HEADING_SLOT } from "../client/src/app/first-paint-html";
import {
  NOT_FOUND_PAGE,
  PAGE_FIRST_PAINTS,
  PAGE_READS,
  PAGE_ROUTES,
  type PageModule,
  type PageRoute,
  pageFor,
} from "../client/src/app/page-table";
import { methodAndPath, type RouteId, routeUrl } from "../common/contract/route-table";
import { PAGE_PRELOADS_FILE, type PagePreloads, type PageStart, type Visitor } from "../common/page-preloads";
import { afterBuild } from "./vite-after-build";

/** The part of a chunk's entry in Vite's manifest (.vite/manifest.json) that this reads. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

const VISITORS: readonly Visitor[] = ["visitor", "tenant", "landlord"];

/** The chunk files and styles of a manifest entry and of everything it imports statically, recursively. */
function closure(
  manifest: Manifest,
  key: string,
  into: PageStart = { scripts: [], styles: [], reads: [], firstPaint: null },
): PageStart {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`page preloads: ${key} is not in the build's manifest`);
  if (into.scripts.includes(chunk.file)) return into;
  into.scripts.push(chunk.file);
  for (const style of chunk.css ?? []) if (!into.styles.includes(style)) into.styles.push(style);
  // Dynamic imports (a dialog opened later, another language) load when asked for, not with the page.
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

/** The URL of a page's first read: a GET without parameters, which a `<link rel="preload">` can make. */
function readUrl(id: RouteId): string {
  const url = routeUrl(id, {});
  if (methodAndPath(id).method !== "GET" || url.includes(":"))
    throw new Error(`page preloads: ${id} is not a GET without parameters`);
  return url;
}

/** The router's table (client/src/app/page-table.ts); a test passes one of its own. */
export interface PageTable {
  routes: readonly PageRoute[];
  notFound: PageModule;
  reads: Readonly<Record<PageModule, RouteId>>;
  firstPaints: Readonly<Record<PageModule, FirstPaint>>;
}
const ROUTER_TABLE: PageTable = {
  routes: PAGE_ROUTES,
  notFound: NOT_FOUND_PAGE,
  reads: PAGE_READS,
  firstPaints: PAGE_FIRST_PAINTS,
};

/** The files of each route's page for each kind of visitor, without the entry's (index.html names those). */
export function pagePreloads(manifest: Manifest, table: PageTable = ROUTER_TABLE): PagePreloads {
  const entry = closure(manifest, "index.html");
  const filesOf = (module: PageModule, signedIn = false): PageStart => {
    const own = closure(manifest, module.split("#")[0]!);
    const read = table.reads[module];
    const paint = table.firstPaints[module];
    return {
      scripts: own.scripts.filter((f) => !entry.scripts.includes(f)),
      styles: own.styles.filter((f) => !entry.styles.includes(f)),
      reads: read && signedIn ? [readUrl(read)] : [],
      firstPaint:
        paint && signedIn
          ? { html: firstPaintHtml(paint), slot: HEADING_SLOT, heading: paint.heading }
          : null,
    };
  };
  return {
    routes: table.routes.map((route) => ({
      path: route.path,
      files: Object.fromEntries(
        VISITORS.map((v) => {
          const page = pageFor(route, v === "visitor" ? undefined : v);
          return [v, page && filesOf(page, v !== "visitor")];
        }),
      ) as Record<Visitor, PageStart | null>,
    })),
    notFound: filesOf(table.notFound),
  };
}

export const pagePreloadsPlugin = () =>
  afterBuild("nyumba:page-preloads", async (outDir) => {
    const manifest = JSON.parse(await readFile(join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
    await writeFile(join(outDir, PAGE_PRELOADS_FILE), `${JSON.stringify(pagePreloads(manifest))}\n`);
  });
