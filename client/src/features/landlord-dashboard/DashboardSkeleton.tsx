import { SkeletonBlock } from "@/components/page-states";
import { t } from "@/lib/i18n";

/** The dashboard's shape while it loads: the property with the search, the quick actions, the first cards. */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-label={t("landlord-dashboard.loading")} className="space-y-6">
      <SkeletonBlock className="h-44 w-full" />
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <SkeletonBlock className="col-span-2 h-11 sm:w-36" />
        <SkeletonBlock className="h-11 sm:w-44" />
        <SkeletonBlock className="h-11 sm:w-28" />
      </div>
      <SkeletonBlock className="h-40 w-full" />
      <SkeletonBlock className="h-32 w-full" />
    </div>
  );
}
