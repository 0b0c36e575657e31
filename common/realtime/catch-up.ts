import type { Domain } from "../contract/route-table";

/**
 * Catching up when a socket opens (docs/realtime.md, "Catching up"). The page's screens hold answers of the API;
 * what was published to the user's topics while the socket was not yet in them reached neither. Each GET answer
 * says when its request began (AS_OF_HEADER) and the socket's first event, `ready`, says when the latest event
 * of its topics was published: a page's first socket whose answers are all newer than that has missed nothing.
 */

/**
 * The domains whose answers the socket's events change (the domains `invalidate` names): what a catch-up marks
 * stale in the browser's cache, the screens on show refetching at once and the others when they next mount.
 */
export const LIVE_DOMAINS = ["announcements", "chat", "notifications"] as const satisfies readonly Domain[];

/** The header of every GET answer of the API: the server time (ms since the epoch) its request began. */
export const AS_OF_HEADER = "x-as-of";

/** How far the clocks of two server instances may differ: an event this close to the answers counts as after. */
export const CLOCK_SKEW_MS = 2000;

/** How long the browser waits for `ready` before catching up without it (a server from before it existed). */
export const READY_WAIT_MS = 5000;

export interface CatchUpFacts {
  /** The page's first socket (a reopened one catches up always: it was closed for a while). */
  firstOpen: boolean;
  /** The oldest answer the page holds, by its AS_OF_HEADER; undefined when unknown (one had none, or is on its way). */
  dataAsOf: number | undefined;
  /** From `ready`; undefined when it did not come in time. */
  lastEventAt: number | undefined;
}

/** Whether the screens must fetch again what they show. When in doubt, yes. */
export function mustCatchUp({ firstOpen, dataAsOf, lastEventAt }: CatchUpFacts): boolean {
  if (!firstOpen || dataAsOf === undefined || lastEventAt === undefined) return true;
  return lastEventAt >= dataAsOf - CLOCK_SKEW_MS;
}
