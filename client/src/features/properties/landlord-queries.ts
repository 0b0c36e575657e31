import type { QueryClient } from "@tanstack/react-query";

/** Marks every landlord query (properties, selection, dashboard, units, bank details ...) as stale and refetches the active ones. */
export function invalidateLandlordQueries(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (q) => typeof q.queryKey[0] === "string" && q.queryKey[0].startsWith("/api/landlord/"),
  });
}
