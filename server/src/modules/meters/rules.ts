import { msg } from "../../../../common/i18n/message";
import { MILLI, type Pricing } from "../../../../common/meters/kinds";

/**
 * The rules of utilities by sub-meter (decision 0063): who may be charged for a meter, what a reading used, and
 * what it costs. Pure: the service applies them inside its transaction.
 */

/**
 * Landlord and Tenant Act 2022, s.12(1): the tenant is liable for electricity, gas, oil and similar services that
 * are separately metered; the rest is the landlord's (s.13). Only a meter of one unit (its own meter) may be
 * charged to that unit's tenant: a shared meter (no unit) never is, whatever its tariff.
 */
export function s12Chargeable(meter: { unitId: number | null }): boolean {
  return meter.unitId !== null;
}

/** The refusal of anything that would bill a tenant for a meter that is not their unit's own (s.12). */
export const S12_REFUSAL = msg("meters.s12SharedMeter");

export type Consumption =
  | { kind: "baseline" }
  | { kind: "used"; milli: number }
  | { kind: "lower"; previousMilli: number };

/**
 * What a reading used, in thousandths: the value less the same meter's previous reading. A meter's first reading
 * (a new meter, or one that replaced another) is its baseline and uses nothing; a value below the previous one
 * is refused by the caller ("lower").
 */
export function consumptionOf(previousMilli: number | null, valueMilli: number): Consumption {
  if (previousMilli === null) return { kind: "baseline" };
  if (valueMilli < previousMilli) return { kind: "lower", previousMilli };
  return { kind: "used", milli: valueMilli - previousMilli };
}

/**
 * What a reading costs in whole UGX. Per unit: consumption × tariff, rounded half up to the shilling (UGX has no
 * smaller coin; integer arithmetic, so 0.5 is never a float's 0.4999). Flat: the flat amount for each reading
 * after the baseline. The baseline costs nothing.
 */
export function readingAmount(pricing: Pricing, tariffUgx: number, consumption: Consumption): number {
  if (consumption.kind !== "used") return 0;
  if (pricing === "flat") return tariffUgx;
  const thousandths = BigInt(consumption.milli) * BigInt(tariffUgx);
  return Number((thousandths + BigInt(MILLI / 2)) / BigInt(MILLI));
}

/** Days from a reading's date to its charge's due date: a month's bill, like NWSC's, is paid within two weeks. */
export const UTILITY_DUE_DAYS = 14;
