import { AlertTriangle, Megaphone, Pin } from "lucide-react";
import { CardError, CardSkeleton } from "@/components/page-states";
import { Card } from "@/components/ui/card";
import { StatTile } from "@/components/ui/stat-tile";
import { formatRelative } from "@/lib/format";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { pagePath } from "@/lib/pages";
import { useDashboardAnnouncements } from "./queries";
import { useLiveAnnouncements } from "./useLiveAnnouncements";

/** The tenant dashboard's announcements (spec: first 3) with the count, refreshed live when one arrives. */
export function DashboardAnnouncementsCard() {
  useLiveAnnouncements();
  const q = useDashboardAnnouncements();
  return (
    <Card className="p-5">
      <section
        aria-labelledby="announcements-card-title"
        className="space-y-3"
        data-testid="announcements-card"
      >
        <div className="flex items-center justify-between gap-3">
          <h2
            id="announcements-card-title"
            className="flex items-center gap-2 text-lg font-semibold text-slate-900"
          >
            <Megaphone aria-hidden className="h-5 w-5 text-brand-600" />
            {t("announcements.dashboardTitle")}
          </h2>
          <Link
            href={pagePath("/announcements")}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            {t("announcements.dashboardViewAll")}
          </Link>
        </div>
        {q.isLoading ? (
          <CardSkeleton />
        ) : q.isError || !q.data ? (
          <CardError error={q.error} onRetry={() => q.refetch()} retrying={q.isFetching} />
        ) : q.data.items.length === 0 ? (
          <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">
            {t("announcements.dashboardEmpty")}
          </p>
        ) : (
          <ul className="space-y-2">
            {q.data.items.map((a) => (
              <li key={a.id}>
                <Link
                  href={pagePath("/announcements")}
                  className={`flex min-h-11 gap-3 rounded-lg p-3 hover:bg-slate-100 ${
                    a.emergency
                      ? "border-l-4 border-red-600 bg-red-50"
                      : a.readAt
                        ? "bg-slate-50"
                        : "bg-brand-50"
                  }`}
                >
                  {a.emergency ? (
                    <AlertTriangle aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-red-600" />
                  ) : a.pinned ? (
                    <Pin aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
                  ) : (
                    <Megaphone aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="flex items-start justify-between gap-2">
                      <span
                        className={`break-words ${a.readAt ? "font-medium" : "font-semibold"} text-slate-900`}
                      >
                        {a.emergency && (
                          <span className="text-red-700">{t("announcements.emergency")}: </span>
                        )}
                        {a.title}
                        {!a.readAt && <span className="sr-only"> ({t("announcements.unread")})</span>}
                      </span>
                      <time dateTime={a.createdAt} className="shrink-0 text-xs text-slate-600">
                        {formatRelative(a.createdAt)}
                      </time>
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

/** The dashboard's stat: how many announcements the tenant sees (the spec's announcements count). */
export function AnnouncementsStat() {
  const q = useDashboardAnnouncements();
  return (
    <StatTile
      href={pagePath("/announcements")}
      label={t("announcements.statAnnouncements")}
      count={q.data?.total}
      Icon={Megaphone}
      tone="bg-brand-50 text-brand-700"
    />
  );
}
