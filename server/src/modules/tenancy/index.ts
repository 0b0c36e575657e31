/**
 * The tenancy account's front door (docs/ARCHITECTURE.md, Layers; decision 0058): its charges, the allocation of
 * payments to them, each lease's standing, and receipts. Rent, pets and payments sit above it and call it.
 */
export { chargeBatches } from "./batches";
export { chargeDescription, rentChargeDescription } from "./charge-description";
export { nextScheduledDueDate, periodOf, rentDueDates } from "./dates";
export { postLeaseDeposits } from "./lease-deposit";
export type { StandingLease } from "./ledger";
export { allocatePayment, leaseStanding, leaseStandingsOf, postCharges, voidCharge } from "./ledger";
export { incomeOfPayment } from "./queries/deposits";
export type { NewCharge, PostedCharge } from "./queries/ledger";
export { lockActiveLeases, lockLease, standingColumns } from "./queries/ledger";
export { formatReceiptAmount } from "./receipt-pdf";
export type { ReceiptData } from "./service/receipts";
export { issueReceipt, receiptData } from "./service/receipts";
export { sourceKey } from "./source-keys";
