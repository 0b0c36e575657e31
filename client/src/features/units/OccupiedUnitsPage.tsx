import { literal } from "@common/i18n/message";
import type { PropertySummary } from "@common/schemas/properties";
import { DoorClosed } from "lucide-react";
import { PageHeading } from "@/components/layout/PageHeading";
import { EmptyState, ErrorState, ListSkeleton } from "@/components/page-states";
import { buttonClass } from "@/components/ui/button";
import { OccupiedUnitsTable } from "@/features/units/OccupiedUnitsTable";
import { useUnits } from "@/features/units/queries";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { usePageTitle } from "@/lib/page-title";
import { pagePath } from "@/lib/pages";
import { LandlordPageShell, WithSelectedProperty } from "@/shells/LandlordPageShell";

/** /occupied-units: the let units of the selected property with their tenants, rent and balances. */
export default function OccupiedUnitsPage() {
  usePageTitle(t("units.occupiedTitle"));
  return <WithSelectedProperty>{(property) => <OccupiedUnits property={property} />}</WithSelectedProperty>;
}

function OccupiedUnits({ property }: { property: PropertySummary }) {
  const units = useUnits(property.id, "occupied");
  const count = units.data?.length;
  return (
    <LandlordPageShell propertyName={property.name}>
      <PageHeading
        title={t("units.occupiedTitle")}
        subtitle={
          count === undefined
            ? literal(property.name)
            : t("units.occupiedSubtitle", { property: property.name, count, total: property.totalUnits })
        }
        actions={
          <Link href={pagePath("/available-units")} className={buttonClass("outline")}>
            {t("units.availableTitle")}
          </Link>
        }
      />
      {units.isLoading ? (
        <ListSkeleton label={t("units.loadingOccupied")} />
      ) : units.isError ? (
        <ErrorState
          title={t("units.loadOccupiedFailed")}
          error={units.error}
          onRetry={() => units.refetch()}
          retrying={units.isFetching}
        />
      ) : units.data && units.data.length > 0 ? (
        <OccupiedUnitsTable rows={units.data} />
      ) : (
        <EmptyState
          icon={<DoorClosed className="h-6 w-6" />}
          title={t("units.noOccupiedTitle")}
          text={t("units.noOccupiedBody")}
          action={
            <Link href={pagePath("/available-units")} className={buttonClass("primary")}>
              {t("units.viewAvailable")}
            </Link>
          }
        />
      )}
    </LandlordPageShell>
  );
}
