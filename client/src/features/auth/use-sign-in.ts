import { useMutation } from "@tanstack/react-query";
import { dismissToast } from "@/components/ui/toast";
import { pathAfterSignIn } from "@/features/listings/return-path";
import { type ApiError, type ApiInput, type ApiOutput, call } from "@/lib/api";
import { useLocation } from "@/lib/navigation";
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
      navigate(pathAfterSignIn(result.user.role, result.redirectTo));
    },
  });
}

/**
 * 'Forgot password?' (/forgot-password): the code, then the new password. Here rather than in a module of their
 * own, which made rolldown move react-query out of the entry into a chunk of its own (+1 KB on the first visit;
 * why that module graph does it is not clear): check `node bench/bundle-size.mjs` before moving them.
 */
export function useAskReset() {
  return useMutation<
    ApiOutput<"auth.passwordResetRequest">,
    ApiError,
    ApiInput<"auth.passwordResetRequest">["body"]
  >({
    mutationFn: (body) => call("auth.passwordResetRequest", { body }),
  });
}
export function useResetPassword() {
  return useMutation<ApiOutput<"auth.passwordReset">, ApiError, ApiInput<"auth.passwordReset">["body"]>({
    mutationFn: (body) => call("auth.passwordReset", { body }),
  });
}
