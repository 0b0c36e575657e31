import { useQuery } from "@tanstack/react-query";
import { ApiError, apiKey, call } from "./api";

export const CURRENT_USER_KEY = apiKey("auth.user");

/** The signed-in user, or null when signed out (a 401 returns nothing instead of failing). */
export function useCurrentUser() {
  const q = useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await call("auth.user", {}, { signal });
      } catch (e) {
        if (e instanceof ApiError && e.status === 401) return null;
        throw e;
      }
    },
  });
  return { user: q.data ?? null, isLoading: q.isLoading };
}
