import type { PropertySummary } from "@common/schemas/properties";
import { DoorClosed } from "lucide-react";
import { Link } from "wouter";
import { PageHeading } from "@/components/layout/PageHeading";
import { EmptyState, ErrorState, ListSkeleton } from "@/components/page-states";
import { buttonClass } from "@/components/ui/button";
import { OccupiedUnitsTable } from "@/features/units/OccupiedUnitsTable";
import { useUnits } from "@/features/units/queries";
import { usePageTitle } from "@/lib/page-title";
import { LandlordPageShell, WithSelectedProperty } from "@/shells/LandlordPageShell";

/** /occupied-units: the let units of the selected property with their tenants, rent and balances. */
export default function OccupiedUnitsPage() {
  usePageTitle("Occupied Units");
  return <WithSelectedProperty>{(property) => <OccupiedUnits property={property} />}</WithSelectedProperty>;
}

function OccupiedUnits({ property }: { property: PropertySummary }) {
  const units = useUnits(property.id, "occupied");
  const count = units.data?.length;
  return (
    <LandlordPageShell propertyName={property.name}>
      <PageHeading
        title="Occupied Units"
        subtitle={
          <>
            {property.name}
            {count !== undefined && ` · ${count} of ${property.totalUnits} units occupied`}
          </>
        }
        actions={
          <Link href="/available-units" className={buttonClass("outline")}>
            Available Units
          </Link>
        }
      />
      {units.isLoading ? (
        <ListSkeleton label="Loading occupied units" />
      ) : units.isError ? (
        <ErrorState
          title="Could not load the occupied units"
          error={units.error}
          onRetry={() => units.refetch()}
          retrying={units.isFetching}
        />
      ) : units.data && units.data.length > 0 ? (
        <OccupiedUnitsTable rows={units.data} />
      ) : (
        <EmptyState
          icon={<DoorClosed className="h-6 w-6" />}
          title="No Occupied Units"
          text="No unit of this property has a tenant yet. Add a tenant to one of the available units."
          action={
            <Link href="/available-units" className={buttonClass("primary")}>
              View Available Units
            </Link>
          }
        />
      )}
    </LandlordPageShell>
  );
}
