import { NotificationBell } from "@/features/notifications/NotificationBell";
import { useSelectedProperty } from "@/features/properties/use-selected-property";
import { t } from "@/lib/i18n";
import { DashboardHeader } from "./DashboardHeader";

/**
 * The header of every landlord screen, the dashboard's and its sub-pages' alike: the logo with the property under
 * it (`property`, else the one the landlord manages, else their role), the notification bell, My Profile and Sign
 * Out.
 */
export function LandlordHeader({ property }: { property?: string }) {
  const { data } = useSelectedProperty();
  const label = property ?? data?.property?.name ?? t("common.propertyManager");
  return <DashboardHeader label={label} actions={<NotificationBell href="/landlord-notifications" />} />;
}
