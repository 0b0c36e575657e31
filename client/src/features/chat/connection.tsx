import { useEffect, useRef } from "react";
import { toast } from "@/components/ui/toast";
import { t } from "@/lib/i18n";
import { useOnline } from "@/lib/online";
import { type ConnectionStatus, useConnectionError, useConnectionStatus } from "@/lib/realtime";

/**
 * The chat's connection: its status, and the 'Connection Error' toast when the socket cannot open (spec
 * section 8), once per failure streak: not again until the socket has opened once more.
 */
export function useChatConnection(): { status: ConnectionStatus; online: boolean } {
  const status = useConnectionStatus();
  const online = useOnline();
  const toldOfFailure = useRef(false);
  useConnectionError(() => {
    if (toldOfFailure.current) return;
    toldOfFailure.current = true;
    toast({
      variant: "destructive",
      title: t("chat.connectionErrorTitle"),
      description: t("chat.connectionErrorText"),
    });
  });
  useEffect(() => {
    if (status === "open") toldOfFailure.current = false;
  }, [status]);
  return { status, online };
}

/** A small dot and word: Connected, Connecting..., Reconnecting... or Offline. */
export function ConnectionBadge({ status, online }: { status: ConnectionStatus; online: boolean }) {
  const [label, dot] = !online
    ? [t("chat.statusOffline"), "bg-slate-400"]
    : status === "open"
      ? [t("chat.statusOpen"), "bg-emerald-500"]
      : status === "reconnecting"
        ? [t("chat.statusReconnecting"), "bg-amber-500"]
        : [t("chat.statusConnecting"), "bg-amber-500"];
  return (
    <p
      role="status"
      data-testid="chat-connection"
      data-status={online ? status : "offline"}
      className="inline-flex w-fit items-center gap-2 self-start rounded-full bg-white px-3 py-1 text-xs font-medium text-slate-700 ring-1 ring-slate-200"
    >
      <span aria-hidden className={`h-2 w-2 rounded-full ${dot}`} />
      <span className="sr-only">{t("chat.statusLabel", { status: label })}</span>
      <span aria-hidden>{label}</span>
    </p>
  );
}
