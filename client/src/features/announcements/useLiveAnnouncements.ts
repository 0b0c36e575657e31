import { literal } from "@common/i18n/message";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { t } from "@/lib/i18n";
import { invalidateDomains } from "@/lib/query";
import { useServerEvent } from "@/lib/realtime";

/**
 * A new announcement arrives on the open screen at once over `/ws`: the lists refetch and a toast names it. Edits
 * and deletes come as `invalidate`; what was missed while the socket was closed, with its catch-up (lib/realtime).
 */
export function useLiveAnnouncements({ announce = true }: { announce?: boolean } = {}) {
  const queryClient = useQueryClient();
  useServerEvent("announcement", (e) => {
    void invalidateDomains(queryClient, ["announcements", "notifications"]);
    if (announce)
      toast({
        title: t("announcements.newArrivedTitle"),
        description: literal(e.announcement.title),
        variant: e.announcement.priority === "high" ? "destructive" : "default",
      });
  });
}
