import { MaintenanceRequestForm } from "@/features/maintenance/MaintenanceRequestForm";
import { t } from "@/lib/i18n";
import { usePageTitle } from "@/lib/page-title";
import { DASHBOARD_PATH } from "@/lib/pages";

import { TenantLeaseGate } from "@/shells/TenantLeaseGate";
import { TenantPageShell } from "@/shells/TenantPageShell";

/** /maintenance-request: the tenant reports an issue with a priority, a category, an issue and photos. */
export default function MaintenanceRequestPage() {
  usePageTitle(t("maintenance.requestTitle"));
  return (
    <TenantLeaseGate
      needs="maintenance.create"
      title={t("maintenance.requestTitle")}
      refusal={t("maintenance.noActiveLease")}
    >
      <MaintenanceRequestScreen />
    </TenantLeaseGate>
  );
}

function MaintenanceRequestScreen() {
  return (
    <TenantPageShell
      title={t("maintenance.requestTitle")}
      subtitle={t("maintenance.requestSubtitle")}
      back={{ href: DASHBOARD_PATH, label: t("common.backToDashboard") }}
    >
      <MaintenanceRequestForm />
    </TenantPageShell>
  );
}
