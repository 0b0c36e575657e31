import { literal } from "@common/i18n/message";
import type { MeterView, PropertyMeters } from "@common/schemas/meters";
import { Card } from "@/components/ui/card";
import { formatDay } from "@/lib/format";
import { t } from "@/lib/i18n";
import { measureName, utilityName } from "./labels";
import { MeterSettings } from "./MeterSetup";
import { meterAnchor } from "./meter-walk";
import { ReadingForm } from "./ReadingForm";

type Unit = PropertyMeters["units"][number];

/** A unit's card: its tenant, and each meter's last reading with a 'Record Reading' form. */
export function UnitMeters({
  unit,
  next,
  afterMeter,
  shared = false,
}: {
  unit: Unit;
  next?: Unit;
  /** What saving a meter's reading does next (the walk moves to the next meter); nothing when undefined. */
  afterMeter?: (meterId: string) => (() => void) | undefined;
  shared?: boolean;
}) {
  const body = (
    <div className="space-y-4">
      {unit.meters.length === 0 && <p className="text-sm text-slate-500">{t("meters.noMeters")}</p>}
      {unit.meters.map((m) => (
        <MeterBlock key={m.id} meter={m} onSaved={afterMeter?.(m.id)} />
      ))}
      {next && unit.meters.length > 0 && (
        <p className="text-xs text-slate-500">{t("meters.nextUnit", { unit: next.unitNumber })}</p>
      )}
    </div>
  );
  if (shared) return body;
  return (
    <Card className="space-y-3 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">
          {t("meters.unitLabel", { unit: unit.unitNumber })}
        </h2>
        <span className="text-sm text-slate-600">
          {unit.tenantName ? literal(unit.tenantName) : t("meters.vacant")}
        </span>
      </div>
      {body}
    </Card>
  );
}

function MeterBlock({ meter, onSaved }: { meter: MeterView; onSaved?: () => void }) {
  const measure = measureName(meter.measure);
  return (
    <section
      id={meterAnchor(meter.id)}
      className="scroll-mt-4 space-y-2 border-t border-slate-100 pt-3 first:border-0 first:pt-0"
    >
      <h3 className="font-medium text-slate-900">
        {utilityName(meter.utility)} · {literal(meter.serial)}
      </h3>
      <p className="text-sm text-slate-600">
        {meter.pricing === "flat"
          ? t("meters.tariffFlat", { tariff: meter.tariff.toLocaleString("en") })
          : t("meters.tariffPerUnit", { tariff: meter.tariff.toLocaleString("en"), measure })}
      </p>
      <p className="text-sm text-slate-700">
        {meter.lastReading
          ? t("meters.lastReading", {
              value: meter.lastReading.value,
              measure,
              date: formatDay(meter.lastReading.readOn),
            })
          : t("meters.noReadingYet")}
      </p>
      <ReadingForm meter={meter} onSaved={onSaved} />
      <MeterSettings meter={meter} />
    </section>
  );
}
