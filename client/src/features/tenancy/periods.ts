import { addMonths } from "@common/kampala-calendar";

/** The periods the statement offers at one tap (Kampala days; each ends today). */
export const PRESET_PERIODS = ["thisMonth", "last3Months", "thisYear"] as const;
export type PresetPeriod = (typeof PRESET_PERIODS)[number];
export type PeriodChoice = PresetPeriod | "custom";

/** The first and last day of a preset period on `today` ('YYYY-MM-DD'). */
export function presetRange(period: PresetPeriod, today: string): { from: string; to: string } {
  const monthStart = `${today.slice(0, 7)}-01`;
  if (period === "thisMonth") return { from: monthStart, to: today };
  if (period === "last3Months") return { from: addMonths(monthStart, -2), to: today };
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}
