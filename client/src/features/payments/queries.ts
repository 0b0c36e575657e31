import { useInfiniteQuery, useMutation } from "@tanstack/react-query";
import { type ApiInput, apiKey, call, href } from "@/lib/api";
import { useApiQuery } from "@/lib/query";
import type { LandlordPaymentStatus } from "./types";

/**
 * POST /api/direct-mobile-money-transfer with an Idempotency-Key: the same key answers with the same payment,
 * so a retry or a double tap never starts a second one.
 */
export function useMobileMoneyTransfer() {
  return useMutation({
    mutationFn: ({
      body,
      idempotencyKey,
    }: {
      body: ApiInput<"payments.mobileMoneyTransfer">["body"];
      idempotencyKey: string;
    }) => call("payments.mobileMoneyTransfer", { body }, { idempotencyKey }),
  });
}

/** POST /api/direct-mobile-money-transfer/verify: settles the payment and reports where it stands. */
export const verifyPayment = (reference: string) => call("payments.verify", { body: { reference } });

export function useCreatePaymentIntent() {
  return useMutation({
    mutationFn: ({
      body,
      idempotencyKey,
    }: {
      body: ApiInput<"payments.createIntent">["body"];
      idempotencyKey: string;
    }) => call("payments.createIntent", { body }, { idempotencyKey }),
  });
}

export const confirmCardPayment = (body: ApiInput<"payments.confirmCard">["body"]) =>
  call("payments.confirmCard", { body });

/** GET /api/payments: the tenant's own payments, newest first (at most 100). */
export function usePaymentHistory() {
  return useApiQuery("payments.history");
}

export const receiptUrl = (paymentId: string) => href("rent.receipt", { params: { id: paymentId } });

export interface LandlordPaymentFilters {
  propertyId: number;
  /** YYYY-MM, or "" for every month. */
  month: string;
  status: LandlordPaymentStatus | "";
}

/** Smaller pages than the API's default 50: the reference device is a cheap phone on a slow network. */
const LANDLORD_PAGE_SIZE = 20;

const filterQuery = (f: LandlordPaymentFilters) => ({
  propertyId: f.propertyId,
  month: f.month || undefined,
  status: f.status || undefined,
});

/** The CSV export of the same rows (every page). */
export const landlordPaymentsCsvUrl = (f: LandlordPaymentFilters) =>
  href("payments.landlordCsv", { query: filterQuery(f) });

/** GET /api/landlord/payments, page by page along the keyset cursor. */
export function useLandlordPayments(f: LandlordPaymentFilters) {
  const query = { ...filterQuery(f), limit: LANDLORD_PAGE_SIZE };
  return useInfiniteQuery({
    queryKey: apiKey("payments.landlordList", { query }),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      call("payments.landlordList", { query: { ...query, cursor: pageParam } }, { signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
