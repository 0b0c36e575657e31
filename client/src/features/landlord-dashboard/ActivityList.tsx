import type { LandlordDashboard } from "@common/schemas/dashboard";
import { Activity } from "lucide-react";
import { FoldCard } from "@/components/ui/fold-card";
import { formatDateTime, formatRelative } from "@/lib/format";
import { t } from "@/lib/i18n";

/** The latest things that happened in the property, newest first: folded until the landlord opens it. */
export function ActivityList({ items }: { items: LandlordDashboard["activity"] }) {
  const now = Date.now();
  return (
    <FoldCard
      id="dashboard.activity"
      title={t("landlord-dashboard.recentActivity")}
      icon={<Activity aria-hidden className="h-5 w-5 shrink-0 text-brand-600" />}
      defaultOpen={false}
    >
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t("landlord-dashboard.noActivity")}</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {items.map((a) => (
            <li key={a.id} className="flex gap-3">
              <span aria-hidden className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-brand-600" />
              <div className="min-w-0">
                <p className="text-sm break-words text-slate-800">{a.message}</p>
                <time
                  dateTime={a.createdAt}
                  title={formatDateTime(a.createdAt)}
                  className="text-xs text-slate-500"
                >
                  {formatRelative(a.createdAt, now)}
                </time>
              </div>
            </li>
          ))}
        </ol>
      )}
    </FoldCard>
  );
}
