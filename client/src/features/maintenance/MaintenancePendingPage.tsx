import { Clock } from "lucide-react";
import { type BoardConfig, MaintenanceBoardPage } from "@/features/maintenance/MaintenanceBoard";
import { usePageTitle } from "@/lib/page-title";

const CONFIG: BoardConfig = {
  title: "Pending Requests",
  status: "open",
  mode: "status",
  subtitle: "New requests waiting for you",
  empty: { title: "No Pending Requests", text: "New requests from your tenants appear here.", icon: Clock },
};

/** /maintenance-pending: the new (open) requests; a status change goes to .../status. */
export default function MaintenancePendingPage() {
  usePageTitle(CONFIG.title);
  return <MaintenanceBoardPage config={CONFIG} />;
}
