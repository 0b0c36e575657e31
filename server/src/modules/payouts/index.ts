/** The payouts module's front door: what other modules may use of it (docs/ARCHITECTURE.md, Layers). */

export type { PayoutDetails } from "./payout-account";
export { maskAccountNumber, toPayoutAccount } from "./payout-account";
export type { PayoutRow } from "./queries";
export { upsertPropertyPayout } from "./queries";
export { ensureFlutterwaveSubaccount, flutterwaveSubaccountFor } from "./service";
