import type { ApiOutput } from "@/lib/api";
import { useApiQuery } from "@/lib/query";

export type NotificationItem = ApiOutput<"notifications.list">["items"][number];

/** GET /api/notifications?limit=3: the latest notifications and the unread count. */
export function useLatestNotifications() {
  return useApiQuery("notifications.list", { query: { limit: 3 } });
}
