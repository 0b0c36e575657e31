import { fillPagePattern, type PageArgs, type PagePath, type PatternsOf } from "@common/page-path";
import type PAGES from "@/app/pages.json";

// Only the type of the page table is read here: the paths cost no bytes beyond the ones each call writes.

export type { PagePath } from "@common/page-path";

/** A route pattern of client/src/app/pages.json: every screen the router has. */
export type PagePattern = PatternsOf<typeof PAGES>;

/**
 * A screen's path from its pattern in pages.json, like `href()` for the API: `pagePath("/listing/:id", { params:
 * { id } , query: { apply } })`. A pattern that is not a screen, or a missing parameter, does not compile.
 */
export function pagePath<P extends PagePattern>(pattern: P, ...[input]: PageArgs<P>): PagePath {
  return fillPagePattern(pattern, input);
}

/**
 * The signed-in person's own dashboard, the tenant's or the landlord's (pages.json's `/dashboard` shows each role
 * its own): where every 'Back to Dashboard' goes, never a demo's path.
 */
export const DASHBOARD_PATH = pagePath("/dashboard");
