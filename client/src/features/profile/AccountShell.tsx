import type { Message } from "@common/i18n/message";
import type { ReactNode } from "react";
import { useCurrentUser } from "@/lib/auth";
import { t } from "@/lib/i18n";
import { DASHBOARD_PATH } from "@/lib/pages";

import { PageShell } from "@/shells/PageShell";
import { TenantPageShell } from "@/shells/TenantPageShell";

/** The frame of one's own account screens: the tenant's or the landlord's, back to the dashboard. */
export function AccountShell({
  title,
  subtitle,
  children,
}: {
  title: Message;
  subtitle: Message;
  children: ReactNode;
}) {
  const { user } = useCurrentUser();
  const props = {
    title,
    subtitle,
    back: { href: DASHBOARD_PATH, label: t("profile.backToDashboard") },
  };
  return user?.role === "landlord" ? (
    <PageShell {...props}>
      <div className="space-y-5">{children}</div>
    </PageShell>
  ) : (
    <TenantPageShell {...props}>{children}</TenantPageShell>
  );
}
