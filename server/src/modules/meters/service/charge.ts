import { type Message, msg } from "../../../../../common/i18n/message";
import { addDays } from "../../../../../common/kampala-calendar";
import { type Measure, readingText, type Utility } from "../../../../../common/meters/kinds";

import { type NewCharge, periodOf, sourceKey } from "../../tenancy";
import type { MeterRow, ReadingRow } from "../queries";
import { type Consumption, readingAmount, UTILITY_DUE_DAYS } from "../rules";

/** How a reading becomes a utility charge on the tenancy account (decision 0063). */

export const UTILITY_NAME: Record<Utility, Message> = {
  water: msg("meters.utilityWater"),
  electricity: msg("meters.utilityElectricity"),
};
export const MEASURE_NAME: Record<Measure, Message> = {
  m3: msg("meters.measureM3"),
  kWh: msg("meters.measureKWh"),
};

/** What a reading of `value` after `previous` uses and costs at the meter's current pricing. */
export function priceOf(meter: Pick<MeterRow, "pricing" | "tariff">, consumption: Consumption) {
  return {
    consumption: consumption.kind === "used" ? consumption.milli : null,
    amount: readingAmount(meter.pricing, meter.tariff, consumption),
  };
}

/** The charge of a priced reading: 'Water: 12.4 m³ (1204.0 → 1216.4)', due UTILITY_DUE_DAYS after the reading. */
export function utilityCharge(
  lease: { id: string; propertyId: number },
  meter: Pick<MeterRow, "utility" | "measure">,
  reading: Pick<ReadingRow, "id" | "value" | "consumption" | "amount" | "readOn">,
): NewCharge {
  const used = reading.consumption ?? 0;
  return {
    leaseId: lease.id,
    propertyId: lease.propertyId,
    kind: "utility",
    sourceKey: sourceKey.utility(reading.id),
    period: periodOf(reading.readOn),
    description: msg("meters.chargeDescription", {
      utility: UTILITY_NAME[meter.utility],
      consumption: readingText(used),
      measure: MEASURE_NAME[meter.measure],
      from: readingText(reading.value - used),
      to: readingText(reading.value),
    }),
    amount: reading.amount,
    currency: "UGX",
    dueDate: addDays(reading.readOn, UTILITY_DUE_DAYS),
  };
}

export type ChargedLease = { id: string; propertyId: number; tenantId: string | null; currency: string };

/** Whether a reading's amount is posted: a lease to charge (queries.leaseToCharge) and something to pay. */
export const chargeable = (lease: ChargedLease | null, amount: number): lease is ChargedLease =>
  lease !== null && amount > 0;
