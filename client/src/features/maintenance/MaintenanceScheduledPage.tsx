import { CalendarClock } from "lucide-react";
import { type BoardConfig, MaintenanceBoardPage } from "@/features/maintenance/MaintenanceBoard";
import { usePageTitle } from "@/lib/page-title";

const CONFIG: BoardConfig = {
  title: "Scheduled Requests",
  status: "scheduled",
  mode: "edit",
  subtitle: "Fixes planned",
  empty: { title: "No Scheduled Requests", text: "Requests you schedule appear here.", icon: CalendarClock },
};

/** /maintenance-scheduled: the requests with a planned fix, edited inline. */
export default function MaintenanceScheduledPage() {
  usePageTitle(CONFIG.title);
  return <MaintenanceBoardPage config={CONFIG} />;
}
