import type { Role } from "@common/constants";
import { useMutation } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { dismissToast } from "@/components/ui/toast";
import { type ApiError, apiPost } from "@/lib/api";
import { type SessionResponse, useApplySession } from "./session";

/** Body of POST /api/login (common/schemas/auth.ts loginBody). */
export interface SignInRequest {
  email?: string;
  phone?: string;
  password: string;
  role: Role;
  propertyId?: number;
}

/** POST /api/login; on success the answer's user becomes the current user and we go to its redirectTo. */
export function useSignIn() {
  const applySession = useApplySession();
  const [, navigate] = useLocation();
  return useMutation<SessionResponse, ApiError, SignInRequest>({
    mutationFn: (body) => apiPost<SessionResponse>("/api/login", body),
    onSuccess: (result) => {
      dismissToast(); // an earlier "Sign In Failed" must not linger over the dashboard
      applySession(result.user);
      navigate(result.redirectTo);
    },
  });
}
