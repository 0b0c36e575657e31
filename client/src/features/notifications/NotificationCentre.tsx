import { CheckCheck, WifiOff } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TabPanel, Tabs } from "@/components/ui/tabs";
import { t } from "@/lib/i18n";
import { useOnline } from "@/lib/online";
import { useLiveNotifications } from "./live";
import { NotificationList } from "./NotificationList";
import { NotificationSettingsPanel } from "./NotificationSettingsPanel";
import { useLatestNotifications, useNotificationAction } from "./queries";

type Tab = "recent" | "all" | "settings";

/**
 * The notification centre of /tenant-notifications and /landlord-notifications (spec: tabs Recent with the unread
 * count, All, Settings; Mark All Read; per-item mark read and delete). Live: new notifications arrive on top.
 */
export function NotificationCentre() {
  useLiveNotifications();
  const [tab, setTab] = useState<Tab>("recent");
  const unread = useLatestNotifications().data?.unreadCount ?? 0;
  const action = useNotificationAction();
  const online = useOnline();

  return (
    <div className="space-y-4">
      {!online && (
        <p role="status" className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <WifiOff aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          {t("notifications.offline")}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <Tabs
            label={t("notifications.tabsLabel")}
            idBase="notifications"
            value={tab}
            onChange={setTab}
            options={[
              { value: "recent", label: t("notifications.tabRecent", { count: unread }) },
              { value: "all", label: t("notifications.tabAll") },
              { value: "settings", label: t("notifications.tabSettings") },
            ]}
          />
        </div>
        {tab !== "settings" && (
          <Button
            variant="outline"
            className="sm:shrink-0"
            onClick={() => action.mutate({ kind: "readAll" })}
            disabled={unread === 0}
          >
            <CheckCheck aria-hidden className="h-4 w-4" />
            {t("notifications.markAllRead")}
          </Button>
        )}
      </div>
      <TabPanel idBase="notifications" value={tab}>
        {tab === "settings" ? (
          <NotificationSettingsPanel />
        ) : (
          <NotificationList filter={tab === "recent" ? "unread" : "all"} />
        )}
      </TabPanel>
    </div>
  );
}
