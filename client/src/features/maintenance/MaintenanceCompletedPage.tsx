import { CheckCircle2 } from "lucide-react";
import { type BoardConfig, MaintenanceBoardPage } from "@/features/maintenance/MaintenanceBoard";
import { usePageTitle } from "@/lib/page-title";

const CONFIG: BoardConfig = {
  title: "Completed Requests",
  status: "completed",
  mode: "edit",
  subtitle: "Finished work",
  empty: {
    title: "No Completed Requests",
    text: "Requests appear here once the work is done.",
    icon: CheckCircle2,
  },
};

/** /maintenance-completed: the finished requests. */
export default function MaintenanceCompletedPage() {
  usePageTitle(CONFIG.title);
  return <MaintenanceBoardPage config={CONFIG} />;
}
