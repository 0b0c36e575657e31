import type { MaintenanceRequestDto, MaintenanceStatus } from "@common/schemas/maintenance";
import { CalendarClock, CheckCircle2, Clock, type LucideIcon, Wrench } from "lucide-react";
import { StatTile } from "@/components/ui/stat-tile";
import { t } from "@/lib/i18n";
import { type PagePath, pagePath } from "@/lib/pages";
import { statusLabel } from "./labels";

const BOARD_TILES: { status: MaintenanceStatus; href: PagePath; Icon: LucideIcon; tone: string }[] = [
  {
    status: "open",
    href: pagePath("/maintenance-pending"),
    Icon: Clock,
    tone: "bg-amber-100 text-amber-800",
  },
  {
    status: "in_progress",
    href: pagePath("/maintenance-in-progress"),
    Icon: Wrench,
    tone: "bg-brand-100 text-brand-700",
  },
  {
    status: "scheduled",
    href: pagePath("/maintenance-scheduled"),
    Icon: CalendarClock,
    tone: "bg-sky-100 text-sky-800",
  },
  {
    status: "completed",
    href: pagePath("/maintenance-completed"),
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
            <StatTile href={href} label={statusLabel(status)} count={count} Icon={Icon} tone={tone} />
          </li>
        );
      })}
    </ul>
  );
}
