/** The activity module's front door: what other modules may use of it (docs/ARCHITECTURE.md, Layers). */

export type { ActivityKind } from "./record";
export { recordActivity } from "./record";
