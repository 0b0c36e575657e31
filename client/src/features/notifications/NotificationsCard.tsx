import { asPagePath } from "@common/page-path";
import { Bell } from "lucide-react";
import { CardError, CardSkeleton } from "@/components/page-states";
import { Card } from "@/components/ui/card";
import { formatRelative } from "@/lib/format";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { pagePath } from "@/lib/pages";
import { useLatestNotifications } from "./queries";
import { TYPE_ICONS } from "./type-icons";

/** The tenant dashboard's latest 3 notifications with the unread count, and a link to all of them. */
export function NotificationsCard() {
  const q = useLatestNotifications();
  const unread = q.data?.unreadCount ?? 0;
  return (
    <Card className="p-5">
      <section
        aria-labelledby="notifications-card-title"
        className="space-y-3"
        data-testid="notifications-card"
      >
        <div className="flex items-center justify-between gap-3">
          <h2
            id="notifications-card-title"
            className="flex items-center gap-2 text-lg font-semibold text-slate-900"
          >
            <Bell aria-hidden className="h-5 w-5 text-brand-600" />
            {t("notifications.cardTitle")}
          </h2>
          <span className="flex items-center gap-2">
            {unread > 0 && (
              <span
                className="rounded-full bg-red-600 px-2.5 py-0.5 text-xs font-semibold text-white"
                data-testid="notifications-unread"
              >
                {t("notifications.unreadCount", { count: unread })}
              </span>
            )}
            <Link
              href={pagePath("/tenant-notifications")}
              className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {t("notifications.viewAll")}
            </Link>
          </span>
        </div>
        {q.isLoading ? (
          <CardSkeleton label={t("notifications.loading")} />
        ) : q.isError || !q.data ? (
          <CardError error={q.error} onRetry={() => q.refetch()} retrying={q.isFetching} />
        ) : q.data.items.length === 0 ? (
          <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">{t("notifications.empty")}</p>
        ) : (
          <ul className="space-y-2">
            {q.data.items.slice(0, 3).map((n) => {
              const Icon = TYPE_ICONS[n.type];
              const body = (
                <>
                  <Icon aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
                  <span className="min-w-0 flex-1">
                    <span className="flex items-start justify-between gap-2">
                      <span
                        className={`break-words ${n.read ? "font-medium" : "font-semibold"} text-slate-900`}
                      >
                        {n.title}
                        {!n.read && <span className="sr-only"> {t("notifications.unreadMarker")}</span>}
                      </span>
                      <time dateTime={n.createdAt} className="shrink-0 text-xs text-slate-600">
                        {formatRelative(n.createdAt)}
                      </time>
                    </span>
                    <span className="mt-0.5 block text-sm break-words text-slate-600">{n.message}</span>
                  </span>
                </>
              );
              const cls = `flex min-h-11 gap-3 rounded-lg p-3 ${n.read ? "bg-slate-50" : "bg-brand-50"}`;
              return (
                <li key={n.id} data-testid="notification-item">
                  {n.link?.startsWith("/") ? (
                    <Link href={asPagePath(n.link)} className={`${cls} hover:bg-slate-100`}>
                      {body}
                    </Link>
                  ) : (
                    <div className={cls}>{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </Card>
  );
}
