/** The approvals module's front door: what other modules may use of it (docs/ARCHITECTURE.md, Layers). */
export { decide } from "./decide";
