import type { UnitDetails } from "@common/schemas/units";
import { Check, X } from "lucide-react";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { t } from "@/lib/i18n";
import { useUnitDetails } from "./queries";

export interface UnitRef {
  id: number;
  unitNumber: string;
}

const numberText = (n: number) => new Intl.NumberFormat("en-UG", { maximumFractionDigits: 1 }).format(n);

/** The details of one unit (rooms, size, floor, yes/no features); 'Unit details not available' on failure. */
export function UnitDetailsDialog({ unit, onClose }: { unit: UnitRef | null; onClose: () => void }) {
  return (
    <Dialog
      open={unit !== null}
      onClose={onClose}
      title={unit ? t("units.unitTitle", { unit: unit.unitNumber }) : t("common.unit")}
      description={t("units.detailsDescription")}
    >
      {unit && <UnitDetailsBody unitId={unit.id} />}
    </Dialog>
  );
}

function UnitDetailsBody({ unitId }: { unitId: number }) {
  const { data, isLoading, isError } = useUnitDetails(unitId);
  if (isLoading) {
    return (
      <div className="flex justify-center py-8">
        <Spinner label={t("units.loadingDetails")} />
      </div>
    );
  }
  if (isError || !data) {
    return <p className="py-6 text-center text-slate-600">{t("units.detailsUnavailable")}</p>;
  }
  return <UnitFacts unit={data} />;
}

function UnitFacts({ unit }: { unit: UnitDetails }) {
  const none = t("common.emptyValue");
  const facts: [string, string][] = [
    [t("units.bedrooms"), t("units.bedroomsCount", { count: unit.bedrooms })],
    [t("units.bathrooms"), numberText(unit.bathrooms)],
    [t("units.squareFeet"), unit.sqft > 0 ? t("units.sqftValue", { size: numberText(unit.sqft) }) : none],
    [t("units.floor"), unit.floor === null ? none : String(unit.floor)],
  ];
  const flags: [string, boolean][] = [
    [t("units.balcony"), unit.balcony],
    [t("units.parking"), unit.parking],
    [t("units.furnished"), unit.furnished],
    [t("units.petFriendly"), unit.petFriendly],
  ];
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-xs font-medium text-slate-500">{label}</dt>
            <dd className="mt-0.5 text-base font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
        {flags.map(([label, yes]) => (
          <div
            key={label}
            className="flex items-center justify-between gap-2 border-b border-slate-100 py-1.5"
          >
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd
              className={`inline-flex items-center gap-1 text-sm font-medium ${yes ? "text-green-700" : "text-slate-500"}`}
            >
              {yes ? <Check aria-hidden className="h-4 w-4" /> : <X aria-hidden className="h-4 w-4" />}
              {yes ? t("common.yes") : t("common.no")}
            </dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="text-sm font-semibold text-slate-900">{t("units.specialFeatures")}</h3>
        {unit.features.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {unit.features.map((f) => (
              <li key={f} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700">
                {f}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-500">{t("units.noneListed")}</p>
        )}
      </div>
    </div>
  );
}

/** The unit number as a button that opens the details dialog (no aria-label: its name is the number). */
export function UnitNumberButton({
  unit,
  onOpen,
  id,
}: {
  unit: UnitRef;
  onOpen: (unit: UnitRef) => void;
  id?: string;
}) {
  return (
    <button
      id={id}
      type="button"
      aria-haspopup="dialog"
      onClick={() => onOpen(unit)}
      className="inline-flex min-h-11 min-w-11 items-center rounded-md px-1 text-base font-semibold text-brand-700 underline decoration-brand-600/40 underline-offset-4 hover:decoration-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {unit.unitNumber}
    </button>
  );
}
