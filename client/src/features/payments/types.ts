import type {
  confirmPaymentInput,
  createPaymentIntentInput,
  createPaymentIntentResponse,
  landlordPaymentRow,
  landlordPaymentsResponse,
  mobileMoneyTransferInput,
  mobileMoneyTransferResponse,
  payeeSchema,
  paymentHistoryItem,
  verifyResponse,
} from "@common/schemas/rent";
import type { z } from "zod";

export type MobileMoneyTransferInput = z.input<typeof mobileMoneyTransferInput>;
export type MobileMoneyTransferResponse = z.infer<typeof mobileMoneyTransferResponse>;
export type Payee = z.infer<typeof payeeSchema>;
export type VerifyResponse = z.infer<typeof verifyResponse>;
export type CreatePaymentIntentInput = z.input<typeof createPaymentIntentInput>;
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponse>;
export type ConfirmPaymentInput = z.input<typeof confirmPaymentInput>;
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItem>;
export type LandlordPaymentRow = z.infer<typeof landlordPaymentRow>;
export type LandlordPaymentsResponse = z.infer<typeof landlordPaymentsResponse>;
export type LandlordPaymentStatus = LandlordPaymentRow["status"];
