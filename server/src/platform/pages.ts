// The type only: the server links to the client's screens (notifications, sign-in, payment returns) by the same
// patterns the client's router has.
import type PAGES from "../../../client/src/app/pages.json";
import { fillPagePattern, type PageArgs, type PagePath, type PatternsOf } from "../../../common/page-path";

export type { PagePath } from "../../../common/page-path";

/** A route pattern of the client's screens (client/src/app/pages.json). */
export type PagePattern = PatternsOf<typeof PAGES>;

/** A screen's path from its pattern, as the client builds it (client/src/lib/pages.ts). */
export function pagePath<P extends PagePattern>(pattern: P, ...[input]: PageArgs<P>): PagePath {
  return fillPagePattern(pattern, input);
}
