import { MaintenanceOverview } from "@/features/maintenance-board/MaintenanceOverview";
import { WithSelectedProperty } from "@/features/units/LandlordPageShell";
import { usePageTitle } from "@/lib/page-title";

/** /maintenance-overview: every maintenance request of the selected property. */
export default function MaintenanceOverviewPage() {
  usePageTitle("Maintenance Overview");
  return (
    <WithSelectedProperty>{(property) => <MaintenanceOverview property={property} />}</WithSelectedProperty>
  );
}
