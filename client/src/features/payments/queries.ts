import { useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import { PAYMENT_HISTORY_KEY } from "@/features/rent/queries";
import { apiGet, apiPost } from "@/lib/api";
import type {
  ConfirmPaymentInput,
  CreatePaymentIntentInput,
  CreatePaymentIntentResponse,
  LandlordPaymentStatus,
  LandlordPaymentsResponse,
  MobileMoneyTransferInput,
  MobileMoneyTransferResponse,
  PaymentHistoryItem,
  VerifyResponse,
} from "./types";

/** POST /api/direct-mobile-money-transfer: the same idempotencyKey answers with the same payment. */
export function useMobileMoneyTransfer() {
  return useMutation({
    mutationFn: (body: MobileMoneyTransferInput) =>
      apiPost<MobileMoneyTransferResponse>("/api/direct-mobile-money-transfer", body),
  });
}

/** POST /api/direct-mobile-money-transfer/verify: settles the payment and reports where it stands. */
export const verifyPayment = (reference: string) =>
  apiPost<VerifyResponse>("/api/direct-mobile-money-transfer/verify", { reference });

export function useCreatePaymentIntent() {
  return useMutation({
    mutationFn: (body: CreatePaymentIntentInput) =>
      apiPost<CreatePaymentIntentResponse>("/api/create-payment-intent", body),
  });
}

export const confirmCardPayment = (body: ConfirmPaymentInput) =>
  apiPost<unknown>("/api/confirm-payment", body);

/** GET /api/payments: the tenant's own payments, newest first (at most 100). */
export function usePaymentHistory() {
  return useQuery<PaymentHistoryItem[]>({ queryKey: PAYMENT_HISTORY_KEY });
}

export const receiptUrl = (paymentId: string) => `/api/payments/${encodeURIComponent(paymentId)}/receipt.pdf`;

export interface LandlordPaymentFilters {
  propertyId: number;
  /** YYYY-MM, or "" for every month. */
  month: string;
  status: LandlordPaymentStatus | "";
}

export function landlordPaymentsParams(f: LandlordPaymentFilters, cursor?: string): URLSearchParams {
  const p = new URLSearchParams({ propertyId: String(f.propertyId) });
  if (f.month) p.set("month", f.month);
  if (f.status) p.set("status", f.status);
  if (cursor) p.set("cursor", cursor);
  return p;
}

/** Smaller pages than the API's default 50: the reference device is a cheap phone on a slow network. */
const LANDLORD_PAGE_SIZE = "20";

function landlordPageUrl(f: LandlordPaymentFilters, cursor: string | undefined): string {
  const p = landlordPaymentsParams(f, cursor);
  p.set("limit", LANDLORD_PAGE_SIZE);
  return `/api/landlord/payments?${p}`;
}

/** The CSV export of the same rows (every page). */
export const landlordPaymentsCsvUrl = (f: LandlordPaymentFilters) =>
  `/api/landlord/payments.csv?${landlordPaymentsParams(f).toString()}`;

/** GET /api/landlord/payments, page by page along the keyset cursor. */
export function useLandlordPayments(f: LandlordPaymentFilters) {
  return useInfiniteQuery({
    queryKey: ["/api/landlord/payments", f.propertyId, f.month, f.status],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => apiGet<LandlordPaymentsResponse>(landlordPageUrl(f, pageParam)),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
