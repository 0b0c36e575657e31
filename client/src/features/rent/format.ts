import { formatDate, formatDateTime, formatStampDay } from "@/features/landlord-dashboard/format";

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
