import { BarChart3 } from "lucide-react";
import { useId, useState } from "react";
import { PageHeading } from "@/components/layout/PageHeading";
import { EmptyState, ErrorState, ListSkeleton } from "@/components/page-states";
import { Field, Input, Select } from "@/components/ui/field";
import { useProperties } from "@/features/properties/use-properties";
import { todayInKampala } from "@/lib/format";
import { t } from "@/lib/i18n";
import { usePageTitle } from "@/lib/page-title";
import { LandlordPageShell } from "@/shells/LandlordPageShell";
import { type RangeChoice, rangeQuery, yearsOffered } from "./queries";
import {
  ArrearsSection,
  CollectionSection,
  IncomeSection,
  MaintenanceSection,
  OccupancySection,
} from "./ReportSections";

/**
 * /landlord-reports: the landlord's books as charts and tables (issue 32, section 5): one property or all, a range
 * by month or by year; the income statement, arrears ageing, collection rate, occupancy and maintenance cost.
 */
export default function ReportsPage() {
  usePageTitle(t("reports.title"));
  const id = useId();
  const today = todayInKampala();
  const properties = useProperties();
  const [propertyId, setPropertyId] = useState<number>();
  const [range, setRange] = useState<RangeChoice>("last12");
  const [asOf, setAsOf] = useState(today);
  const choice = { propertyId, ...rangeQuery(range, today) };
  const list = properties.data ?? [];

  return (
    <LandlordPageShell>
      <PageHeading title={t("reports.title")} subtitle={t("reports.subtitle")} />
      {properties.isPending ? (
        <ListSkeleton rows={3} label={t("reports.loading")} />
      ) : properties.isError ? (
        <ErrorState
          title={t("reports.loadFailed")}
          error={properties.error}
          onRetry={() => properties.refetch()}
          retrying={properties.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyState icon={<BarChart3 className="h-6 w-6" />} title={t("reports.noProperties")} />
      ) : (
        <div className="space-y-5">
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label={t("reports.propertyLabel")} htmlFor={`${id}-property`}>
              <Select
                id={`${id}-property`}
                value={propertyId ?? ""}
                onChange={(e) => setPropertyId(e.target.value ? Number(e.target.value) : undefined)}
              >
                <option value="">{t("reports.allProperties")}</option>
                {list.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t("reports.rangeLabel")} htmlFor={`${id}-range`}>
              <Select
                id={`${id}-range`}
                value={range}
                onChange={(e) => setRange(e.target.value as RangeChoice)}
              >
                <option value="last12">{t("reports.last12")}</option>
                {yearsOffered(today).map((y) => (
                  <option key={y} value={`year-${y}`}>
                    {t("reports.calendarYear", { year: String(y) })}
                  </option>
                ))}
                <option value="last5">{t("reports.last5")}</option>
              </Select>
            </Field>
            <Field label={t("reports.asOfLabel")} htmlFor={`${id}-asof`}>
              <Input
                id={`${id}-asof`}
                type="date"
                value={asOf}
                max={today}
                onChange={(e) => e.target.value && setAsOf(e.target.value)}
              />
            </Field>
          </div>
          <IncomeSection choice={choice} />
          <CollectionSection choice={choice} />
          <ArrearsSection key={`${propertyId}-${asOf}`} propertyId={propertyId} asOf={asOf} />
          <OccupancySection choice={choice} />
          <MaintenanceSection choice={choice} />
        </div>
      )}
    </LandlordPageShell>
  );
}
