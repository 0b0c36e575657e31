/**
 * Utilities by sub-meter (issue 32 section 3, decision 0063), shared by server and client: what a meter measures
 * and how its readings are priced. Readings are stored exactly, as integer thousandths of the meter's unit.
 */

export const UTILITIES = ["water", "electricity"] as const;
export type Utility = (typeof UTILITIES)[number];

export const MEASURES = ["m3", "kWh"] as const;
export type Measure = (typeof MEASURES)[number];

/** A utility's unit of measure: NWSC water meters count cubic metres, UEDCL electricity meters kilowatt-hours. */
export const MEASURE_OF: Record<Utility, Measure> = { water: "m3", electricity: "kWh" };

/** per_unit: the tariff in whole UGX per m³ or kWh; flat: the tariff is the whole amount of each reading period. */
export const PRICINGS = ["per_unit", "flat"] as const;
export type Pricing = (typeof PRICINGS)[number];

export const DISPUTE_STATUSES = ["open", "corrected", "rejected"] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** Thousandths in one unit: a reading of 1,216.4 m³ is stored as 1,216,400. */
export const MILLI = 1000;
/** The largest reading the app takes: 99,999,999.999 (more digits than any domestic meter has). */
export const MAX_READING_MILLI = 99_999_999_999;
/** The largest tariff or flat amount, in UGX: far above any NWSC or UEDCL tariff (a few thousand a unit). */
export const MAX_TARIFF_UGX = 10_000_000;

/**
 * A reading typed as text ("1216.4", "1,216.40") in thousandths, exactly (never through a float); null for
 * anything that is not a non-negative number with at most three decimals within MAX_READING_MILLI.
 */
export function parseReading(text: string): number | null {
  const clean = text.trim().replace(/[,\s]/g, "");
  if (clean.length > 20) return null;
  const m = /^(\d{1,11})(?:\.(\d{1,3}))?$/.exec(clean);
  if (!m) return null;
  const milli = Number(m[1]) * MILLI + Number((m[2] ?? "").padEnd(3, "0"));
  return milli <= MAX_READING_MILLI ? milli : null;
}

/** Thousandths as the decimal a meter shows, with at least one decimal ("1216.4", "1204.0", "0.125"). */
export function readingText(milli: number): string {
  const whole = Math.floor(milli / MILLI);
  const frac = String(milli % MILLI)
    .padStart(3, "0")
    .replace(/0+$/, "");
  return `${whole}.${frac || "0"}`;
}
