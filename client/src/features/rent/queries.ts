import type { RentPayment, RentSummary } from "@common/schemas/rent";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { ApiError } from "@/lib/api";

export const RENT_SUMMARY_KEY = ["/api/rent/summary"] as const;
export const RENT_PAYMENTS_KEY = ["/api/rent-payments"] as const;
export const PAYMENT_HISTORY_KEY = ["/api/payments"] as const;

/** GET /api/rent/summary: the tenant's rent, balance, status and payable range (404 NO_LEASE without a lease). */
export function useRentSummary() {
  return useQuery<RentSummary>({ queryKey: RENT_SUMMARY_KEY });
}

/** GET /api/rent-payments: one row per charge of the current lease, newest due first. */
export function useRentPayments() {
  return useQuery<RentPayment[]>({ queryKey: RENT_PAYMENTS_KEY });
}

export const isNoLease = (e: unknown) => e instanceof ApiError && e.status === 404 && e.code === "NO_LEASE";

/** After a payment settles: the balance, the charges and the history are out of date. */
export function invalidateRentQueries(queryClient: QueryClient) {
  return Promise.all(
    [RENT_SUMMARY_KEY, RENT_PAYMENTS_KEY, PAYMENT_HISTORY_KEY].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
