import type { ReportPeriod } from "@common/schemas/reports";
import { todayInKampala } from "@/lib/format";
import { useApiQuery } from "@/lib/query";

/** What the landlord picked: a property (or all), a range, and the day arrears are aged at. */
export interface ReportChoice {
  propertyId?: number;
  period: ReportPeriod;
  from: string;
  to: string;
}

const monthsBack = (month: string, n: number) => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - n, 1));
  return d.toISOString().slice(0, 7);
};

/** The ranges offered: the last 12 months, each of the last five calendar years by month, five years by year. */
export type RangeChoice = "last12" | "last5" | `year-${number}`;
export function rangeQuery(choice: RangeChoice, today = todayInKampala()): Omit<ReportChoice, "propertyId"> {
  const month = today.slice(0, 7);
  if (choice === "last12") return { period: "month", from: monthsBack(month, 11), to: month };
  if (choice === "last5") return { period: "year", from: `${Number(month.slice(0, 4)) - 4}-01`, to: month };
  const year = choice.slice(5);
  return { period: "month", from: `${year}-01`, to: year === month.slice(0, 4) ? month : `${year}-12` };
}
export const yearsOffered = (today = todayInKampala()) =>
  Array.from({ length: 5 }, (_, i) => Number(today.slice(0, 4)) - i);

export const useIncomeReport = (q: ReportChoice) => useApiQuery("reports.income", { query: q });
export const useCollectionReport = (q: ReportChoice) => useApiQuery("reports.collection", { query: q });
export const useOccupancyReport = (q: ReportChoice) => useApiQuery("reports.occupancy", { query: q });
export const useMaintenanceReport = (q: ReportChoice) => useApiQuery("reports.maintenance", { query: q });
export const useArrearsReport = (q: { propertyId?: number; asOf?: string; page: number }) =>
  useApiQuery("reports.arrears", { query: q });
