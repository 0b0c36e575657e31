import type { ApiInput, ApiOutput } from "@/lib/api";

export type MobileMoneyTransferInput = ApiInput<"payments.mobileMoneyTransfer">["body"];
export type MobileMoneyTransferResponse = ApiOutput<"payments.mobileMoneyTransfer">;
export type Payee = ApiOutput<"rent.summary">["payee"];
export type VerifyResponse = ApiOutput<"payments.verify">;
export type PaymentHistoryItem = ApiOutput<"payments.history">[number];
export type LandlordPaymentRow = ApiOutput<"payments.landlordList">["items"][number];
export type LandlordPaymentStatus = LandlordPaymentRow["status"];
