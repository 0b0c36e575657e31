import type { Role } from "@common/constants";
import type { RouteId } from "@common/contract/route-table";
import { routePattern } from "@common/route-pattern";
import type { QueryClient } from "@tanstack/react-query";
import { type ComponentType, Suspense } from "react";
import { Route, Switch } from "wouter";
import { FullScreenSpinner } from "@/components/ui/spinner";
import { DemoEntry, RequireRole, RequireUser, RoleDashboard } from "@/features/auth/guards";
import { prefetchLandlordDashboard } from "@/features/landlord-dashboard/prefetch";
import { prefetchTenantDashboard } from "@/features/tenant-dashboard/prefetch";
import { pagePath } from "@/lib/pages";
import { queryClient } from "@/lib/query-client";
import { WithHeaderBell } from "./header-bell";
import { type LazyPage, lazyPage } from "./lazy-page";
import {
  NOT_FOUND_PAGE,
  PAGE_READS,
  PAGE_ROUTES,
  type PageModule,
  type PageRoute,
  pageFor,
} from "./page-table";

// Every page is its own lazy chunk: the first visit downloads only the page it opens. The glob holds every page
// module of the table (page-table.ts); a module it names that the table does not is only an unused chunk.
const PAGE_MODULES = import.meta.glob<Record<string, ComponentType>>([
  "/src/features/*/*Page.tsx",
  "/src/features/listings/pages.ts",
  "/src/app/NotFoundPage.tsx",
  "!/src/features/auth/RoleSignInPage.tsx",
  "!/src/features/listings/*Page.tsx",
]);

/** How each page's first read (PAGE_READS) fills the cache of the cards that need it. */
const PREFETCHES: Partial<Record<RouteId, (client: QueryClient) => void>> = {
  "dashboard.tenant": prefetchTenantDashboard,
  "dashboard.landlordAll": prefetchLandlordDashboard,
};

const lazyPages = new Map<PageModule, LazyPage>();
/** One lazy component per page module, shared by the routes that show it. */
function lazyOf(module: PageModule): LazyPage {
  let page = lazyPages.get(module);
  if (!page) {
    const [file = "", name = "default"] = module.split("#");
    const load = PAGE_MODULES[`/${file}`];
    if (!load) throw new Error(`${file} is not in the page glob of routes.tsx`);
    page = lazyPage(() => load().then((m) => ({ default: m[name]! })));
    lazyPages.set(module, page);
  }
  return page;
}

/** A route's component: its page inside the guards its access asks for (page-table.ts, PageAccess). */
function screenOf({ page, access }: PageRoute): ComponentType {
  if (typeof page !== "string") {
    const [Tenant, Landlord] = [lazyOf(page.tenant), lazyOf(page.landlord)];
    return () => (
      <RequireUser>
        <RoleDashboard tenant={Tenant} landlord={Landlord} />
      </RequireUser>
    );
  }
  const Page = lazyOf(page);
  switch (access) {
    case "public":
      return Page;
    case "signed-in":
      return () => (
        <RequireUser>
          <Page />
        </RequireUser>
      );
    case "tenant-demo":
    case "landlord-demo": {
      const role = access === "tenant-demo" ? "tenant" : "landlord";
      return () => (
        <DemoEntry accountRole={role}>
          <Page />
        </DemoEntry>
      );
    }
    default:
      return () => (
        <RequireUser signInPath={pagePath(access === "tenant" ? "/tenant-login" : "/landlord-login")}>
          <RequireRole accountRole={access}>
            <Page />
          </RequireRole>
        </RequireUser>
      );
  }
}

const SCREENS = PAGE_ROUTES.map((route) => ({ path: route.path, Screen: screenOf(route) }));
const NotFound = lazyOf(NOT_FOUND_PAGE);
const PATTERNS = PAGE_ROUTES.map((route) => ({ route, pattern: routePattern(route.path) }));

/**
 * Starts loading the page of `path` at once, beside the entry's other work, instead of after the signed-in user
 * is known (the guards wait for it); for someone signed in, the page's first read too. Where the server named
 * them in the HTML (decision 0030), these get those same downloads.
 */
export function preloadRoute(path: string, role?: Role) {
  const route = PATTERNS.find(({ pattern }) => pattern.test(path))?.route;
  const page = route ? pageFor(route, role) : NOT_FOUND_PAGE;
  if (!page) return;
  const read = PAGE_READS[page];
  if (read && role) PREFETCHES[read]?.(queryClient);
  lazyOf(page).preload();
}

export function AppRoutes() {
  return (
    <WithHeaderBell>
      <Suspense fallback={<FullScreenSpinner />}>
        <Switch>
          {SCREENS.map(({ path, Screen }) => (
            <Route key={path} path={path} component={Screen} />
          ))}
          <Route component={NotFound} />
        </Switch>
      </Suspense>
    </WithHeaderBell>
  );
}
