import type { MessageKey } from "@common/i18n/keys";
import { Megaphone } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState, ErrorState, ListSkeleton } from "@/components/page-states";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n";
import type { useAnnouncements } from "./queries";

type Feed = ReturnType<typeof useAnnouncements>;
type Item = NonNullable<Feed["data"]>["pages"][number]["items"][number];

/** The announcements list of both screens: loading, failed, empty, the items page by page, 'Load more'. */
export function AnnouncementFeed({
  q,
  copy,
  children,
}: {
  q: Feed;
  copy: { loadFailed: MessageKey; emptyTitle: MessageKey; emptyText: MessageKey };
  children: (item: Item) => ReactNode;
}) {
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  if (q.isLoading) return <ListSkeleton rows={3} />;
  if (q.isError && !q.data)
    return (
      <ErrorState
        title={t(copy.loadFailed)}
        error={q.error}
        onRetry={() => q.refetch()}
        retrying={q.isFetching}
      />
    );
  if (items.length === 0)
    return (
      <EmptyState
        icon={<Megaphone className="h-6 w-6" />}
        title={t(copy.emptyTitle)}
        text={t(copy.emptyText)}
      />
    );
  return (
    <>
      <ul className="space-y-4">
        {items.map((a) => (
          <li key={a.id}>{children(a)}</li>
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
  );
}
