import { Wrench } from "lucide-react";
import { type BoardConfig, MaintenanceBoardPage } from "@/features/maintenance/MaintenanceBoard";

const CONFIG: BoardConfig = {
  status: "in_progress",
  mode: "edit",
  title: "maintenance.inProgressTitle",
  subtitle: "maintenance.inProgressSubtitle",
  loading: "maintenance.inProgressLoading",
  empty: { title: "maintenance.inProgressEmptyTitle", text: "maintenance.inProgressEmptyText", icon: Wrench },
};

/** /maintenance-in-progress: the requests being worked on, edited inline. */
export default function MaintenanceInProgressPage() {
  return <MaintenanceBoardPage config={CONFIG} />;
}
