/** The listings module's front door: what other modules may use of it (docs/ARCHITECTURE.md, Layers). */
export { audienceOf } from "./service/search";
