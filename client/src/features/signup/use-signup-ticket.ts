import type { Role } from "@common/constants";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { toast } from "@/components/ui/toast";
import type { ApiOutput } from "@/lib/api";
import { isMissingTicket } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { useLocation } from "@/lib/navigation";
import { apiQuery } from "@/lib/query";
import { SIGNUP_ROLES } from "./roles";

export type SignupTicket = ApiOutput<"auth.signupTicket">;

export type TicketState =
  | { status: "loading" }
  | { status: "redirecting" }
  | { status: "error"; retry: () => void }
  | { status: "ready"; ticket: SignupTicket };

/**
 * The server-side sign-up state (the browser keeps none). Without a ticket for this role (and, when given,
 * at this step) the person is sent back to the role's verification screen with the spec's message.
 */
export function useSignupTicket(role: Role, requiredStep?: SignupTicket["step"]): TicketState {
  const [, navigate] = useLocation();
  const redirected = useRef(false);
  const q = useQuery({
    ...apiQuery("auth.signupTicket"),
    // The ticket changes as the person moves through the steps: always ask the server again on arrival.
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: "always",
    // Not again when the connection comes back: the form would be replaced while the ticket is asked, and what
    // the person typed would be lost. The server checks the ticket at registration anyway.
    refetchOnReconnect: false,
  });

  const settled = q.isFetchedAfterMount && !q.isFetching;
  const ticket = settled && q.isSuccess ? q.data : undefined;
  const wrongTicket =
    ticket !== undefined && (ticket.role !== role || (requiredStep && ticket.step !== requiredStep));
  const mustRestart = settled && ((q.isError && isMissingTicket(q.error)) || wrongTicket);

  useEffect(() => {
    if (!mustRestart || redirected.current) return;
    redirected.current = true;
    toast({ variant: "destructive", title: t("signup.noTicket") });
    navigate(SIGNUP_ROLES[role].verificationPath, { replace: true });
  }, [mustRestart, navigate, role]);

  if (mustRestart) return { status: "redirecting" };
  if (!settled) return { status: "loading" };
  if (ticket) return { status: "ready", ticket };
  return { status: "error", retry: () => void q.refetch() };
}
