import { useMutation } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { dismissToast } from "@/components/ui/toast";
import { type ApiError, type ApiInput, type ApiOutput, call } from "@/lib/api";
import { useApplySession } from "./session";

export type SignInRequest = ApiInput<"auth.login">["body"];

/** POST /api/login; on success the answer's user becomes the current user and we go to its redirectTo. */
export function useSignIn() {
  const applySession = useApplySession();
  const [, navigate] = useLocation();
  return useMutation<ApiOutput<"auth.login">, ApiError, SignInRequest>({
    mutationFn: (body) => call("auth.login", { body }),
    onSuccess: (result) => {
      dismissToast(); // an earlier "Sign In Failed" must not linger over the dashboard
      applySession(result.user);
      navigate(result.redirectTo);
    },
  });
}
