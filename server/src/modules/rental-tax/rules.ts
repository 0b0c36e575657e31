import { addDays, addMonths } from "../../../../common/kampala-calendar";
import type { TaxpayerKind } from "../../../../common/schemas/rental-tax";

/**
 * Uganda's rental income tax, the one place its rules live (issue 32, section 6; decision 0064). Each figure
 * names its source; the research behind them is ../shared/research/act-tax-utilities-peers.md, section 2. Finance
 * Acts change these: a new regime is a new entry of RENTAL_TAX_REGIMES with the year it applies from, and the
 * years before the first entry get no estimate (a refusal that says so) rather than a guess.
 */

export type { TaxpayerKind };

export interface RentalTaxRegime {
  /** The first day of the first year of income it applies to (a 1 July). */
  from: string;
  /** Individuals: this share of gross rental income above the threshold; no expense is deducted. */
  individual: { rateBps: number; thresholdUgx: number };
  /** Companies, partnerships, trusts: this share of rental income less expenses, expenses at most capBps of it. */
  nonIndividual: { rateBps: number; expenseCapBps: number };
}

export const RENTAL_TAX_REGIMES: readonly RentalTaxRegime[] = [
  {
    // Income Tax (Amendment) Act 2022, from the year of income 2022/23. Individuals 12% of gross rental income
    // above UGX 2,820,000 a year, no deductions: harvestuganda.net "Computation of Rental Tax in Uganda –
    // FY2023-2024"; sebageneralservices.com/articles/1; monitor.co.ug 5237570 (PwC). Non-individuals 30%, expenses
    // capped at 50% of rental income (the cap was 75% before): sebageneralservices.com; orbitax.com news 49356.
    from: "2022-07-01",
    individual: { rateBps: 1_200, thresholdUgx: 2_820_000 },
    nonIndividual: { rateBps: 3_000, expenseCapBps: 5_000 },
  },
];

/** The year of income runs 1 July to 30 June (URA; democonsults.com due-date table, "URA – April 2020"). */
export const TAX_YEAR_START_MONTH = 7;

/**
 * When returns are due, in months from the start of the year of income (provisional) or from its end (final):
 * an individual's provisional rental return within 3 months of the start (30 September), a non-individual's within
 * 6; the final return within 6 months after the year (31 December). Sources: democonsults.com due-date table;
 * ripplenami.co.ug/for-landlords; regfollower.com (URA guidance, 22 Jan 2021).
 */
export const PROVISIONAL_RETURN_MONTHS: Record<TaxpayerKind, number> = { individual: 3, non_individual: 6 };
export const FINAL_RETURN_MONTHS_AFTER_YEAR = 6;

/** The landlord is told this many days before each return is due (issue 32, section 6). */
export const RETURN_NOTICE_DAYS = 14;

export interface TaxYear {
  /** '2025/26' */
  label: string;
  /** The calendar year it starts in. */
  startYear: number;
  /** First day, and the day after the last (1 July of the next year). */
  start: string;
  end: string;
}

export function taxYear(startYear: number): TaxYear {
  const start = `${startYear}-0${TAX_YEAR_START_MONTH}-01`;
  return {
    label: `${startYear}/${String((startYear + 1) % 100).padStart(2, "0")}`,
    startYear,
    start,
    end: addMonths(start, 12),
  };
}

/** The year of income a day falls in. */
export function taxYearOf(day: string): TaxYear {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return taxYear(month >= TAX_YEAR_START_MONTH ? year : year - 1);
}

/** The regime of a year of income, or null for a year before the first one known here. */
export function regimeOf(year: TaxYear): RentalTaxRegime | null {
  let found: RentalTaxRegime | null = null;
  for (const r of RENTAL_TAX_REGIMES) if (r.from <= year.start) found = r;
  return found;
}

/** The last day to file each return of a year of income. */
export function returnDeadlines(year: TaxYear, kind: TaxpayerKind): { provisional: string; final: string } {
  return {
    provisional: addDays(addMonths(year.start, PROVISIONAL_RETURN_MONTHS[kind]), -1),
    final: addDays(addMonths(year.end, FINAL_RETURN_MONTHS_AFTER_YEAR), -1),
  };
}

/** The day the landlord is told of a deadline. */
export const noticeDay = (deadline: string) => addDays(deadline, -RETURN_NOTICE_DAYS);

/** A share in basis points of a whole-shilling amount, rounded half up to a whole shilling. */
const share = (amount: number, bps: number) => Math.floor((amount * bps + 5_000) / 10_000);

export interface TaxEstimate {
  grossIncome: number;
  /** Expenses recorded in the year (non-individuals), what of them is allowed, and what is carried forward. */
  expenses: number;
  allowedExpenses: number;
  carriedForward: number;
  /** Threshold deducted (individuals). */
  threshold: number;
  chargeableIncome: number;
  rateBps: number;
  taxDue: number;
}

/** The tax of a year of income on its gross rental income (and, for a non-individual, its expenses). */
export function estimateTax(
  regime: RentalTaxRegime,
  kind: TaxpayerKind,
  grossIncome: number,
  expenses: number,
): TaxEstimate {
  if (kind === "individual") {
    const { rateBps, thresholdUgx } = regime.individual;
    const chargeable = Math.max(0, grossIncome - thresholdUgx);
    return {
      grossIncome,
      expenses: 0,
      allowedExpenses: 0,
      carriedForward: 0,
      threshold: thresholdUgx,
      chargeableIncome: chargeable,
      rateBps,
      taxDue: share(chargeable, rateBps),
    };
  }
  const { rateBps, expenseCapBps } = regime.nonIndividual;
  const allowed = Math.min(expenses, share(grossIncome, expenseCapBps));
  const chargeable = Math.max(0, grossIncome - allowed);
  return {
    grossIncome,
    expenses,
    allowedExpenses: allowed,
    carriedForward: expenses - allowed,
    threshold: 0,
    chargeableIncome: chargeable,
    rateBps,
    taxDue: share(chargeable, rateBps),
  };
}

export type TaxReturn = "provisional" | "final";

/**
 * The returns whose notice falls due by `today`: from RETURN_NOTICE_DAYS before the deadline to the deadline
 * itself (a job that missed the day still tells the landlord in time). The years looked at are the current year
 * of income (its provisional return) and the one before (its final return, and a non-individual's provisional).
 */
export function returnsToNotify(
  today: string,
  kind: TaxpayerKind,
): { taxReturn: TaxReturn; year: TaxYear; deadline: string }[] {
  const current = taxYearOf(today);
  const due: { taxReturn: TaxReturn; year: TaxYear; deadline: string }[] = [];
  for (const year of [taxYear(current.startYear - 1), current]) {
    if (!regimeOf(year)) continue;
    const deadlines = returnDeadlines(year, kind);
    for (const taxReturn of ["provisional", "final"] as const) {
      const deadline = deadlines[taxReturn];
      if (noticeDay(deadline) <= today && today <= deadline) due.push({ taxReturn, year, deadline });
    }
  }
  return due;
}
