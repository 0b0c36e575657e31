import { t } from "@/lib/i18n";
import { usePageTitle } from "@/lib/page-title";
import { DASHBOARD_PATH } from "@/lib/pages";

import { TenantPageShell } from "@/shells/TenantPageShell";
import { NotificationCentre } from "./NotificationCentre";

/** /tenant-notifications: the tenant's notification centre, back to the demo dashboard (spec). */
export default function TenantNotificationsPage() {
  usePageTitle(t("notifications.pageTitle"));
  return (
    <TenantPageShell
      title={t("notifications.pageTitle")}
      subtitle={t("notifications.pageSubtitle")}
      back={{ href: DASHBOARD_PATH, label: t("notifications.backToDashboard") }}
    >
      <NotificationCentre />
    </TenantPageShell>
  );
}
