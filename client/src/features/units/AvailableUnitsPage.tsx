import { UNIT_READINESS, UNIT_READINESS_LABEL_KEYS, type UnitReadiness } from "@common/constants";
import { literal } from "@common/i18n/message";
import type { PropertySummary } from "@common/schemas/properties";
import type { UnitRow } from "@common/schemas/units";
import { DoorOpen } from "lucide-react";
import { PageHeading } from "@/components/layout/PageHeading";
import { EmptyState, ErrorState, ListSkeleton } from "@/components/page-states";
import { buttonClass } from "@/components/ui/button";
import { AvailableUnitsTable } from "@/features/units/AvailableUnitsTable";
import { useUnits } from "@/features/units/queries";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { usePageTitle } from "@/lib/page-title";
import { pagePath } from "@/lib/pages";
import { LandlordPageShell, WithSelectedProperty } from "@/shells/LandlordPageShell";

/** /available-units: the vacant units of the selected property with their readiness to rent. */
export default function AvailableUnitsPage() {
  usePageTitle(t("units.availableTitle"));
  return <WithSelectedProperty>{(property) => <AvailableUnits property={property} />}</WithSelectedProperty>;
}

const COUNTER_STYLE: Record<UnitReadiness, string> = {
  ready: "border-green-200 bg-green-50 text-green-800",
  needs_work: "border-amber-200 bg-amber-50 text-amber-800",
  not_ready: "border-red-200 bg-red-50 text-red-800",
};

function ReadinessCounters({ rows }: { rows: UnitRow[] }) {
  return (
    <ul aria-label={t("units.summary")} className="mb-5 grid grid-cols-3 gap-2 sm:gap-3">
      {UNIT_READINESS.map((r) => (
        <li key={r} className={`rounded-xl border p-3 text-center sm:p-4 ${COUNTER_STYLE[r]}`}>
          <span className="block text-2xl font-bold sm:text-3xl">
            {rows.filter((u) => u.readiness === r).length}
          </span>
          <span className="block text-xs font-medium sm:text-sm">{t(UNIT_READINESS_LABEL_KEYS[r])}</span>
        </li>
      ))}
    </ul>
  );
}

function AvailableUnits({ property }: { property: PropertySummary }) {
  const units = useUnits(property.id, "available");
  const n = units.data?.length;
  return (
    <LandlordPageShell propertyName={property.name}>
      <PageHeading
        title={n === undefined ? t("units.availableTitle") : t("units.availableTitleCount", { count: n })}
        subtitle={literal(property.name)}
        actions={
          <Link href={pagePath("/occupied-units")} className={buttonClass("outline")}>
            {t("units.occupiedTitle")}
          </Link>
        }
      />
      {units.isLoading ? (
        <ListSkeleton label={t("units.loadingAvailable")} />
      ) : units.isError ? (
        <ErrorState
          title={t("units.loadAvailableFailed")}
          error={units.error}
          onRetry={() => units.refetch()}
          retrying={units.isFetching}
        />
      ) : units.data && units.data.length > 0 ? (
        <>
          <ReadinessCounters rows={units.data} />
          <AvailableUnitsTable rows={units.data} propertyId={property.id} />
        </>
      ) : (
        <EmptyState
          icon={<DoorOpen className="h-6 w-6" />}
          title={t("units.noAvailableTitle")}
          text={t("units.noAvailableBody")}
        />
      )}
    </LandlordPageShell>
  );
}
