import { literal } from "@common/i18n/message";
import { EXPENSE_CATEGORIES } from "@common/schemas/expenses";
import {
  AGEING_BUCKETS,
  INCOME_LINE_LABEL_KEYS,
  INCOME_LINES,
  type IncomeLine,
} from "@common/schemas/reports";
import { useState } from "react";
import { Chart } from "@/components/Chart";
import { CATEGORY_LABELS } from "@/features/expenses/labels";
import { formatDate } from "@/lib/format";
import { t } from "@/lib/i18n";
import { ArrearsTenants } from "./ArrearsTenants";
import { collectionChart, periodChart, rangeArgs } from "./charts";
import { BUCKET_LABELS, money, percent } from "./labels";
import {
  type ReportChoice,
  useArrearsReport,
  useCollectionReport,
  useIncomeReport,
  useMaintenanceReport,
  useOccupancyReport,
} from "./queries";
import { ReportCard } from "./ReportCard";

/** The five reports of /landlord-reports, each a chart and its table (issue 32, section 5). */

/** The chart and its table show the costliest units; the CSV lists every unit the answer holds. */
const MAINTENANCE_CHART_UNITS = 10;

export function IncomeSection({ choice }: { choice: ReportChoice }) {
  const result = useIncomeReport(choice);
  return (
    <ReportCard report="income" query={{ ...choice }} result={result} note={t("reports.noteIncome")}>
      {(r) => (
        <>
          <Chart
            kind="bar"
            label={t("reports.incomeChart", {
              ...rangeArgs(r.scope),
              collected: money(r.total.collected),
              spent: money(r.total.spent),
              net: money(r.total.net),
            })}
            {...periodChart(t("reports.income"), r.periods)}
            series={[
              { name: t("reports.collected"), values: r.periods.map((p) => p.collected) },
              { name: t("reports.spent"), values: r.periods.map((p) => p.spent) },
              { name: t("reports.net"), values: r.periods.map((p) => p.net) },
            ]}
            format={money}
            footer={[
              {
                label: t("reports.total"),
                cells: [r.total.collected, r.total.spent, r.total.net].map(money),
              },
            ]}
          />
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            {INCOME_LINES.map((l: IncomeLine) => (
              <Line key={l} label={t(INCOME_LINE_LABEL_KEYS[l])} value={money(r.total.income[l])} />
            ))}
            {EXPENSE_CATEGORIES.map((c) => (
              <Line key={c} label={t(CATEGORY_LABELS[c])} value={money(r.total.expenses[c])} />
            ))}
          </dl>
        </>
      )}
    </ReportCard>
  );
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3 border-b border-slate-100 py-1">
      <dt className="text-slate-600">{label}</dt>
      <dd className="tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}

export function CollectionSection({ choice }: { choice: ReportChoice }) {
  const result = useCollectionReport(choice);
  return (
    <ReportCard report="collection" query={{ ...choice }} result={result} note={t("reports.noteCollection")}>
      {(r) => (
        <Chart
          {...collectionChart(r)}
          footer={[{ label: t("reports.total"), cells: [percent(r.total.rateBps)] }]}
        />
      )}
    </ReportCard>
  );
}

export function ArrearsSection({ propertyId, asOf }: { propertyId?: number; asOf?: string }) {
  const [page, setPage] = useState(1);
  const result = useArrearsReport({ propertyId, asOf, page });
  return (
    <ReportCard report="arrears" query={{ propertyId, asOf }} result={result} note={t("reports.noteArrears")}>
      {(r) => (
        <>
          <Chart
            kind="bar"
            label={t("reports.arrearsChart", { asOf: formatDate(r.scope.asOf), total: money(r.total) })}
            caption={t("reports.arrears")}
            rowHeading={t("reports.daysPastDue")}
            labels={AGEING_BUCKETS.map((b) => t(BUCKET_LABELS[b]))}
            series={[{ name: t("reports.total"), values: AGEING_BUCKETS.map((b) => r.buckets[b]) }]}
            format={money}
            footer={[{ label: t("reports.total"), cells: [money(r.total)] }]}
          />
          <ArrearsTenants report={r} onPage={setPage} />
        </>
      )}
    </ReportCard>
  );
}

export function OccupancySection({ choice }: { choice: ReportChoice }) {
  const result = useOccupancyReport(choice);
  return (
    <ReportCard report="occupancy" query={{ ...choice }} result={result} note={t("reports.noteOccupancy")}>
      {(r) => {
        const last = r.periods.at(-1);
        return (
          <Chart
            kind="line"
            label={t("reports.occupancyChart", {
              ...rangeArgs(r.scope),
              occupied: last?.occupied ?? 0,
              units: last?.units ?? 0,
            })}
            {...periodChart(t("reports.occupancy"), r.periods)}
            series={[
              { name: t("reports.colOccupied"), values: r.periods.map((p) => p.occupied) },
              { name: t("reports.colUnits"), values: r.periods.map((p) => p.units) },
            ]}
            format={(n) => String(n)}
          />
        );
      }}
    </ReportCard>
  );
}

export function MaintenanceSection({ choice }: { choice: ReportChoice }) {
  const result = useMaintenanceReport(choice);
  return (
    <ReportCard
      report="maintenance"
      query={{ ...choice }}
      result={result}
      note={t("reports.noteMaintenance")}
    >
      {(r) => {
        const top = r.units.slice(0, MAINTENANCE_CHART_UNITS);
        return r.total.total === 0 ? (
          <p className="text-sm text-slate-600">{t("reports.noMaintenance")}</p>
        ) : (
          <>
            <Chart
              kind="bar"
              label={t("reports.maintenanceChart", {
                ...rangeArgs(r.scope),
                count: top.length,
                total: money(r.total.total),
              })}
              caption={t("reports.maintenance")}
              rowHeading={t("reports.colUnit")}
              labels={top.map((u) => literal(`${u.propertyName} ${u.unitNumber}`))}
              axisLabels={top.map((u) => u.unitNumber)}
              series={[
                { name: t("reports.colRequests"), values: top.map((u) => u.requests) },
                { name: t("reports.colRepairs"), values: top.map((u) => u.repairs) },
              ]}
              format={money}
              footer={[
                { label: t("reports.propertyWide"), cells: ["", money(r.propertyWide)] },
                { label: t("reports.total"), cells: [money(r.total.requests), money(r.total.repairs)] },
                {
                  label: t("reports.perUnit", { units: r.unitCount }),
                  cells: ["", r.perUnit === null ? "–" : money(r.perUnit)],
                },
              ]}
            />
            {r.unitsWithCosts > top.length && (
              <p className="text-sm text-slate-600">
                {t("reports.unitsShown", { shown: top.length, count: r.unitsWithCosts })}
              </p>
            )}
          </>
        );
      }}
    </ReportCard>
  );
}
