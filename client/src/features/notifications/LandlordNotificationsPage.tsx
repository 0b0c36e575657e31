import { t } from "@/lib/i18n";
import { usePageTitle } from "@/lib/page-title";
import { DASHBOARD_PATH } from "@/lib/pages";

import { LandlordPageShell } from "@/shells/LandlordPageShell";
import { BackLink } from "@/shells/PageShell";
import { NotificationCentre } from "./NotificationCentre";

/** /landlord-notifications: the same notification centre in the landlord's frame. */
export default function LandlordNotificationsPage() {
  usePageTitle(t("notifications.pageTitle"));
  return (
    <LandlordPageShell>
      <div className="mx-auto max-w-3xl">
        <BackLink href={DASHBOARD_PATH}>{t("notifications.backToDashboard")}</BackLink>
        <div className="mb-5">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("notifications.pageTitle")}</h1>
          <p className="mt-1 text-slate-600">{t("notifications.landlordSubtitle")}</p>
        </div>
        <NotificationCentre />
      </div>
    </LandlordPageShell>
  );
}
