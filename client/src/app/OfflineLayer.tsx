import { useQueryClient } from "@tanstack/react-query";
import { WifiOff } from "lucide-react";
import { useEffect, useSyncExternalStore } from "react";
import { toast } from "@/components/ui/toast";
import { domainKey, href } from "@/lib/api";
import { CURRENT_USER_KEY, useCurrentUser } from "@/lib/auth";
import { currentLocale, onLocaleChange, t } from "@/lib/i18n";
import { whenIdle } from "@/lib/idle";
import { keepAnswer } from "@/lib/offline-cache";
import { useOnline } from "@/lib/online";
import { flushOutbox, queuedCount } from "@/lib/outbox";

/**
 * What works without a connection (loaded after the first screen, not with it): the service worker (public/sw.js:
 * the app shell and the last answers kept for offline use), the 'You are offline' banner, and the requests written
 * offline, sent when the connection returns.
 */
export default function OfflineLayer() {
  // Outside the pages (main.tsx), so its notice follows a change of language here.
  useSyncExternalStore(onLocaleChange, currentLocale);
  const online = useOnline();
  const queryClient = useQueryClient();
  const userId = useCurrentUser().user?.id;

  useEffect(() => {
    if (!(import.meta.env.PROD && "serviceWorker" in navigator)) return;
    // Once the page has started: neither is needed to show it, and on a slow phone they cost its start ~50 ms.
    return whenIdle(() => {
      navigator.serviceWorker.register("/sw.js").catch(() => {});
      // The user came with the page (no request the worker could keep): kept for an offline start, signed in.
      const user = queryClient.getQueryData(CURRENT_USER_KEY);
      if (user) keepAnswer(href("auth.user"), user).catch(() => {});
    });
  }, [queryClient]);

  useEffect(() => {
    if (!online || !userId || queuedCount(userId) === 0) return;
    void flushOutbox(userId).then((sent) => {
      if (!sent) return;
      toast({
        title: t("maintenance.sentLaterTitle"),
        description: t("maintenance.sentLater", { count: sent }),
      });
      void queryClient.invalidateQueries({ queryKey: domainKey("maintenance") });
    });
  }, [online, queryClient, userId]);

  // The banner sits over the bottom of the page: the page gets room for it, and clicks go through it.
  useEffect(() => {
    document.body.style.paddingBottom = online ? "" : "4rem";
  }, [online]);

  if (online) return null;
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex items-center justify-center gap-2 bg-slate-900 px-4 py-2 text-center text-sm text-white"
      data-testid="offline-banner"
    >
      <WifiOff aria-hidden className="h-4 w-4 shrink-0" />
      {t("common.offline")}
    </div>
  );
}
