import type { LandlordDashboard } from "@common/schemas/dashboard";
import { Building, DoorClosed, DoorOpen, Wrench } from "lucide-react";
import { FoldCard } from "@/components/ui/fold-card";
import { StatTile } from "@/components/ui/stat-tile";
import { t } from "@/lib/i18n";
import { pagePath } from "@/lib/pages";

/**
 * Occupied, Available and Maintenance counts (each a link to its list) and the occupancy rate: folded until the
 * landlord opens it (the counts that wait for them have cards of their own).
 */
export function UnitStatusTiles({ units }: { units: LandlordDashboard["units"] }) {
  const pct = Math.max(0, Math.min(100, units.occupancyPercent));
  return (
    <FoldCard
      id="dashboard.units"
      title={t("landlord-dashboard.units")}
      icon={<Building aria-hidden className="h-5 w-5 shrink-0 text-brand-600" />}
      defaultOpen={false}
      aside={
        <span className="text-sm text-slate-600">
          {t("landlord-dashboard.inTotal", { count: units.total })}
        </span>
      }
    >
      <ul className="mt-3 grid grid-cols-3 gap-2 sm:gap-3">
        {[
          {
            href: pagePath("/occupied-units"),
            label: t("landlord-dashboard.occupied"),
            count: units.occupied,
            Icon: DoorClosed,
            tone: "bg-brand-100 text-brand-700",
          },
          {
            href: pagePath("/available-units"),
            label: t("landlord-dashboard.available"),
            count: units.available,
            Icon: DoorOpen,
            tone: "bg-green-100 text-green-700",
          },
          {
            href: pagePath("/maintenance-overview"),
            label: t("landlord-dashboard.maintenance"),
            count: units.maintenance,
            Icon: Wrench,
            tone: "bg-amber-100 text-amber-700",
          },
        ].map((tile) => (
          <li key={tile.href} className="grid">
            <StatTile {...tile} />
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium text-slate-700">
            {t("landlord-dashboard.percentOccupied", { percent: pct })}
          </span>
          <span className="text-slate-500">
            {t("landlord-dashboard.occupiedOfTotal", { occupied: units.occupied, total: units.total })}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={t("landlord-dashboard.occupancy")}
          aria-valuenow={pct}
          aria-valuemin={0}
          aria-valuemax={100}
          className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${pct}%` }} />
        </div>
      </div>
    </FoldCard>
  );
}
