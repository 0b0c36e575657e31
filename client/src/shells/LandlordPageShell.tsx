import { literal } from "@common/i18n/message";
import type { PropertySummary } from "@common/schemas/properties";
import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { Logo } from "@/components/layout/Logo";
import { ErrorState, ListSkeleton } from "@/components/page-states";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n";
import { Redirect } from "@/lib/navigation";
import { DASHBOARD_PATH, pagePath } from "@/lib/pages";
import { useSelectedProperty } from "@/shells/use-selected-property";
import { useSignOut } from "@/shells/use-sign-out";

/** The frame of the landlord's unit and tenant screens: the logo (to /landlord-demo), Sign Out, a main area. */
export function LandlordPageShell({
  propertyName,
  children,
}: {
  propertyName?: string;
  children: ReactNode;
}) {
  const { signOut, pending } = useSignOut();
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-3 py-2 sm:px-4">
          <Logo
            href={DASHBOARD_PATH}
            sublabel={propertyName ? literal(propertyName) : t("common.propertyManager")}
          />
          <Button variant="ghost" onClick={signOut} disabled={pending} className="shrink-0">
            <LogOut aria-hidden className="h-4 w-4" />
            {pending ? t("common.signingOut") : t("common.signOut")}
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-3 py-5 sm:px-4 sm:py-8">{children}</main>
    </div>
  );
}

/**
 * Renders `children` with the property the landlord manages; with none selected, goes to /property-selection.
 * While it loads: the frame with a skeleton; on failure: the frame with a retry.
 */
export function WithSelectedProperty({ children }: { children: (property: PropertySummary) => ReactNode }) {
  const selected = useSelectedProperty();
  if (selected.isLoading) {
    return (
      <LandlordPageShell>
        <ListSkeleton />
      </LandlordPageShell>
    );
  }
  if (selected.isError) {
    return (
      <LandlordPageShell>
        <ErrorState
          title={t("auth.propertyLoadFailed")}
          error={selected.error}
          onRetry={() => selected.refetch()}
          retrying={selected.isFetching}
        />
      </LandlordPageShell>
    );
  }
  const property = selected.data?.property;
  if (!property) return <Redirect to={pagePath("/property-selection")} replace />;
  return <>{children(property)}</>;
}
