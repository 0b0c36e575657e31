/** The payments module's front door: what other modules may use of it (docs/ARCHITECTURE.md, Layers). */
export { insertPaymentOnce, paymentByIdempotencyKey, receiptNumberOf } from "./queries";
export { csvField } from "./service/history";
export { startMobileMoneyTransfer } from "./service/mobile-money";
export { confirmVerifyingPayment } from "./service/proof-decision";
export { notifyPaid } from "./service/settle";
