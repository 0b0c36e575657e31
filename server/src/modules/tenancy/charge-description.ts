import { monthLabel } from "../../../../common/kampala-calendar";
import type { Translator } from "../../platform/i18n";

/** 'Rent for November 2026' in the reader's language. */
export const rentChargeDescription = (tr: Translator, period: string) =>
  tr.t("rent.chargeDescription", { month: monthLabel(period, tr.locale) });

/**
 * A charge's description in the reader's language: a rent charge is put into words from its period, so rows
 * stored in another language read right too; any other charge shows the description it was given (a pet's
 * charges store a message, and pet rent gets its month from its period).
 */
export function chargeDescription(
  tr: Translator,
  charge: { kind: string; period: string | null; description: string },
): string {
  return charge.kind === "rent" && charge.period
    ? rentChargeDescription(tr, charge.period)
    : tr.text(
        charge.description,
        charge.period ? { month: monthLabel(charge.period, tr.locale) } : undefined,
      );
}
