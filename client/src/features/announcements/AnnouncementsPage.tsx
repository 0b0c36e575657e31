import { Megaphone } from "lucide-react";
import { EmptyState, ErrorState, ListSkeleton } from "@/components/page-states";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n";
import { usePageTitle } from "@/lib/page-title";
import { TenantPageShell } from "@/shells/TenantPageShell";
import { AnnouncementItem } from "./AnnouncementItem";
import { useAnnouncements } from "./queries";
import { useLiveAnnouncements } from "./useLiveAnnouncements";

/** /announcements: the resident's property's announcements, pinned first, new ones arriving live. */
export default function AnnouncementsPage() {
  usePageTitle(t("announcements.pageTitle"));
  useLiveAnnouncements();
  const q = useAnnouncements();
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  const first = q.data?.pages[0];
  return (
    <TenantPageShell
      title={t("announcements.pageTitle")}
      subtitle={
        first && first.unreadCount > 0
          ? `${t("announcements.pageSubtitle")} · ${t("announcements.unreadCount", { count: first.unreadCount })}`
          : t("announcements.pageSubtitle")
      }
      back={{ href: "/tenant-demo-simple", label: t("common.backToDashboard") }}
    >
      {q.isLoading ? (
        <ListSkeleton rows={3} />
      ) : q.isError && !q.data ? (
        <ErrorState
          title={t("announcements.loadFailed")}
          error={q.error}
          onRetry={() => q.refetch()}
          retrying={q.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<Megaphone className="h-6 w-6" />}
          title={t("announcements.emptyTitle")}
          text={t("announcements.emptyText")}
        />
      ) : (
        <>
          <ul className="space-y-4">
            {items.map((a) => (
              <li key={a.id}>
                <AnnouncementItem a={a} />
              </li>
            ))}
          </ul>
          {q.hasNextPage && (
            <div className="flex justify-center">
              <Button variant="outline" onClick={() => q.fetchNextPage()} disabled={q.isFetchingNextPage}>
                {q.isFetchingNextPage ? t("common.loading") : t("announcements.loadMore")}
              </Button>
            </div>
          )}
        </>
      )}
    </TenantPageShell>
  );
}
