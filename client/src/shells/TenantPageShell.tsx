import { literal, type Message } from "@common/i18n/message";
import type { ReactNode } from "react";
import { useCurrentUser } from "@/lib/auth";
import { type MessageNode, t } from "@/lib/i18n";
import type { PagePath } from "@/lib/pages";
import { DashboardHeader } from "@/shells/DashboardHeader";
import { BackLink } from "@/shells/PageShell";

/** The frame of the tenant's rent and payment screens: header, back link, title with a line under it. */
export function TenantPageShell({
  title,
  subtitle,
  back,
  children,
}: {
  title: Message;
  subtitle?: MessageNode;
  back?: { href: PagePath; label: Message };
  children: ReactNode;
}) {
  const { user } = useCurrentUser();
  return (
    <div className="min-h-dvh bg-slate-50">
      <DashboardHeader label={user?.propertyName ? literal(user.propertyName) : t("common.tenant")} />
      <main className="mx-auto max-w-3xl px-4 py-5 sm:py-8">
        {back && <BackLink href={back.href}>{back.label}</BackLink>}
        <div className="mb-5">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
          {subtitle && <p className="mt-1 text-slate-600">{subtitle}</p>}
        </div>
        <div className="space-y-5">{children}</div>
      </main>
    </div>
  );
}
