import {
  type MaintenancePriority,
  type MaintenanceStatus,
  PRIORITY_LABELS,
  STATUS_LABELS,
} from "@common/schemas/maintenance";

const pill = "inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold";

const STATUS_STYLE: Record<MaintenanceStatus, string> = {
  open: "bg-amber-100 text-amber-800",
  scheduled: "bg-sky-100 text-sky-800",
  in_progress: "bg-brand-100 text-brand-700",
  completed: "bg-green-100 text-green-800",
  cancelled: "bg-slate-100 text-slate-700",
};

const PRIORITY_STYLE: Record<MaintenancePriority, string> = {
  low: "bg-slate-100 text-slate-700",
  medium: "bg-yellow-100 text-yellow-800",
  high: "bg-orange-100 text-orange-800",
  urgent: "bg-red-100 text-red-800",
};

export function MaintenanceStatusBadge({ status }: { status: MaintenanceStatus }) {
  return <span className={`${pill} ${STATUS_STYLE[status]}`}>{STATUS_LABELS[status]}</span>;
}

export function PriorityBadge({ priority }: { priority: MaintenancePriority }) {
  return <span className={`${pill} ${PRIORITY_STYLE[priority]}`}>{PRIORITY_LABELS[priority]}</span>;
}
