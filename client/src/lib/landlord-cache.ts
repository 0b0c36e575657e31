import type { Domain } from "@common/contract/route-table";
import type { QueryClient } from "@tanstack/react-query";
import { invalidateDomains } from "./query";

/** What the landlord screens show: counts, lists and the dashboard all move together after a write. */
export const LANDLORD_DOMAINS: readonly Domain[] = [
  "properties",
  "units",
  "dashboard",
  "applications",
  "leases",
  "tenants",
  "payments",
  "payouts",
];

/** After a landlord write: refetch every landlord answer. */
export function invalidateLandlordQueries(queryClient: QueryClient): Promise<void> {
  return invalidateDomains(queryClient, LANDLORD_DOMAINS);
}
