/** The rent module's front door: what other modules may use of it (docs/ARCHITECTURE.md, Layers). */
export { chargeDescription } from "./charge-description";
export type { StandingLease } from "./ledger";
export {
  addApprovedPetCharges,
  allocatePayment,
  generateRentCharges,
  leaseStanding,
  leaseStandingsOf,
} from "./ledger";
export { toWholeUgx } from "./pet-charges";
export { lockLease } from "./queries/ledger";
export { formatReceiptAmount } from "./receipt-pdf";
export type { ReceiptData } from "./service/receipts";
export { issueReceipt, receiptData } from "./service/receipts";
export type { Payee } from "./service/summary";
export { minPayment, payeeForProperty, requireTenantActiveLease, suggestedAmount } from "./service/summary";
