/** The maintenance module's front door: what other modules may use of it (docs/ARCHITECTURE.md, Layers). */
export { createRequest } from "./service/create";
