import { useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { t } from "@/lib/i18n";
import { invalidateDomains } from "@/lib/query";
import { useReconnected, useServerEvent } from "@/lib/realtime";

/**
 * A new announcement arrives on the open screen at once over `/ws`: the lists refetch and a toast names it. After
 * a dropped connection the lists refetch too (what arrived meanwhile). Edits and deletes come as `invalidate`.
 */
export function useLiveAnnouncements({ announce = true }: { announce?: boolean } = {}) {
  const queryClient = useQueryClient();
  useServerEvent("announcement", (e) => {
    void invalidateDomains(queryClient, ["announcements", "notifications"]);
    if (announce)
      toast({
        title: t("announcements.newArrivedTitle"),
        description: e.announcement.title,
        variant: e.announcement.priority === "high" ? "destructive" : "default",
      });
  });
  useReconnected(() => void invalidateDomains(queryClient, ["announcements"]));
}
