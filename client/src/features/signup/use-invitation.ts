import { useEffect, useRef } from "react";
import { useSearch } from "wouter";
import { toast } from "@/components/ui/toast";
import { ApiError, type ApiOutput } from "@/lib/api";
import { t } from "@/lib/i18n";
import { useApiQuery } from "@/lib/query";

export type InvitationInfo = ApiOutput<"leases.invitation">;

export type InvitationState =
  /** No `invite` in the address. */
  | { status: "none" }
  | { status: "loading"; code: string }
  | { status: "ready"; code: string; info: InvitationInfo }
  /** Unknown, expired or used (the person signs up without it). */
  | { status: "invalid" }
  /** Could not be checked (network): the code is still sent, the server ignores it if it is not valid. */
  | { status: "unchecked"; code: string };

/** An unknown or malformed code (404, or 400 for a code the route refuses to look up). */
const isGone = (e: unknown) => e instanceof ApiError && (e.status === 404 || e.status === 400);

/**
 * The landlord's invitation carried by `?invite=<code>` on the tenant verification screen: who invited the
 * person to which unit (GET /api/invitations/{code}, public). An invalid link says so once and is dropped.
 */
export function useInvitation(enabled: boolean): InvitationState {
  const search = useSearch();
  const code = enabled ? (new URLSearchParams(search).get("invite")?.trim() ?? "") : "";
  const q = useApiQuery("leases.invitation", { params: { code } }, { enabled: code !== "" });
  const gone = q.isError && isGone(q.error);

  const warned = useRef(false);
  useEffect(() => {
    if (!gone || warned.current) return;
    warned.current = true;
    toast({
      variant: "destructive",
      title: t("signup.invitationNotFoundTitle"),
      description: t("signup.invitationNotFound"),
    });
  }, [gone]);

  if (!code) return { status: "none" };
  if (q.isPending) return { status: "loading", code };
  if (q.isSuccess) return { status: "ready", code, info: q.data };
  return gone ? { status: "invalid" } : { status: "unchecked", code };
}
