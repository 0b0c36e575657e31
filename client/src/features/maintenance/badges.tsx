import type { MaintenancePriority, MaintenanceStatus } from "@common/schemas/maintenance";
import { pill } from "@/components/ui/pill";
import { t } from "@/lib/i18n";
import { priorityLabel, statusLabel } from "./labels";

/** In the colours of the status tiles (StatusTiles.tsx) and the app's other badges. */
const STATUS_STYLE: Record<MaintenanceStatus, string> = {
  open: "bg-amber-100 text-amber-800",
  scheduled: "bg-sky-100 text-sky-800",
  in_progress: "bg-brand-100 text-brand-700",
  completed: "bg-green-100 text-green-800",
  cancelled: "bg-slate-100 text-slate-700",
};

/** A request's status: open shows 'Pending'. */
export function MaintenanceStatusBadge({ status }: { status: MaintenanceStatus }) {
  return (
    <span className={`${pill} ${STATUS_STYLE[status]}`} data-testid="maintenance-status">
      {statusLabel(status)}
    </span>
  );
}

const PRIORITY_STYLE: Record<MaintenancePriority, string> = {
  low: "bg-slate-100 text-slate-700",
  medium: "bg-yellow-100 text-yellow-800",
  high: "bg-orange-100 text-orange-800",
  urgent: "bg-red-100 text-red-800",
};

/** A request's priority; `withWord` says 'High priority' where no column header names it. */
export function PriorityBadge({
  priority,
  withWord = false,
}: {
  priority: MaintenancePriority;
  withWord?: boolean;
}) {
  const label = priorityLabel(priority);
  return (
    <span className={`${pill} ${PRIORITY_STYLE[priority]}`}>
      {withWord ? t("maintenance.priorityWithWord", { priority: label }) : label}
    </span>
  );
}
