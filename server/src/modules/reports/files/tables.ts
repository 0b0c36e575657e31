import { monthLabel } from "../../../../../common/kampala-calendar";
import { EXPENSE_CATEGORIES } from "../../../../../common/schemas/expenses";
import {
  AGEING_BUCKETS,
  type ArrearsReport,
  type CollectionReport,
  INCOME_LINE_LABEL_KEYS,
  INCOME_LINES,
  type IncomeReport,
  type MaintenanceReport,
  type OccupancyReport,
} from "../../../../../common/schemas/reports";
import type { Translator } from "../../../platform/i18n";

/** A report's figures as tables, the same for its CSV and its PDF. */
export type Cell = string | number | null;
export type CellKind = "text" | "money" | "count" | "percent";
export interface Column {
  label: string;
  kind: CellKind;
}
export interface Table {
  heading?: string;
  columns: Column[];
  rows: Cell[][];
}

export const periodLabel = (key: string, tr: Translator) =>
  key === "total" ? tr.t("reports.total") : key.length === 7 ? monthLabel(key, tr.locale) : key;

/** Basis points as a percent with one decimal ('97.5'); null stays empty. */
export const percentOf = (bps: number | null) => (bps === null ? null : (bps / 100).toFixed(1));

const money = (label: string): Column => ({ label, kind: "money" });

/** The income statement: every line and category per period (CSV), and the totals and net per period (PDF). */
export function incomeTables(r: IncomeReport, tr: Translator) {
  const lines = INCOME_LINES.map((l) => tr.t(INCOME_LINE_LABEL_KEYS[l]));
  const categories = EXPENSE_CATEGORIES.map((c) => tr.t(`expenses.category_${c}`));
  const all = [...r.periods, r.total];
  const wide: Table = {
    columns: [
      { label: tr.t("reports.colPeriod"), kind: "text" },
      ...lines.map(money),
      money(tr.t("reports.collected")),
      ...categories.map(money),
      money(tr.t("reports.spent")),
      money(tr.t("reports.net")),
    ],
    rows: all.map((p) => [
      periodLabel(p.key, tr),
      ...INCOME_LINES.map((l) => p.income[l]),
      p.collected,
      ...EXPENSE_CATEGORIES.map((c) => p.expenses[c]),
      p.spent,
      p.net,
    ]),
  };
  const t = r.total;
  const totals: Table = {
    heading: tr.t("reports.total"),
    columns: [{ label: tr.t("reports.colLine"), kind: "text" }, money(tr.t("reports.colAmount"))],
    rows: [
      ...INCOME_LINES.map((l, i) => [lines[i]!, t.income[l]]),
      [tr.t("reports.collected"), t.collected],
      ...EXPENSE_CATEGORIES.map((c, i) => [categories[i]!, t.expenses[c]]),
      [tr.t("reports.spent"), t.spent],
      [tr.t("reports.net"), t.net],
    ],
  };
  const byPeriod: Table = {
    heading: tr.t("reports.colPeriod"),
    columns: [
      { label: tr.t("reports.colPeriod"), kind: "text" },
      money(tr.t("reports.collected")),
      money(tr.t("reports.spent")),
      money(tr.t("reports.net")),
    ],
    rows: all.map((p) => [periodLabel(p.key, tr), p.collected, p.spent, p.net]),
  };
  return { csv: [wide], pdf: [totals, byPeriod] };
}

export function collectionTable(r: CollectionReport, tr: Translator): Table {
  return {
    columns: [
      { label: tr.t("reports.colPeriod"), kind: "text" },
      money(tr.t("reports.due")),
      money(tr.t("reports.collected")),
      { label: `${tr.t("reports.rate")} (%)`, kind: "percent" },
    ],
    rows: [...r.periods, r.total].map((p) => [
      periodLabel(p.key, tr),
      p.due,
      p.collected,
      percentOf(p.rateBps),
    ]),
  };
}

export function arrearsTables(r: ArrearsReport, tr: Translator): Table[] {
  const buckets = AGEING_BUCKETS.map((b) => money(tr.t(`reports.${b}`)));
  return [
    {
      columns: [{ label: tr.t("reports.colPeriod"), kind: "text" }, ...buckets, money(tr.t("reports.total"))],
      rows: [[tr.t("reports.total"), ...AGEING_BUCKETS.map((b) => r.buckets[b]), r.total]],
    },
    {
      heading: tr.t("reports.colTenant"),
      columns: [
        { label: tr.t("reports.colTenant"), kind: "text" },
        { label: tr.t("reports.colProperty"), kind: "text" },
        { label: tr.t("reports.colUnit"), kind: "text" },
        ...buckets,
        money(tr.t("reports.total")),
      ],
      rows: r.tenants.map((x) => [
        x.tenantName,
        x.propertyName,
        x.unitNumber,
        ...AGEING_BUCKETS.map((b) => x.buckets[b]),
        x.total,
      ]),
    },
  ];
}

export function occupancyTable(r: OccupancyReport, tr: Translator): Table {
  return {
    columns: [
      { label: tr.t("reports.colPeriod"), kind: "text" },
      { label: tr.t("reports.colDay"), kind: "text" },
      { label: tr.t("reports.colUnits"), kind: "count" },
      { label: tr.t("reports.colOccupied"), kind: "count" },
      { label: `${tr.t("reports.colOccupancy")} (%)`, kind: "percent" },
    ],
    rows: r.periods.map((p) => [periodLabel(p.key, tr), p.day, p.units, p.occupied, percentOf(p.rateBps)]),
  };
}

export function maintenanceTable(r: MaintenanceReport, tr: Translator): Table {
  return {
    columns: [
      { label: tr.t("reports.colProperty"), kind: "text" },
      { label: tr.t("reports.colUnit"), kind: "text" },
      money(tr.t("reports.colRequests")),
      money(tr.t("reports.colRepairs")),
      money(tr.t("reports.total")),
    ],
    rows: [
      ...r.units.map((u) => [u.propertyName, u.unitNumber, u.requests, u.repairs, u.total]),
      [tr.t("reports.propertyWide"), "", null, null, r.propertyWide],
      [tr.t("reports.total"), "", r.total.requests, r.total.repairs, r.total.total],
      [tr.t("reports.perUnit", { units: r.unitCount }), "", null, null, r.perUnit],
    ],
  };
}
