import { BOOTSTRAP_USER_ELEMENT_ID } from "@common/bootstrap";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { ApiError, type ApiOutput, apiKey, call } from "./api";

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

/**
 * The signed-in user the server wrote into the page (null when it wrote none): put where `useCurrentUser` reads
 * it, so no screen waits for `GET /api/auth/user`.
 */
export function takeBootstrappedUser(client: QueryClient): ApiOutput<"auth.user"> | null {
  const element = document.getElementById(BOOTSTRAP_USER_ELEMENT_ID);
  if (!element?.textContent) return null;
  element.remove();
  try {
    const user = JSON.parse(element.textContent) as ApiOutput<"auth.user">;
    client.setQueryData(CURRENT_USER_KEY, user);
    return user;
  } catch {
    return null;
  }
}
