import { literal } from "@common/i18n/message";
import { Gauge, WifiOff } from "lucide-react";
import { EmptyState, ErrorState, ListSkeleton } from "@/components/page-states";
import { Card } from "@/components/ui/card";
import { t } from "@/lib/i18n";
import { useOnline } from "@/lib/online";
import { usePageTitle } from "@/lib/page-title";
import { LandlordPageShell, WithSelectedProperty } from "@/shells/LandlordPageShell";
import { DisputesCard } from "./DisputesCard";
import { AddMeterForm } from "./MeterSetup";
import { goToMeter } from "./meter-walk";
import { usePropertyMeters } from "./queries";
import { UnitMeters } from "./UnitMeters";

/**
 * /meter-readings for the landlord (decision 0063): the selected property's units, each with its meters' last
 * readings and a 'Record Reading' form, walked through unit by unit on a phone; meter setup and open disputes.
 */
export default function LandlordMeterReadingsPage() {
  usePageTitle(t("meters.pageTitle"));
  return (
    <WithSelectedProperty>
      {(property) => (
        <LandlordPageShell propertyName={property.name}>
          <div className="mb-5">
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("meters.pageTitle")}</h1>
            <p className="mt-1 text-slate-600">
              {literal(property.name)} · {t("meters.landlordSubtitle")}
            </p>
          </div>
          <MeterWalk propertyId={property.id} />
        </LandlordPageShell>
      )}
    </WithSelectedProperty>
  );
}

function MeterWalk({ propertyId }: { propertyId: number }) {
  const online = useOnline();
  const meters = usePropertyMeters(propertyId);
  if (meters.isLoading) return <ListSkeleton />;
  if (meters.isError || !meters.data)
    return (
      <ErrorState
        title={t("meters.pageTitle")}
        error={meters.error}
        onRetry={() => meters.refetch()}
        retrying={meters.isFetching}
      />
    );
  const { units, shared } = meters.data;
  const metered = units.filter((u) => u.meters.length > 0);
  // The walk's order: every meter of a unit, then the next unit's.
  const walk = metered.flatMap((u) => u.meters.map((m) => m.id));
  const afterMeter = (meterId: string) => {
    const next = walk[walk.indexOf(meterId) + 1];
    return next ? () => goToMeter(next) : undefined;
  };
  return (
    <div className="space-y-4">
      {!online && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900"
        >
          <WifiOff aria-hidden className="h-4 w-4" /> {t("meters.offline")}
        </p>
      )}
      <DisputesCard propertyId={propertyId} />
      {units.length === 0 ? (
        <EmptyState icon={<Gauge className="h-6 w-6" />} title={t("meters.noUnits")} />
      ) : (
        <ol className="space-y-4">
          {units.map((unit) => {
            const at = metered.indexOf(unit);
            const next = at >= 0 ? metered[at + 1] : undefined;
            return (
              <li key={unit.id}>
                <UnitMeters unit={unit} next={next} afterMeter={afterMeter} />
              </li>
            );
          })}
        </ol>
      )}
      {shared.length > 0 && (
        <Card className="space-y-2 p-4">
          <h2 className="text-base font-semibold text-slate-900">{t("meters.sharedMeters")}</h2>
          <UnitMeters unit={{ id: 0, unitNumber: "", tenantName: null, meters: shared }} shared />
        </Card>
      )}
      <AddMeterForm propertyId={propertyId} units={units} />
    </div>
  );
}
