import { monthLabel } from "@common/kampala-calendar";
import { formatMoney } from "@common/money";
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
