/**
 * Days counted from today in Kampala, as a date input takes them (YYYY-MM-DD). Every date a person enters has a
 * range counted from today (common/date-ranges.ts): journeys type dates relative to today, so they keep passing.
 */
export function dayFromToday(days) {
  const KAMPALA_OFFSET_MS = 3 * 3_600_000;
  return new Date(Date.now() + KAMPALA_OFFSET_MS + days * 86_400_000).toISOString().slice(0, 10);
}
