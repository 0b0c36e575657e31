import { ClipboardList } from "lucide-react";
import { useFormContext, useWatch } from "react-hook-form";
import { t } from "@/lib/i18n";
import { type AddPropertyFormValues, toUnitTypeInput } from "./property-form";
import { summarizeUnitTypes } from "./unit-type-summary";

/** Live summary of the unit types being added. */
export function PropertySummaryBox() {
  const { control } = useFormContext<AddPropertyFormValues>();
  const rows = useWatch({ control, name: "unitTypes" }) ?? [];
  const s = summarizeUnitTypes(rows.map(toUnitTypeInput));
  return (
    <section
      aria-labelledby="property-summary-title"
      className="rounded-xl border border-brand-100 bg-brand-50 p-4 sm:p-5"
      data-testid="property-summary"
    >
      <h2 id="property-summary-title" className="flex items-center gap-2 font-semibold text-slate-900">
        <ClipboardList aria-hidden className="h-5 w-5 text-brand-700" />
        {t("properties.summaryTitle")}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
        <div className="col-span-2">
          <dt className="text-slate-600">{t("properties.priceRange")}</dt>
          <dd className="font-medium text-slate-900">
            {s.priceRanges.length === 0
              ? t("common.emptyValue")
              : s.priceRanges.map((p) => (
                  <span key={p.currency} className="block">
                    {p.text}
                  </span>
                ))}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("properties.summaryTotalUnits")}</dt>
          <dd className="font-medium text-slate-900">{s.totalUnits}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("properties.summaryUnitTypes")}</dt>
          <dd className="font-medium text-slate-900">{s.unitTypeCount}</dd>
        </div>
        <div className="col-span-2 sm:col-span-4">
          <dt className="text-slate-600">{t("properties.sizeRange")}</dt>
          <dd className="font-medium text-slate-900">
            {s.sizeRange ? t("properties.squareFeet", { size: s.sizeRange }) : t("common.emptyValue")}
          </dd>
        </div>
      </dl>
    </section>
  );
}
