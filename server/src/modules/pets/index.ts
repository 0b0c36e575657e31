/** The pets module's front door: what other modules may use of it (docs/ARCHITECTURE.md, Layers). */
export { petsOfTenantForLandlord } from "./service/list";
