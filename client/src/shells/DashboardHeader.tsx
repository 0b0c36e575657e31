import type { Message } from "@common/i18n/message";
import { LogOut, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Logo } from "@/components/layout/Logo";
import { Button, buttonClass } from "@/components/ui/button";
import { useCurrentUser } from "@/lib/auth";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { DASHBOARD_PATH, pagePath } from "@/lib/pages";
import { useSignOut } from "@/shells/use-sign-out";
import { HEADER_BAR, HEADER_ROW } from "./dashboard-layout";

/**
 * The header of the signed-in screens: logo with a label under it (property or role), what the screen puts
 * beside Sign Out (the dashboards' notification bell), and Sign Out.
 */
export function DashboardHeader({ label, actions }: { label: Message; actions?: ReactNode }) {
  const { signOut, pending } = useSignOut();
  const { user } = useCurrentUser();
  return (
    <header className={HEADER_BAR}>
      <div className={HEADER_ROW}>
        <Logo href={DASHBOARD_PATH} sublabel={label} />
        <div className="flex shrink-0 items-center gap-1">
          {actions}
          {user && (
            <Link
              href={pagePath(user.role === "landlord" ? "/landlord-profile" : "/tenant-profile")}
              className={buttonClass("ghost", "shrink-0 px-2 sm:px-3")}
              data-testid="profile-link"
            >
              <UserRound aria-hidden className="h-4 w-4" />
              <span className="sr-only sm:not-sr-only">{t("profile.title")}</span>
            </Link>
          )}
          <Button variant="ghost" onClick={signOut} disabled={pending} className="shrink-0">
            <LogOut aria-hidden className="h-4 w-4" />
            {pending ? t("common.signingOut") : t("common.signOut")}
          </Button>
        </div>
      </div>
    </header>
  );
}
