import { BOOTSTRAP_USER_ELEMENT_ID } from "@common/bootstrap";
import type { RouteId } from "@common/contract/route-table";
import { tenantMayAsk } from "@common/dashboard/lease-needs";
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
 * The signed-in user the server wrote into the page, or null for a visitor (the server wrote `null`): put where
 * `useCurrentUser` reads it, so no screen asks `GET /api/auth/user` (which answers a visitor 401). A page without
 * the element (the service worker's offline shell) leaves the question to the first screen that needs it.
 */
export function takeBootstrappedUser(client: QueryClient): ApiOutput<"auth.user"> | null {
  const element = document.getElementById(BOOTSTRAP_USER_ELEMENT_ID);
  if (!element?.textContent) return null;
  element.remove();
  try {
    const user = JSON.parse(element.textContent) as ApiOutput<"auth.user"> | null;
    client.setQueryData(CURRENT_USER_KEY, user);
    return user;
  } catch {
    return null;
  }
}

/**
 * Whether the signed-in person may ask for `id`: a tenant only for what their lease gives (a card that may not
 * shows why instead of asking for a 403 or 404: common/dashboard/lease-needs.ts).
 */
export function useMayAsk(id: RouteId): boolean {
  const { user } = useCurrentUser();
  return user?.role !== "tenant" || tenantMayAsk(id, user.lease);
}
