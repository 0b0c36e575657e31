import { CheckCircle2 } from "lucide-react";
import { type BoardConfig, MaintenanceBoardPage } from "@/features/maintenance/MaintenanceBoard";

const CONFIG: BoardConfig = {
  status: "completed",
  mode: "edit",
  title: "maintenance.completedTitle",
  subtitle: "maintenance.completedSubtitle",
  loading: "maintenance.completedLoading",
  empty: {
    title: "maintenance.completedEmptyTitle",
    text: "maintenance.completedEmptyText",
    icon: CheckCircle2,
  },
};

/** /maintenance-completed: the finished requests. */
export default function MaintenanceCompletedPage() {
  return <MaintenanceBoardPage config={CONFIG} />;
}
