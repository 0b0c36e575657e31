import { CURRENCIES, type Currency } from "@common/constants";
import { formatMoney } from "@common/money";
import type { UnitTypeInput } from "@common/schemas/properties";

export interface UnitTypeSummary {
  /** "USh 500,000 – USh 1,500,000" per currency used, in the order of CURRENCIES. */
  priceRanges: { currency: Currency; text: string }[];
  totalUnits: number;
  unitTypeCount: number;
  /** "450 – 1,200" (square feet), or null without unit types. */
  sizeRange: string | null;
}

const range = (values: number[], format: (n: number) => string) => {
  const min = Math.min(...values);
  const max = Math.max(...values);
  return min === max ? format(min) : `${format(min)} – ${format(max)}`;
};

const sqft = new Intl.NumberFormat("en-UG");

/** The add-property summary box: price range per currency, total units, unit type count, size range. */
export function summarizeUnitTypes(unitTypes: UnitTypeInput[]): UnitTypeSummary {
  const priceRanges = CURRENCIES.flatMap((currency) => {
    const prices = unitTypes.filter((u) => (u.rentCurrency ?? "UGX") === currency).map((u) => u.rentPrice);
    return prices.length ? [{ currency, text: range(prices, (n) => formatMoney(n, currency)) }] : [];
  });
  return {
    priceRanges,
    totalUnits: unitTypes.reduce((sum, u) => sum + Math.max(0, u.quantity), 0),
    unitTypeCount: unitTypes.length,
    sizeRange: unitTypes.length
      ? range(
          unitTypes.map((u) => u.sqft),
          (n) => sqft.format(n),
        )
      : null,
  };
}
