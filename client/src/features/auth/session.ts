import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { ApiOutput } from "@/lib/api";
import { CURRENT_USER_KEY } from "@/lib/auth";

type CurrentUser = ApiOutput<"auth.user">;

/**
 * A new session started: drop cached data nobody is looking at (it may belong to the previous user) and
 * make the new user the current user. Nothing is written to browser storage; the session is an httpOnly cookie.
 */
export function applySession(queryClient: QueryClient, user: CurrentUser): void {
  queryClient.removeQueries({ type: "inactive" });
  queryClient.setQueryData(CURRENT_USER_KEY, user);
}

export function useApplySession() {
  const queryClient = useQueryClient();
  return useCallback((user: CurrentUser) => applySession(queryClient, user), [queryClient]);
}
