import { msg } from "../../../../../common/i18n/message";
import { addDays, kampalaDayStart, kampalaToday } from "../../../../../common/kampala-calendar";
import type { RentalTaxQuery, RentalTaxView } from "../../../../../common/schemas/rental-tax";
import type { DbOrTx } from "../../../db/client";
import type { SessionUser } from "../../../platform/auth/session";
import { badRequest } from "../../../platform/errors";
import { expenseTotalsByCategory } from "../../expenses";
import { incomeByProperty, landlordOf, propertiesOf } from "../queries";
import {
  estimateTax,
  RENTAL_TAX_REGIMES,
  regimeOf,
  returnDeadlines,
  type TaxpayerKind,
  type TaxYear,
  taxYear,
  taxYearOf,
} from "../rules";

const FIRST_YEAR = Number(RENTAL_TAX_REGIMES[0]!.from.slice(0, 4));

/** The years of income an estimate can be made for: from the first known regime to the current year. */
export function offeredYears(today = kampalaToday()): number[] {
  const current = taxYearOf(today).startYear;
  return Array.from({ length: Math.max(0, current - FIRST_YEAR + 1) }, (_, i) => current - i);
}

/** The year asked for (the current one by default); a year with no known rules, or not begun, is refused. */
export function chosenYear(year: number | undefined, today = kampalaToday()): TaxYear {
  const chosen = year === undefined ? taxYearOf(today) : taxYear(year);
  if (!regimeOf(chosen)) {
    const m = msg("rental-tax.noRules", { first: taxYear(FIRST_YEAR).label });
    throw badRequest("VALIDATION_ERROR", m, { year: m });
  }
  if (chosen.start > today) {
    const m = msg("rental-tax.notStarted");
    throw badRequest("VALIDATION_ERROR", m, { year: m });
  }
  return chosen;
}

export const instantsOf = (year: TaxYear) => ({
  start: kampalaDayStart(year.start),
  end: kampalaDayStart(year.end),
});

/**
 * The landlord's rental income tax estimate for a year of income (their own properties only: every query is
 * scoped to the caller). Gross income is the rent received in the year, by the day it was paid, less what of it
 * went to security deposits; payments in other currencies are shown apart and left out.
 */
export async function readRentalTax(
  deps: { db: DbOrTx },
  caller: SessionUser,
  query: { year?: number; as?: TaxpayerKind },
  today = kampalaToday(),
): Promise<RentalTaxView> {
  const year = chosenYear(query.year, today);
  const regime = regimeOf(year)!;
  const [landlord, owned] = await Promise.all([
    landlordOf(deps.db, caller.id),
    propertiesOf(deps.db, caller.id),
  ]);
  const accountTaxpayer: TaxpayerKind = landlord?.accountType === "company" ? "non_individual" : "individual";
  const taxpayer = query.as ?? accountTaxpayer;
  const lastDay = addDays(year.end, -1);
  const [income, expenses] = await Promise.all([
    incomeByProperty(
      deps.db,
      caller.id,
      owned.map((p) => p.id),
      instantsOf(year),
    ),
    // A non-individual deducts the year's expenses (within the cap); an individual deducts none.
    taxpayer === "non_individual"
      ? expenseTotalsByCategory(deps.db, caller.id, { from: year.start, to: lastDay }).then((e) => e.total)
      : 0,
  ]);
  const ugx = new Map<number, number>();
  const other = new Map<string, number>();
  for (const row of income) {
    if (row.currency === "UGX") ugx.set(row.propertyId, (ugx.get(row.propertyId) ?? 0) + row.received);
    else other.set(row.currency, (other.get(row.currency) ?? 0) + row.received);
  }
  const properties = owned.map((p) => ({ ...p, received: ugx.get(p.id) ?? 0 }));
  const gross = properties.reduce((sum, p) => sum + p.received, 0);
  return {
    year: {
      label: year.label,
      startYear: year.startYear,
      start: year.start,
      end: lastDay,
      ended: year.end <= today,
    },
    years: offeredYears(today),
    taxpayer,
    accountTaxpayer,
    landlordName: landlord?.companyName || landlord?.name || "",
    tin: landlord?.tin ?? null,
    properties,
    otherCurrencies: [...other].map(([currency, amount]) => ({ currency, amount })),
    estimate: estimateTax(regime, taxpayer, gross, expenses),
    deadlines: returnDeadlines(year, taxpayer),
    rulesFrom: regime.from,
  };
}

export type { RentalTaxQuery };
