import { QueryClient } from "@tanstack/react-query";
import { apiGet } from "./api";

/** Spec section 7: cached data never becomes stale, no refetch on focus, no polling, no retries. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: ({ queryKey }) => apiGet(queryKey[0] as string),
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});
