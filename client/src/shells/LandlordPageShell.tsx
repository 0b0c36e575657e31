import type { PropertySummary } from "@common/schemas/properties";
import type { ReactNode } from "react";
import { ErrorState, ListSkeleton } from "@/components/page-states";
import { t } from "@/lib/i18n";
import { Redirect } from "@/lib/navigation";
import { pagePath } from "@/lib/pages";
import { useSelectedProperty } from "@/shells/use-selected-property";
import { LandlordHeader } from "./LandlordHeader";

/** The frame of the landlord's unit, tenant, payment and maintenance screens: the landlord's header, a main area. */
export function LandlordPageShell({
  propertyName,
  children,
}: {
  propertyName?: string;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <LandlordHeader property={propertyName} />
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
