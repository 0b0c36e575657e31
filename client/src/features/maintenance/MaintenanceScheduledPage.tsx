import { CalendarClock } from "lucide-react";
import { type BoardConfig, MaintenanceBoardPage } from "@/features/maintenance/MaintenanceBoard";

const CONFIG: BoardConfig = {
  status: "scheduled",
  mode: "edit",
  title: "maintenance.scheduledTitle",
  subtitle: "maintenance.scheduledSubtitle",
  loading: "maintenance.scheduledLoading",
  empty: {
    title: "maintenance.scheduledEmptyTitle",
    text: "maintenance.scheduledEmptyText",
    icon: CalendarClock,
  },
};

/** /maintenance-scheduled: the requests with a planned fix, edited inline. */
export default function MaintenanceScheduledPage() {
  return <MaintenanceBoardPage config={CONFIG} />;
}
