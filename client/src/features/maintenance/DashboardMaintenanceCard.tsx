import { ACTIVE_MAINTENANCE_STATUSES, type MaintenanceStatus } from "@common/schemas/maintenance";
import { Wrench } from "lucide-react";
import { SkeletonBlock } from "@/components/page-states";
import { Button } from "@/components/ui/button";
import { FoldCard } from "@/components/ui/fold-card";
import { MaintenanceStatusBadge, PriorityBadge } from "@/features/maintenance/badges";
import { issueOf, unitOf } from "@/features/maintenance/labels";
import { useMaintenanceList } from "@/features/maintenance/queries";
import { formatStampDay } from "@/lib/format";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { pagePath } from "@/lib/pages";

const ACTIVE = new Set<MaintenanceStatus>(ACTIVE_MAINTENANCE_STATUSES);
const SHOWN = 5;

/**
 * The landlord dashboard's list: the latest five open, scheduled or in-progress requests of the property, folded
 * when there are none.
 */
export function DashboardMaintenanceCard({ propertyId }: { propertyId: number }) {
  const list = useMaintenanceList(propertyId);
  const active = (list.data ?? [])
    .filter((r) => ACTIVE.has(r.status))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, SHOWN);
  return (
    <FoldCard
      id="dashboard.maintenance"
      title={t("maintenance.cardTitle")}
      icon={<Wrench aria-hidden className="h-5 w-5 shrink-0 text-brand-600" />}
      count={active.length}
      defaultOpen={list.isSuccess ? active.length > 0 : undefined}
      aside={
        <Link
          href={pagePath("/maintenance-overview")}
          className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          {t("common.viewAll")}
        </Link>
      }
    >
      {list.isLoading ? (
        <div className="mt-3 space-y-2" role="status" aria-label={t("maintenance.listLoading")}>
          <SkeletonBlock className="h-14" />
          <SkeletonBlock className="h-14" />
        </div>
      ) : list.isError ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-red-700">
          {t("maintenance.dashboardLoadFailed")}
          <Button variant="outline" onClick={() => list.refetch()}>
            {t("common.retry")}
          </Button>
        </div>
      ) : active.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t("maintenance.dashboardEmpty")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {active.map((r) => (
            <li key={r.id}>
              <Link
                href={pagePath("/maintenance-overview")}
                className="flex flex-col gap-1 rounded-md py-3 hover:bg-slate-50 sm:flex-row sm:items-center sm:gap-3 sm:px-2"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-medium break-words text-slate-900">{issueOf(r)}</span>
                  <span className="block text-sm text-slate-600">
                    {t("maintenance.dashboardItemMeta", {
                      unit: unitOf(r),
                      date: formatStampDay(r.createdAt),
                    })}
                  </span>
                </span>
                <span className="flex gap-2">
                  <PriorityBadge priority={r.priority} />
                  <MaintenanceStatusBadge status={r.status} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </FoldCard>
  );
}
