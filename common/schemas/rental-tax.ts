import { msg } from "../i18n/message";
import { z } from "./zod";

/** The landlord's URA rental income tax estimate for a year of income (issue 32, section 6; decision 0064). */

export const TAXPAYER_KINDS = ["individual", "non_individual"] as const;
export const taxpayerKind = z.enum(TAXPAYER_KINDS);
export type TaxpayerKind = (typeof TAXPAYER_KINDS)[number];

const BAD_YEAR = msg("rental-tax.badYear");
export const rentalTaxQuery = z.object({
  /** The calendar year the year of income starts in (2025 = 1 July 2025 to 30 June 2026); the current one if none. */
  year: z.coerce.number({ error: BAD_YEAR }).int(BAD_YEAR).min(2000, BAD_YEAR).max(2100, BAD_YEAR).optional(),
  /** Taxed as: the landlord's account type says which, unless they look at the other. */
  as: taxpayerKind.optional(),
});
export type RentalTaxQuery = z.input<typeof rentalTaxQuery>;

export const rentalTaxView = z.object({
  year: z.object({
    label: z.string(),
    startYear: z.number(),
    /** First and last day. */
    start: z.string(),
    end: z.string(),
    ended: z.boolean(),
  }),
  /** The years of income an estimate can be made for (those with known rules, up to the current one). */
  years: z.array(z.number()),
  taxpayer: taxpayerKind,
  /** What the landlord's account says (individual, or company: non_individual). */
  accountTaxpayer: taxpayerKind,
  landlordName: z.string(),
  tin: z.string().nullable(),
  /** Rent received per property in the year, in UGX (deposits held are not income). */
  properties: z.array(
    z.object({ id: z.number(), name: z.string(), location: z.string(), received: z.number() }),
  ),
  /** Rent received in other currencies: not in the estimate; URA wants it in UGX at the day's rate. */
  otherCurrencies: z.array(z.object({ currency: z.string(), amount: z.number() })),
  estimate: z.object({
    grossIncome: z.number(),
    expenses: z.number(),
    allowedExpenses: z.number(),
    carriedForward: z.number(),
    threshold: z.number(),
    chargeableIncome: z.number(),
    rateBps: z.number(),
    taxDue: z.number(),
  }),
  deadlines: z.object({ provisional: z.string(), final: z.string() }),
  /** The first year of income of the rules the estimate uses ('2022-07-01'). */
  rulesFrom: z.string(),
});
export type RentalTaxView = z.infer<typeof rentalTaxView>;
