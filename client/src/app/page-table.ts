import type { Role } from "@common/constants";
import type { RouteId } from "@common/contract/route-table";
import { LANDLORD_DASHBOARD_MAIN } from "../features/landlord-dashboard/layout";
import { TENANT_DASHBOARD_MAIN } from "../features/tenant-dashboard/layout";
import type { FirstPaint } from "./first-paint-html";
import pages from "./pages.json";

// The router's screens, as data (pages.json), read by the router (routes.tsx) and at build time by
// scripts/vite-page-preloads.ts, which writes for the server what each path's page needs (so the page's HTML
// names its chunks).

/**
 * Who a screen is for. The router wraps its page to match, and the server names the page's chunks only for a
 * visitor the router will show it to.
 * - public: anyone.
 * - tenant, landlord: that role, signed in; anyone else is sent to that role's sign-in or their own dashboard.
 * - signed-in: anyone signed in; a visitor is sent to the sign-in screen.
 * - tenant-demo, landlord-demo: that role, or a visitor, who gets a session on the demo account on the spot.
 */
const ACCESS = ["public", "tenant", "landlord", "signed-in", "tenant-demo", "landlord-demo"] as const;
export type PageAccess = (typeof ACCESS)[number];

/**
 * A page module as Vite's manifest names it (relative to client/), whose default export is the page; or
 * `module#Export` for a named export.
 */
export type PageModule = string;

export interface PageRoute {
  /** wouter's pattern (common/route-pattern.ts). */
  path: string;
  /** The page; per role where the screen depends on who is signed in (/dashboard). */
  page: PageModule | Readonly<Record<Role, PageModule>>;
  access: PageAccess;
}

const TENANT_DASHBOARD = "src/features/tenant-dashboard/TenantDashboardPage.tsx";
const LANDLORD_DASHBOARD = "src/features/landlord-dashboard/LandlordDashboardPage.tsx";

/**
 * Every screen (pages.json: by access, each path with its page), in the router's order: the first match wins.
 * The search and listing pages share one module (listings/pages.ts): a visitor of one nearly always opens the
 * other.
 */
export const PAGE_ROUTES: readonly PageRoute[] = Object.entries(
  pages as Record<string, Record<string, PageRoute["page"]>>,
).flatMap(([access, routes]) => {
  if (!ACCESS.includes(access as PageAccess)) throw new Error(`pages.json: no such access ${access}`);
  return Object.entries(routes).map(([path, page]) => ({ path, page, access: access as PageAccess }));
});

/**
 * The API read a page starts with (one request for all its cards), for someone signed in: the client starts it
 * with the page's chunks (routes.tsx, preloadRoute), and the page's HTML earlier still (`<link rel="preload">`).
 */
export const PAGE_READS: Readonly<Record<PageModule, RouteId>> = {
  [TENANT_DASHBOARD]: "dashboard.tenant",
  // The selected property's dashboard, which names the property, with its cards' reads (decision 0031).
  [LANDLORD_DASHBOARD]: "dashboard.landlordAll",
};

/** What the server paints for a page before any script, for someone signed in (first-paint-html.ts). */
export const PAGE_FIRST_PAINTS: Readonly<Record<PageModule, FirstPaint>> = {
  [TENANT_DASHBOARD]: { heading: "tenant-dashboard.welcome", main: TENANT_DASHBOARD_MAIN },
  [LANDLORD_DASHBOARD]: { heading: "landlord-dashboard.welcome", main: LANDLORD_DASHBOARD_MAIN },
};

/** The page of the paths that match no route. */
export const NOT_FOUND_PAGE: PageModule = "src/app/NotFoundPage.tsx";

/**
 * The page `route` shows to a visitor of `role` (undefined: signed out), or null when the router sends them
 * elsewhere (a sign-in screen, their own dashboard).
 */
export function pageFor(route: PageRoute, role: Role | undefined): PageModule | null {
  const { access, page } = route;
  let shown: boolean;
  if (access === "public") shown = true;
  else if (access === "signed-in") shown = role !== undefined;
  else if (access === "tenant-demo" || access === "landlord-demo") shown = !role || access === `${role}-demo`;
  else shown = access === role;
  if (!shown) return null;
  return typeof page === "string" ? page : page[role!];
}
