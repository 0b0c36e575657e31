import type { MessageKey } from "@common/i18n/keys";
import { asPagePath } from "@common/page-path";
import { BellOff, Check, Trash2 } from "lucide-react";
import { EmptyState, ErrorState, SkeletonBlock } from "@/components/page-states";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatRelative } from "@/lib/format";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import {
  type NotificationFilter,
  type NotificationItem,
  useNotificationAction,
  useNotificationPages,
} from "./queries";
import { TYPE_ICONS } from "./type-icons";

export const TYPE_LABELS: Record<NotificationItem["type"], MessageKey> = {
  maintenance: "notifications.typeMaintenance",
  payment: "notifications.typePayment",
  announcement: "notifications.typeAnnouncement",
  booking: "notifications.typeBooking",
  message: "notifications.typeMessage",
  marketplace: "notifications.typeMarketplace",
  pet: "notifications.typePet",
  account: "notifications.typeAccount",
};

const PRIORITY: Record<NotificationItem["priority"], { key: MessageKey; className: string }> = {
  high: { key: "notifications.priorityHigh", className: "bg-red-50 text-red-700 ring-red-200" },
  medium: { key: "notifications.priorityMedium", className: "bg-amber-50 text-amber-800 ring-amber-200" },
  low: { key: "notifications.priorityLow", className: "bg-slate-100 text-slate-700 ring-slate-200" },
};

/** The Recent (unread) or All tab: the list, a page at a time, with each item's actions. */
export function NotificationList({ filter }: { filter: NotificationFilter }) {
  const q = useNotificationPages(filter);
  const action = useNotificationAction();

  if (q.isPending) {
    return (
      <div role="status" aria-label={t("notifications.loading")} className="space-y-3">
        <SkeletonBlock className="h-24" />
        <SkeletonBlock className="h-24" />
        <SkeletonBlock className="h-24" />
      </div>
    );
  }
  if (q.isError && !q.data) {
    return (
      <ErrorState
        title={t("notifications.loadFailed")}
        error={q.error}
        onRetry={() => q.refetch()}
        retrying={q.isFetching}
      />
    );
  }
  const items = q.data.pages.flatMap((p) => p.items);
  if (!items.length) {
    return filter === "unread" ? (
      <EmptyState
        icon={<Check className="h-6 w-6" />}
        title={t("notifications.recentEmptyTitle")}
        text={t("notifications.recentEmptyText")}
      />
    ) : (
      <EmptyState
        icon={<BellOff className="h-6 w-6" />}
        title={t("notifications.allEmptyTitle")}
        text={t("notifications.allEmptyText")}
      />
    );
  }
  return (
    <div className="space-y-3">
      <ul aria-label={t("notifications.listLabel")} className="space-y-3">
        {items.map((n) => (
          <NotificationRow
            key={n.id}
            n={n}
            onRead={() => action.mutate({ kind: "read", id: n.id })}
            onDelete={() => action.mutate({ kind: "delete", id: n.id })}
          />
        ))}
      </ul>
      {q.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => q.fetchNextPage()} disabled={q.isFetchingNextPage}>
            {q.isFetchingNextPage ? t("common.loadingMore") : t("common.loadMore")}
          </Button>
        </div>
      )}
    </div>
  );
}

function NotificationRow({
  n,
  onRead,
  onDelete,
}: {
  n: NotificationItem;
  onRead: () => void;
  onDelete: () => void;
}) {
  const Icon = TYPE_ICONS[n.type];
  const priority = PRIORITY[n.priority];
  const titleId = `notification-${n.id}`;
  const title = (
    <>
      {n.title}
      {!n.read && <span className="sr-only"> {t("notifications.unreadMarker")}</span>}
    </>
  );
  return (
    <li data-testid="notification-row" data-read={n.read}>
      <Card
        className={`flex gap-3 p-4 ${n.read ? "" : "border-l-4 border-l-brand-600"}`}
        aria-labelledby={titleId}
        role="article"
      >
        <span
          aria-hidden
          className={`mt-0.5 grid h-9 w-9 shrink-0 place-items-center rounded-full ${
            n.read ? "bg-slate-100 text-slate-600" : "bg-brand-100 text-brand-700"
          }`}
        >
          <Icon className="h-4 w-4" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
            <h3
              id={titleId}
              className={`min-w-0 break-words text-slate-900 ${n.read ? "font-medium" : "font-semibold"}`}
            >
              {n.link?.startsWith("/") ? (
                <Link
                  href={asPagePath(n.link)}
                  className="rounded-sm underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {title}
                </Link>
              ) : (
                title
              )}
            </h3>
            <time dateTime={n.createdAt} className="shrink-0 text-xs text-slate-600">
              {formatRelative(n.createdAt)}
            </time>
          </div>
          <p className="mt-1 text-sm break-words text-slate-700">{n.message}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <span className="text-xs font-medium text-slate-600">{t(TYPE_LABELS[n.type])}</span>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${priority.className}`}
            >
              {t(priority.key)}
            </span>
            {n.essential && (
              <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200 ring-inset">
                {t("notifications.alwaysSent")}
              </span>
            )}
            <span className="ml-auto flex gap-1">
              {!n.read && (
                <Button
                  variant="ghost"
                  className="px-2"
                  onClick={onRead}
                  aria-label={t("notifications.markReadOf", { title: n.title })}
                >
                  <Check aria-hidden className="h-4 w-4" />
                  <span className="hidden sm:inline">{t("notifications.markRead")}</span>
                </Button>
              )}
              <Button
                variant="ghost"
                className="px-2 text-red-700 hover:bg-red-50"
                onClick={onDelete}
                aria-label={t("notifications.deleteOf", { title: n.title })}
              >
                <Trash2 aria-hidden className="h-4 w-4" />
                <span className="hidden sm:inline">{t("notifications.delete")}</span>
              </Button>
            </span>
          </div>
        </div>
      </Card>
    </li>
  );
}
