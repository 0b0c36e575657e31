import { MaintenanceOverview } from "@/features/maintenance/MaintenanceOverview";
import { t } from "@/lib/i18n";
import { usePageTitle } from "@/lib/page-title";
import { WithSelectedProperty } from "@/shells/LandlordPageShell";

/** /maintenance-overview: every maintenance request of the selected property. */
export default function MaintenanceOverviewPage() {
  usePageTitle(t("maintenance.overviewTitle"));
  return (
    <WithSelectedProperty>{(property) => <MaintenanceOverview property={property} />}</WithSelectedProperty>
  );
}
