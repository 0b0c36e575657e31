import type { MessageKey } from "@common/i18n/keys";
import { monthLabel } from "@common/kampala-calendar";
import { formatMoney } from "@common/money";
import type { AgeingBucket, ReportName } from "@common/schemas/reports";
import { currentLocale, t } from "@/lib/i18n";

/** How the reports write their periods and figures on screen. */

/** 'March 2025' for a month, '2025' for a year. */
export const periodLabel = (key: string) => (key.length === 7 ? monthLabel(key, currentLocale()) : key);
/** 'Mar 25' on a chart's axis. */
export const axisLabel = (key: string) =>
  key.length === 7 ? `${monthLabel(key, currentLocale()).slice(0, 3)} ${key.slice(2, 4)}` : key;

export const money = (n: number) => formatMoney(n);
export const percent = (bps: number | null) =>
  bps === null ? t("reports.noRate") : `${(bps / 100).toFixed(1)}%`;

/** The catalogue's keys written out whole: the build puts a message beside the code that names its key. */
export const REPORT_TITLES: Record<ReportName, MessageKey> = {
  income: "reports.income",
  collection: "reports.collection",
  arrears: "reports.arrears",
  occupancy: "reports.occupancy",
  maintenance: "reports.maintenance",
};
export const BUCKET_LABELS: Record<AgeingBucket, MessageKey> = {
  days0to30: "reports.days0to30",
  days31to60: "reports.days31to60",
  days61to90: "reports.days61to90",
  over90: "reports.over90",
};
