import { REDIRECT_AFTER_REGISTRATION_MS, type Role } from "@common/constants";
import { useMutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { type ApiInput, call } from "@/lib/api";
import { apiErrorMessage, applyFieldErrors, isMissingTicket } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { useLocation } from "@/lib/navigation";
import { SIGNUP_ROLES } from "./roles";
import { useDelayedNavigate } from "./timers";

type RegisterBody = ApiInput<"auth.register">["body"];

export interface Registration<Body> {
  /** Builds the payload (a failure there gets its own toast) and sends it. */
  submit: (buildBody: () => Body) => void;
  pending: boolean;
  /** Sending, or sent and about to leave for the sign-in screen. */
  busy: boolean;
}

/**
 * POST /api/auth/register for step 3 of sign-up: on success a toast and, after a pause, the role's sign-in
 * screen; on failure the server's messages under the fields and in a toast, and back to verification when
 * the sign-up ticket is gone.
 */
export function useRegistration<Name extends string, Body extends RegisterBody>({
  role,
  fields,
  setError,
  aliases,
}: {
  role: Role;
  fields: readonly Name[];
  setError: (name: Name, error: { type: string; message: string }) => void;
  aliases?: Partial<Record<string, Name>>;
}): Registration<Body> {
  const cfg = SIGNUP_ROLES[role];
  const [, navigate] = useLocation();
  const navigateLater = useDelayedNavigate();
  const register = useMutation({
    mutationFn: (body: Body) => call("auth.register", { body }),
    onSuccess: () => {
      toast({
        title: t("signup.registeredTitle"),
        description: t("signup.accountCreated", { role }),
      });
      navigateLater(cfg.loginPath, REDIRECT_AFTER_REGISTRATION_MS);
    },
    onError: (e) => {
      applyFieldErrors(e, fields, setError, aliases);
      toast({
        variant: "destructive",
        title: t("signup.registrationFailedTitle"),
        description: apiErrorMessage(e, t("signup.registrationFailed")),
      });
      if (isMissingTicket(e)) navigate(cfg.verificationPath, { replace: true });
    },
  });

  const submit = (buildBody: () => Body) => {
    let body: Body;
    try {
      body = buildBody();
    } catch {
      toast({
        variant: "destructive",
        title: t("signup.registrationFailedTitle"),
        description: t("signup.registrationDataFailed"),
      });
      return;
    }
    register.mutate(body);
  };

  return { submit, pending: register.isPending, busy: register.isPending || register.isSuccess };
}
