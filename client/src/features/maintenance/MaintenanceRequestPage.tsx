import { MaintenanceRequestForm } from "@/features/maintenance/MaintenanceRequestForm";
import { usePageTitle } from "@/lib/page-title";
import { TenantPageShell } from "@/shells/TenantPageShell";

/** /maintenance-request: the tenant reports an issue with a priority, a category, an issue and photos. */
export default function MaintenanceRequestPage() {
  usePageTitle("Maintenance Request");
  return (
    <TenantPageShell
      title="Maintenance Request"
      subtitle="Tell us what needs fixing and how urgent it is."
      back={{ href: "/tenant-demo-simple", label: "Back to Dashboard" }}
    >
      <MaintenanceRequestForm />
    </TenantPageShell>
  );
}
