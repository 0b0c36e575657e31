import type { RouteId } from "@common/contract/route-table";
import type { Message } from "@common/i18n/message";
import { Home } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "@/components/page-states";
import { buttonClass } from "@/components/ui/button";
import { useMayAsk } from "@/lib/auth";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { DASHBOARD_PATH } from "@/lib/pages";
import { TenantPageShell } from "./TenantPageShell";

/**
 * A tenant screen built on a route that needs a lease (`needs`, common/dashboard/lease-needs.ts): for a tenant
 * whose lease does not give it (none yet, or one that has not started), the screen's frame says why (`refusal`,
 * the catalogue's words for the route's own refusal) with the way back to the dashboard, and its content, which
 * would ask the route, is not rendered at all. Anyone else gets `children`.
 */
export function TenantLeaseGate({
  needs,
  title,
  refusal,
  children,
}: {
  needs: RouteId;
  title: Message;
  refusal: Message;
  children: ReactNode;
}) {
  if (useMayAsk(needs)) return children;
  return (
    <TenantPageShell title={title} back={{ href: DASHBOARD_PATH, label: t("common.backToDashboard") }}>
      <div data-testid="lease-gate">
        <EmptyState
          icon={<Home className="h-6 w-6" />}
          title={t("rent.noLeaseTitle")}
          text={refusal}
          action={
            <Link href={DASHBOARD_PATH} className={buttonClass("primary")}>
              {t("common.backToDashboard")}
            </Link>
          }
        />
      </div>
    </TenantPageShell>
  );
}
