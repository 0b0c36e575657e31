import { SkeletonBlock } from "@/components/page-states";
import { t } from "@/lib/i18n";

export function DashboardSkeleton() {
  return (
    <div role="status" aria-label={t("landlord-dashboard.loading")} className="space-y-6">
      <SkeletonBlock className="h-8 w-64" />
      <SkeletonBlock className="h-20 w-full" />
      <div className="grid grid-cols-3 gap-3">
        <SkeletonBlock className="h-24" />
        <SkeletonBlock className="h-24" />
        <SkeletonBlock className="h-24" />
      </div>
      <SkeletonBlock className="h-40 w-full" />
      <SkeletonBlock className="h-32 w-full" />
    </div>
  );
}
