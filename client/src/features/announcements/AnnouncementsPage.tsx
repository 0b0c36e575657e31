import { joinMessages } from "@common/i18n/message";
import { t } from "@/lib/i18n";
import { usePageTitle } from "@/lib/page-title";
import { DASHBOARD_PATH } from "@/lib/pages";

import { TenantPageShell } from "@/shells/TenantPageShell";
import { AnnouncementFeed } from "./AnnouncementFeed";
import { AnnouncementItem } from "./AnnouncementItem";
import { useAnnouncements } from "./queries";
import { useLiveAnnouncements } from "./useLiveAnnouncements";

/** /announcements: the resident's property's announcements, pinned first, new ones arriving live. */
export default function AnnouncementsPage() {
  usePageTitle(t("announcements.pageTitle"));
  useLiveAnnouncements();
  const q = useAnnouncements();
  const first = q.data?.pages[0];
  return (
    <TenantPageShell
      title={t("announcements.pageTitle")}
      subtitle={
        first && first.unreadCount > 0
          ? joinMessages([
              t("announcements.pageSubtitle"),
              t("announcements.unreadCount", { count: first.unreadCount }),
            ])
          : t("announcements.pageSubtitle")
      }
      back={{ href: DASHBOARD_PATH, label: t("common.backToDashboard") }}
    >
      <AnnouncementFeed
        q={q}
        copy={{
          loadFailed: "announcements.loadFailed",
          emptyTitle: "announcements.emptyTitle",
          emptyText: "announcements.emptyText",
        }}
      >
        {(a) => <AnnouncementItem a={a} />}
      </AnnouncementFeed>
    </TenantPageShell>
  );
}
