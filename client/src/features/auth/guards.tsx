import type { Role } from "@common/constants";
import { useQueryClient } from "@tanstack/react-query";
import { type ComponentType, type ReactNode, useEffect, useRef } from "react";
import { FullScreenSpinner } from "@/components/ui/spinner";
import { saveAccountLanguage, unsavedAccountLanguage } from "@/lib/account-language";
import { ApiError, call } from "@/lib/api";
import { CURRENT_USER_KEY, useCurrentUser } from "@/lib/auth";
import { currentLocale, switchLocale } from "@/lib/i18n";
import { Redirect, useLocation } from "@/lib/navigation";
import { DASHBOARD_PATH, type PagePath, pagePath } from "@/lib/pages";

/** Signed out: to the sign-in screen. While the signed-in state loads: a full-screen spinner. */
export function RequireUser({
  children,
  signInPath = pagePath("/login"),
}: {
  children: ReactNode;
  signInPath?: PagePath;
}) {
  const { user, isLoading } = useCurrentUser();
  const queryClient = useQueryClient();
  // A signed-in account's language wins over this browser's (set on another device, say), but not over a choice
  // made here that the server has not saved yet: that one is sent again.
  const locale = user?.locale;
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    const unsaved = unsavedAccountLanguage(userId, locale ?? null);
    if (unsaved) void saveAccountLanguage(queryClient, userId, unsaved);
    else if (locale && locale !== currentLocale()) void switchLocale(locale).catch(() => {});
  }, [locale, userId, queryClient]);
  if (isLoading) return <FullScreenSpinner />;
  if (!user) return <Redirect to={signInPath} replace />;
  return <>{children}</>;
}

/** Inside RequireUser: a person of the other role goes to their own dashboard. */
export function RequireRole({ accountRole, children }: { accountRole: Role; children: ReactNode }) {
  const { user } = useCurrentUser();
  if (user && user.role !== accountRole) return <Redirect to={DASHBOARD_PATH} replace />;
  return <>{children}</>;
}

export function RoleDashboard({
  tenant: Tenant,
  landlord: Landlord,
}: {
  tenant: ComponentType;
  landlord: ComponentType;
}) {
  const { user } = useCurrentUser();
  return user?.role === "tenant" ? <Tenant /> : <Landlord />;
}

/**
 * The demo routes (/tenant-demo, /landlord-demo ...) show the signed-in person's dashboard. A visitor who
 * is signed out gets a real session on the seeded demo account of that role; with demo mode off, the
 * sign-in screen of that role. A signed-in person of the other role goes to their own dashboard.
 */
export function DemoEntry({ accountRole: role, children }: { accountRole: Role; children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const started = useRef(false);

  useEffect(() => {
    if (isLoading || user || started.current) return;
    started.current = true;
    call("demo.session", { body: { role } })
      .then((r) => queryClient.setQueryData(CURRENT_USER_KEY, r.user))
      .catch((e) => {
        if (e instanceof ApiError)
          navigate(pagePath(role === "tenant" ? "/tenant-login" : "/landlord-login"), { replace: true });
      });
  }, [isLoading, user, role, queryClient, navigate]);

  if (isLoading || !user) return <FullScreenSpinner />;
  if (user.role !== role) return <Redirect to={DASHBOARD_PATH} replace />;
  return <>{children}</>;
}
