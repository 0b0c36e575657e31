import { type ComponentType, lazy, Suspense } from "react";
import { useSelectedProperty } from "@/features/properties/use-selected-property";
import { t } from "@/lib/i18n";
import { DashboardHeader } from "./DashboardHeader";

// The bell and its live updates (the socket's client, ~4.5 KB gzipped) load after the screen: a landlord does not
// open a screen for them, and the screens with forms stay within their budget (bench/bundle-size.mjs). A place of
// the bell's size holds its spot, so nothing moves when it comes; offline before it ever loaded, there is none.
const NotificationBell = lazy<ComponentType<{ href: string }>>(() =>
  import("@/features/notifications/NotificationBell").then(
    (m) => ({ default: m.NotificationBell }),
    () => ({ default: () => null }),
  ),
);

/**
 * The header of every landlord screen, the dashboard's and its sub-pages' alike: the logo with the property under
 * it (`property`, else the one the landlord manages, else their role), the notification bell, My Profile and Sign
 * Out.
 */
export function LandlordHeader({ property }: { property?: string }) {
  const { data } = useSelectedProperty();
  const label = property ?? data?.property?.name ?? t("common.propertyManager");
  return (
    <DashboardHeader
      label={label}
      actions={
        <Suspense fallback={<span aria-hidden className="h-11 w-11 shrink-0" />}>
          <NotificationBell href="/landlord-notifications" />
        </Suspense>
      }
    />
  );
}
