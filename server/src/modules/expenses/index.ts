/** The expenses module's front door: what other modules may use of it (docs/ARCHITECTURE.md, Layers). */

export { readReceiptForm } from "./form";
export { type CostedRequest, maintenanceCostOf, recordMaintenanceCost } from "./service/maintenance-cost";
export { expenseTotalsByCategory } from "./service/totals";
