import { literal } from "@common/i18n/message";
import type { LeaseState } from "@common/schemas/auth";
import { useQueryClient } from "@tanstack/react-query";
import { Building2 } from "lucide-react";
import { Suspense, useEffect } from "react";
import { NotificationBell } from "@/features/notifications/NotificationBell";
import { CURRENT_USER_KEY, useCurrentUser } from "@/lib/auth";
import { t } from "@/lib/i18n";
import { usePageTitle } from "@/lib/page-title";
import { pagePath } from "@/lib/pages";
import { DashboardHeader } from "@/shells/DashboardHeader";
import { WELCOME_HEADING } from "@/shells/dashboard-layout";
import { TENANT_DASHBOARD_MAIN } from "./layout";
import { TenantDashboardCards } from "./TenantDashboardCards";

/** Tenant dashboard (/dashboard for tenants, /tenant-demo, /tenant-demo-simple, /tenant-dashboard). */
const WARM_AFTER_MS = 1500;

/**
 * The page a tenant may need without a connection: fetched once the dashboard has settled, so the service worker
 * has it when the connection drops (a maintenance request is written offline and sent later).
 */
function useWarmOfflinePages() {
  useEffect(() => {
    const id = window.setTimeout(
      () => void import("@/features/maintenance/MaintenanceRequestPage").catch(() => {}),
      WARM_AFTER_MS,
    );
    return () => window.clearTimeout(id);
  }, []);
}

/** How old the signed-in user may be when the dashboard of a tenant without a started lease opens. */
const LEASE_CHECK_AFTER_MS = 60_000;

/**
 * A tenant whose lease has not started: their landlord may have started it since the user was read (the app
 * left open for days), and the cards it gives would still say it has not. Read again when a minute old.
 */
function useLeaseKeptCurrent(lease: LeaseState | null | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (lease === "active") return;
    const read = queryClient.getQueryState(CURRENT_USER_KEY)?.dataUpdatedAt ?? 0;
    if (Date.now() - read > LEASE_CHECK_AFTER_MS)
      void queryClient.refetchQueries({ queryKey: CURRENT_USER_KEY, exact: true });
  }, [lease, queryClient]);
}

export default function TenantDashboardPage() {
  usePageTitle(t("tenant-dashboard.pageTitle"));
  const { user } = useCurrentUser();
  useWarmOfflinePages();
  useLeaseKeptCurrent(user?.lease);
  if (!user) return null; // the route guards render this page only for a signed-in user

  return (
    <div className="min-h-dvh bg-slate-50">
      <DashboardHeader
        label={user.propertyName ? literal(user.propertyName) : t("common.tenant")}
        actions={<NotificationBell href={pagePath("/tenant-notifications")} />}
      />
      <main className={TENANT_DASHBOARD_MAIN}>
        <section aria-labelledby="welcome">
          <h1 id="welcome" className={WELCOME_HEADING}>
            {t("tenant-dashboard.welcome", { name: user.firstName })}
          </h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600">
            <Building2 aria-hidden className="h-4 w-4 shrink-0 text-brand-600" />
            {user.propertyName && <span className="font-medium text-slate-800">{user.propertyName}</span>}
            {user.propertyName && <span aria-hidden>·</span>}
            <span>
              {user.unitNumber
                ? t("tenant-dashboard.unit", { unit: user.unitNumber })
                : t("tenant-dashboard.noUnit")}
            </span>
            {user.isDemo && (
              <span className="rounded-full bg-accent-500/15 px-2 py-0.5 text-xs font-medium text-amber-800">
                {t("tenant-dashboard.demoAccount")}
              </span>
            )}
          </p>
        </section>

        <Suspense fallback={null}>
          <TenantDashboardCards user={user} />
        </Suspense>
      </main>
    </div>
  );
}
