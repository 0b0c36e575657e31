import {
  type MaintenancePriority,
  type MaintenanceStatus,
  PRIORITY_LABELS,
  STATUS_LABELS,
} from "@common/schemas/maintenance";
import { pill } from "@/features/rent/badges";

const STATUS_STYLE: Record<MaintenanceStatus, string> = {
  open: "bg-amber-100 text-amber-800",
  scheduled: "bg-sky-100 text-sky-800",
  in_progress: "bg-blue-100 text-blue-800",
  completed: "bg-green-100 text-green-800",
  cancelled: "bg-slate-200 text-slate-700",
};

/** A request's status: open shows 'Pending' (STATUS_LABELS). */
export function MaintenanceStatusBadge({ status }: { status: MaintenanceStatus }) {
  return (
    <span className={`${pill} ${STATUS_STYLE[status]}`} data-testid="maintenance-status">
      {STATUS_LABELS[status]}
    </span>
  );
}

const PRIORITY_STYLE: Record<MaintenancePriority, string> = {
  low: "bg-slate-100 text-slate-700",
  medium: "bg-amber-50 text-amber-800",
  high: "bg-orange-100 text-orange-800",
  urgent: "bg-red-100 text-red-800",
};

export function PriorityBadge({ priority }: { priority: MaintenancePriority }) {
  return <span className={`${pill} ${PRIORITY_STYLE[priority]}`}>{PRIORITY_LABELS[priority]} priority</span>;
}
