// A test the typecheck runs (`npm run typecheck`), never imported: every `@ts-expect-error` below fails the typecheck
// when the line under it compiles. It proves that a screen's path is made from a pattern of pages.json and that
// links, redirects and navigations take nothing else (decision 0053).
import { createElement } from "react";
import { Link, Redirect, useLocation } from "./navigation";
import { type PagePath, pagePath } from "./pages";

export function usePathsOnly(id: string): PagePath[] {
  const [, navigate] = useLocation();
  // @ts-expect-error a screen that does not exist
  navigate(pagePath("/landlord-dashbord"));
  // @ts-expect-error a path written as text
  navigate("/landlord-dashboard");
  // @ts-expect-error
  createElement(Link, { href: "/tenant-demo-simple" });
  // @ts-expect-error
  createElement(Redirect, { to: "/property-selection" });
  return [
    // @ts-expect-error a pattern's parameter is required
    pagePath("/listing/:id"),
    // @ts-expect-error and named as the pattern names it
    pagePath("/listing/:id", { params: { listingId: id } }),
    // @ts-expect-error a pattern without parameters takes none
    pagePath("/marketplace", { params: { id } }),
    // What compiles: every screen, its parameters, a query and a fragment.
    pagePath("/dashboard"),
    pagePath("/listing/:id", { params: { id }, query: { apply: 3 } }),
    pagePath("/edit-property/:id?"),
    pagePath("/edit-property/:id?", { params: { id } }),
    pagePath("/landlord-payments", { hash: "verify" }),
  ];
}
