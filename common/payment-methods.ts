import type { MessageKey } from "./i18n/keys";
import type { PaymentMethod } from "./schemas/rent";

/**
 * Every payment method in the reader's words: the landlord's payments list and its CSV, the monthly statement.
 * The receipt's words (rent.receiptMethod*) are these words. A module of its own: whoever imports it carries
 * these six messages, so nothing on the first visit does.
 */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, MessageKey> = {
  mobile_money: "rent.receiptMethodMobileMoney",
  card: "rent.receiptMethodCard",
  cash: "rent.receiptMethodCash",
  bank_deposit: "rent.receiptMethodBankDeposit",
  cheque: "rent.receiptMethodCheque",
  bank_transfer: "rent.receiptMethodBankTransfer",
};
