import type { QueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api";
import { type ApiQueryOptions, invalidateDomains, useApiQuery } from "@/lib/query";

/** GET /api/rent/summary: the tenant's rent, balance, status and payable range (404 NO_LEASE without a lease). */
export function useRentSummary(options?: ApiQueryOptions<"rent.summary">) {
  return useApiQuery("rent.summary", {}, options);
}

/** GET /api/rent-payments: one row per charge of the current lease, newest due first. */
export function useRentPayments() {
  return useApiQuery("rent.payments");
}

export const isNoLease = (e: unknown) => e instanceof ApiError && e.status === 404 && e.code === "NO_LEASE";

/** After a payment settles: the balance, the charges and the history are out of date. */
export function invalidateRentQueries(queryClient: QueryClient) {
  return invalidateDomains(queryClient, ["rent", "payments"]);
}
