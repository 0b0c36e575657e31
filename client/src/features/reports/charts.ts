import type { Message } from "@common/i18n/message";
import type { CollectionReport, IncomeReport } from "@common/schemas/reports";
import type { ChartProps } from "@/components/Chart";
import { formatDate } from "@/lib/format";
import { t } from "@/lib/i18n";
import { axisLabel, money, percent, periodLabel } from "./labels";

/** The first and last day of a report's range, as its charts' sentences name them. */
export const rangeArgs = (scope: { from: string; to: string }) => ({
  from: formatDate(scope.from),
  to: formatDate(scope.to),
});

/** What every chart of a report's periods shares: its caption, the period column and the periods' labels. */
export const periodChart = (caption: Message, periods: { key: string }[]) => ({
  caption,
  rowHeading: t("reports.colPeriod"),
  labels: periods.map((p) => periodLabel(p.key)),
  axisLabels: periods.map((p) => axisLabel(p.key)),
});

/** The collection rate by period, on the dashboard and in its report. */
export const collectionChart = (r: CollectionReport): ChartProps => ({
  kind: "line",
  label: t("reports.collectionChart", { ...rangeArgs(r.scope), rate: percent(r.total.rateBps) }),
  ...periodChart(t("reports.collection"), r.periods),
  series: [
    {
      name: t("reports.rate"),
      values: r.periods.map((p) => (p.rateBps === null ? null : p.rateBps / 100)),
    },
  ],
  format: (v) => `${v.toFixed(1)}%`,
});

/** Net income by period, on the dashboard. */
export const netChart = (r: IncomeReport): ChartProps => ({
  kind: "bar",
  label: t("reports.netChart", { ...rangeArgs(r.scope), net: money(r.total.net) }),
  ...periodChart(t("reports.net"), r.periods),
  series: [{ name: t("reports.net"), values: r.periods.map((p) => p.net) }],
  format: money,
});
