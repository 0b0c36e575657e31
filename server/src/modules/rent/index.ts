/** The rent module's front door: what other modules may use of it (docs/ARCHITECTURE.md, Layers). */
export { addApprovedPetCharges, generateRentCharges, startLeaseCharges } from "./charges";
export { toWholeUgx } from "./pet-charges";
export type { Payee } from "./service/summary";
export { minPayment, payeeForProperty, requireTenantActiveLease, suggestedAmount } from "./service/summary";
