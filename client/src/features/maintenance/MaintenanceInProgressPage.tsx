import { Wrench } from "lucide-react";
import { type BoardConfig, MaintenanceBoardPage } from "@/features/maintenance/MaintenanceBoard";
import { usePageTitle } from "@/lib/page-title";

const CONFIG: BoardConfig = {
  title: "In Progress",
  status: "in_progress",
  mode: "edit",
  subtitle: "Work under way",
  empty: { title: "No Requests In Progress", text: "Requests you start appear here.", icon: Wrench },
};

/** /maintenance-in-progress: the requests being worked on, edited inline. */
export default function MaintenanceInProgressPage() {
  usePageTitle(CONFIG.title);
  return <MaintenanceBoardPage config={CONFIG} />;
}
