import type { Query, QueryClient } from "@tanstack/react-query";

/** True for every cached answer of the landlord API (`/api/landlord/...`): unit lists, dashboard, tenants. */
export const isLandlordQuery = (q: Query): boolean => {
  const key = q.queryKey[0];
  return typeof key === "string" && key.startsWith("/api/landlord/");
};

/** After a landlord write: refetch every landlord answer (counts, lists and the dashboard all move together). */
export function invalidateLandlordQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: isLandlordQuery });
}
