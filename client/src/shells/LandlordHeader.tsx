import { literal } from "@common/i18n/message";
import { Suspense, useContext } from "react";
import { t } from "@/lib/i18n";
import { pagePath } from "@/lib/pages";
import { useSelectedProperty } from "@/shells/use-selected-property";
import { DashboardHeader } from "./DashboardHeader";
import { HeaderBell } from "./header-bell";

/**
 * The header of every landlord screen, the dashboard's and its sub-pages' alike: the logo with the property under
 * it (`property`, else the one the landlord manages, else their role), the notification bell, My Profile and Sign
 * Out.
 */
export function LandlordHeader({ property }: { property?: string }) {
  const { data } = useSelectedProperty();
  const name = property ?? data?.property?.name;
  const label = name ? literal(name) : t("common.propertyManager");
  const Bell = useContext(HeaderBell);
  return (
    <DashboardHeader
      label={label}
      actions={
        Bell && (
          // A place of the bell's size holds its spot while it loads, so nothing moves when it comes.
          <Suspense fallback={<span aria-hidden className="h-11 w-11 shrink-0" />}>
            <Bell href={pagePath("/landlord-notifications")} />
          </Suspense>
        )
      }
    />
  );
}
