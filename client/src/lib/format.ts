/** Dates and times: `date` columns as calendar days, timestamps in Africa/Kampala, in the language on screen. */

import { KAMPALA_TZ, kampalaDay } from "@common/kampala-calendar";
import { currentLocale, t } from "@/lib/i18n";

const TZ = KAMPALA_TZ;

/**
 * A date format made the first time it is used, not when its module loads: each first Intl.DateTimeFormat of a
 * locale loads that locale's and the time zone's data, tens of milliseconds on a phone, before the page can show.
 */
export function lazyDateFormat(locale: string, options: Intl.DateTimeFormatOptions): (at: Date) => string {
  let f: Intl.DateTimeFormat | undefined;
  return (at) => {
    f ??= new Intl.DateTimeFormat(locale, options);
    return f.format(at);
  };
}

const DAY: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric" };
const STAMP: Intl.DateTimeFormatOptions = { ...DAY, hour: "2-digit", minute: "2-digit" };

/**
 * The date formats of the language on screen: Swahili's own (sw-UG); English and Luganda as en-UG, Luganda with
 * its month names from the catalogue (Chromium has no Luganda date data: Intl would write English months).
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(options: Intl.DateTimeFormatOptions, timeZone: string, at: Date): string {
  const locale = currentLocale();
  const key = `${locale}|${timeZone}|${options.hour ? "stamp" : "day"}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale === "sw" ? "sw-UG" : "en-UG", { ...options, timeZone });
    formats.set(key, f);
  }
  if (locale !== "lg") return f.format(at);
  const month = Number(new Intl.DateTimeFormat("en-US", { month: "numeric", timeZone }).format(at));
  return f
    .formatToParts(at)
    .map((p) => (p.type === "month" ? t(MONTH_KEYS[month - 1]!) : p.value))
    .join("");
}
const MONTH_KEYS = [
  "common.month1",
  "common.month2",
  "common.month3",
  "common.month4",
  "common.month5",
  "common.month6",
  "common.month7",
  "common.month8",
  "common.month9",
  "common.month10",
  "common.month11",
  "common.month12",
] as const;

/** "2025-03-01" → "1 Mar 2025" (a calendar date: no time zone shift). Other text is returned as it is. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "—";
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return value;
  return formatIn(DAY, "UTC", new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
}

/** A timestamp as a day in Kampala ("1 Mar 2025"). */
export function formatStampDay(value: string): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : formatIn(DAY, TZ, d);
}

/** A timestamp in Kampala time ("1 Mar 2025, 14:05"). */
export function formatDateTime(value: string): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : formatIn(STAMP, TZ, d);
}

/** "just now", "5 min ago", "3 h ago", "yesterday", "2 days ago"; a week or older: the Kampala date and time. */
export function formatRelative(value: string, now: number = Date.now()): string {
  const at = new Date(value).getTime();
  if (Number.isNaN(at)) return value;
  const minutes = Math.round((now - at) / 60_000);
  if (minutes < 1) return t("auth.relativeJustNow");
  if (minutes < 60) return t("auth.relativeMinutes", { minutes });
  const hours = Math.round(minutes / 60);
  if (hours < 24) return t("auth.relativeHours", { hours });
  const days = Math.round(hours / 24);
  if (days < 7) return t("auth.relativeDays", { days });
  return formatDateTime(value);
}

/** Today in Kampala as YYYY-MM-DD. */
export function todayInKampala(now: Date = new Date()): string {
  return kampalaDay(now);
}

/** The last day of a one-year lease starting on `start` (YYYY-MM-DD): 2025-03-01 → 2026-02-28. */
export function oneYearLeaseEnd(start: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(start);
  if (!m) return "";
  const d = new Date(Date.UTC(Number(m[1]) + 1, Number(m[2]) - 1, Number(m[3]) - 1));
  return d.toISOString().slice(0, 10);
}

/** A date column ("2026-03-01") or a timestamp, as a day in Kampala ("1 Mar 2026"). */
export function formatDay(value: string | null | undefined): string {
  if (!value) return "—";
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : formatStampDay(value);
}

/** A timestamp in Kampala with the time ("1 Mar 2026, 14:05"); a bare date without one. */
export function formatWhen(value: string | null | undefined): string {
  if (!value) return "—";
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : formatDateTime(value);
}
