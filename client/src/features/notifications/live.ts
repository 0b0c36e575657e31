import { asMessage } from "@common/i18n/message";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { useServerEvent } from "@/lib/realtime";
import { addLiveNotification } from "./queries";

/**
 * Notifications as they happen: each one arriving over the socket goes to the top of every cached list with the
 * new unread count (a high-priority one with a toast too); what was missed while the socket was closed comes with
 * its catch-up (lib/realtime). Mount it once per screen (the header's bell, or the notifications page).
 */
export function useLiveNotifications() {
  const qc = useQueryClient();
  useServerEvent("notification", ({ notification, unreadCount }) => {
    addLiveNotification(qc, notification, unreadCount);
    if (notification.priority === "high")
      toast({ title: asMessage(notification.title), description: asMessage(notification.message) });
  });
}
