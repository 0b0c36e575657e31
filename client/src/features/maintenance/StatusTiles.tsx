import type { MaintenanceRequestDto, MaintenanceStatus } from "@common/schemas/maintenance";
import { CalendarClock, CheckCircle2, Clock, type LucideIcon, Wrench } from "lucide-react";
import { Link } from "wouter";
import { t } from "@/lib/i18n";
import { statusLabel } from "./labels";

const BOARD_TILES: { status: MaintenanceStatus; href: string; Icon: LucideIcon; tone: string }[] = [
  { status: "open", href: "/maintenance-pending", Icon: Clock, tone: "bg-amber-100 text-amber-800" },
  {
    status: "in_progress",
    href: "/maintenance-in-progress",
    Icon: Wrench,
    tone: "bg-brand-100 text-brand-700",
  },
  {
    status: "scheduled",
    href: "/maintenance-scheduled",
    Icon: CalendarClock,
    tone: "bg-sky-100 text-sky-800",
  },
  {
    status: "completed",
    href: "/maintenance-completed",
    Icon: CheckCircle2,
    tone: "bg-green-100 text-green-800",
  },
];

/** Pending, In Progress, Scheduled and Completed with their counts, each a link to its board. */
export function MaintenanceStatusTiles({ rows }: { rows: MaintenanceRequestDto[] | undefined }) {
  return (
    <ul
      aria-label={t("maintenance.tilesLabel")}
      className="mb-5 grid grid-cols-2 gap-2 sm:gap-3 md:grid-cols-4"
    >
      {BOARD_TILES.map(({ status, href, Icon, tone }) => {
        const count = rows?.filter((r) => r.status === status).length;
        return (
          <li key={status} className="grid">
            <Link
              href={href}
              className="flex min-h-24 flex-col justify-between gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition-colors hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:p-4"
            >
              <span aria-hidden className={`grid h-9 w-9 place-items-center rounded-lg ${tone}`}>
                <Icon className="h-5 w-5" />
              </span>
              <span>
                <span className="block text-2xl font-bold text-slate-900">{count ?? "–"}</span>
                <span className="block text-sm font-medium text-slate-600">{statusLabel(status)}</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
