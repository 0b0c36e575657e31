import type { CurrentUser } from "@common/schemas/auth";
import { useQuery } from "@tanstack/react-query";
import { ApiError, apiGet } from "./api";

export const CURRENT_USER_KEY = ["/api/auth/user"] as const;

/** The signed-in user, or null when signed out (a 401 returns nothing instead of failing). */
export function useCurrentUser() {
  const q = useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: async () => {
      try {
        return await apiGet<CurrentUser>("/api/auth/user");
      } catch (e) {
        if (e instanceof ApiError && e.status === 401) return null;
        throw e;
      }
    },
  });
  return { user: q.data ?? null, isLoading: q.isLoading };
}
