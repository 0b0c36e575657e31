import { Clock } from "lucide-react";
import { type BoardConfig, MaintenanceBoardPage } from "@/features/maintenance/MaintenanceBoard";

const CONFIG: BoardConfig = {
  status: "open",
  mode: "status",
  title: "maintenance.pendingTitle",
  subtitle: "maintenance.pendingSubtitle",
  loading: "maintenance.pendingLoading",
  empty: { title: "maintenance.pendingEmptyTitle", text: "maintenance.pendingEmptyText", icon: Clock },
};

/** /maintenance-pending: the new (open) requests; a status change goes to .../status. */
export default function MaintenancePendingPage() {
  return <MaintenanceBoardPage config={CONFIG} />;
}
