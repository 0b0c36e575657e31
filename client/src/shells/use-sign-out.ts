import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { ApiError, call } from "@/lib/api";
import { t } from "@/lib/i18n";
import { API_CACHE } from "@/lib/offline-cache";

/** POST /api/logout, then forget every cached answer and reload at "/" (a full navigation). */
export function useSignOut() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  async function signOut() {
    setPending(true);
    try {
      await call("auth.logout");
    } catch (e) {
      // 401: the session had already ended, which is what we wanted. Anything else: still signed in.
      if (!(e instanceof ApiError && e.status === 401)) {
        toast({
          title: t("common.signOutFailed"),
          description: e instanceof ApiError ? e.message : t("common.genericError"),
          variant: "destructive",
        });
        setPending(false);
        return;
      }
    }
    queryClient.clear();
    // The answers the service worker kept for offline use belong to this account: they go too.
    if ("caches" in window) await caches.delete(API_CACHE).catch(() => false);
    window.location.assign("/");
  }

  return { signOut, pending };
}
