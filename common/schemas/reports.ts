import type { MessageKey } from "../i18n/keys";
import { msg } from "../i18n/message";
import { EXPENSE_CATEGORIES } from "./expenses";
import { dayWithin, INT4_MAX, monthWithin } from "./shared";
import { z } from "./zod";

/**
 * The landlord's books as reports (issue 32, section 5; decision 0065): income statement, arrears ageing,
 * collection rate, occupancy, maintenance cost per unit. Whole UGX; how each figure is counted is decision 0065.
 */

export const REPORTS = ["income", "collection", "arrears", "occupancy", "maintenance"] as const;
export type ReportName = (typeof REPORTS)[number];

export const REPORT_PERIODS = ["month", "year"] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** The longest range a report covers: five years of months. */
export const MAX_REPORT_MONTHS = 60;

/** Money collected, by what it paid: the income kinds' groups, and credit not yet applied to any charge. */
export const INCOME_LINES = ["rent", "pets", "recurring", "utility", "other", "unapplied"] as const;
export type IncomeLine = (typeof INCOME_LINES)[number];
/** Each income line's name in the catalogue, on the screen and in the report's files alike. */
export const INCOME_LINE_LABEL_KEYS = {
  rent: "reports.lineRent",
  pets: "reports.linePets",
  recurring: "reports.lineRecurring",
  utility: "reports.lineUtility",
  other: "reports.lineOther",
  unapplied: "reports.lineUnapplied",
} as const satisfies Record<IncomeLine, MessageKey>;

/** Days past due of an open amount: 0–30, 31–60, 61–90, over 90. */
export const AGEING_BUCKETS = ["days0to30", "days31to60", "days61to90", "over90"] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** Tenants in arrears per page of the ageing report. */
export const ARREARS_PAGE_SIZE = 50;
/** Units listed by the maintenance report (the costliest first); the totals count them all. */
export const MAINTENANCE_UNITS_SHOWN = 100;

const BAD_PROPERTY = msg("reports.badProperty");
const BAD_MONTH = msg("reports.badMonth");
const BAD_DAY = msg("reports.badDay");
const BAD_PAGE = msg("reports.badPage");

const propertyId = z.coerce
  .number({ error: BAD_PROPERTY })
  .int(BAD_PROPERTY)
  .positive(BAD_PROPERTY)
  .max(INT4_MAX, BAD_PROPERTY)
  .optional();

const rangeFields = {
  /** One of the landlord's properties; all of them when left out. */
  propertyId,
  /** Figures per month, or per calendar year. */
  period: z.enum(REPORT_PERIODS, { error: msg("reports.badPeriod") }).default("month"),
  /** The first and last month (both included); the last twelve months when left out. */
  from: monthWithin("reportMonth", BAD_MONTH).optional(),
  to: monthWithin("reportMonth", BAD_MONTH).optional(),
};

type Range = { from?: string; to?: string };
/** The range's own checks: `from` not after `to`, and at most five years. */
function checkRange(q: Range, ctx: z.RefinementCtx) {
  if (!q.from || !q.to) return;
  const months = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7));
  if (q.from > q.to) ctx.addIssue({ code: "custom", path: ["from"], message: msg("reports.fromAfterTo") });
  else if (months(q.to) - months(q.from) + 1 > MAX_REPORT_MONTHS)
    ctx.addIssue({
      code: "custom",
      path: ["from"],
      message: msg("reports.rangeTooLong", { years: MAX_REPORT_MONTHS / 12 }),
    });
}

export const reportQuery = z.object(rangeFields).superRefine(checkRange);
export type ReportQuery = z.input<typeof reportQuery>;

const arrearsFields = {
  propertyId,
  /** The day the arrears are aged at (its end); today when left out. */
  asOf: dayWithin("reportDay", BAD_DAY).optional(),
};
export const arrearsQuery = z.object({
  ...arrearsFields,
  page: z.coerce.number({ error: BAD_PAGE }).int(BAD_PAGE).min(1, BAD_PAGE).max(10_000, BAD_PAGE).default(1),
});
export type ArrearsQuery = z.input<typeof arrearsQuery>;

/** A download of any report: the range's fields and the ageing day (each report reads its own). */
export const reportFileParams = z.object({ report: z.enum(REPORTS, { error: msg("reports.badReport") }) });
export const reportFileQuery = z.object({ ...rangeFields, ...arrearsFields }).superRefine(checkRange);
export type ReportFileQuery = z.output<typeof reportFileQuery>;

/** What a report covers: one property or all the landlord's, and the range. */
export const reportScope = z.object({
  propertyId: z.number().nullable(),
  /** The property's name; null for all. */
  propertyName: z.string().nullable(),
  landlordName: z.string(),
  /** First and last day. */
  from: z.string(),
  to: z.string(),
  period: z.enum(REPORT_PERIODS),
});
export type ReportScope = z.infer<typeof reportScope>;

/** One month ('2026-03') or year ('2026') of a report, with its first and last day inside the range. */
const periodFields = { key: z.string(), from: z.string(), to: z.string() };

const incomeFigures = z.object({
  ...periodFields,
  /** Collected by what it paid (decision 0065); `collected` is their sum. */
  income: z.object(
    Object.fromEntries(INCOME_LINES.map((l) => [l, z.number()])) as Record<IncomeLine, z.ZodNumber>,
  ),
  collected: z.number(),
  /** Expenses by category (every category, zero when none); `spent` is their sum. */
  expenses: z.object(
    Object.fromEntries(EXPENSE_CATEGORIES.map((c) => [c, z.number()])) as Record<
      (typeof EXPENSE_CATEGORIES)[number],
      z.ZodNumber
    >,
  ),
  spent: z.number(),
  net: z.number(),
});
export type IncomeFigures = z.infer<typeof incomeFigures>;
export const incomeReport = z.object({
  scope: reportScope,
  periods: z.array(incomeFigures),
  total: incomeFigures,
});
export type IncomeReport = z.infer<typeof incomeReport>;

const collectionFigures = z.object({
  ...periodFields,
  due: z.number(),
  collected: z.number(),
  /** collected ÷ due in basis points (10000 = 100%); null when nothing fell due. */
  rateBps: z.number().nullable(),
});
export type CollectionFigures = z.infer<typeof collectionFigures>;
export const collectionReport = z.object({
  scope: reportScope,
  periods: z.array(collectionFigures),
  total: collectionFigures,
});
export type CollectionReport = z.infer<typeof collectionReport>;

const buckets = z.object(
  Object.fromEntries(AGEING_BUCKETS.map((b) => [b, z.number()])) as Record<AgeingBucket, z.ZodNumber>,
);
export type Buckets = z.infer<typeof buckets>;
export const arrearsReport = z.object({
  scope: reportScope.extend({ asOf: z.string() }),
  buckets,
  total: z.number(),
  /** Tenancies owing, the largest debt first: one page of them. */
  tenants: z.array(
    z.object({
      leaseId: z.string(),
      tenantName: z.string(),
      propertyName: z.string(),
      unitNumber: z.string(),
      buckets,
      total: z.number(),
    }),
  ),
  tenantCount: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ArrearsReport = z.infer<typeof arrearsReport>;

const occupancyFigures = z.object({
  ...periodFields,
  /** The day counted: the period's last day, or today for the running one. */
  day: z.string(),
  units: z.number(),
  occupied: z.number(),
  rateBps: z.number().nullable(),
});
export type OccupancyFigures = z.infer<typeof occupancyFigures>;
export const occupancyReport = z.object({ scope: reportScope, periods: z.array(occupancyFigures) });
export type OccupancyReport = z.infer<typeof occupancyReport>;

const maintenanceFigures = z.object({
  /** Costs of maintenance requests (decision 0060), and other repairs recorded for the unit. */
  requests: z.number(),
  repairs: z.number(),
  total: z.number(),
});
export const maintenanceReport = z.object({
  scope: reportScope,
  /** The costliest units first (at most MAINTENANCE_UNITS_SHOWN). */
  units: z.array(
    maintenanceFigures.extend({ unitId: z.number(), propertyName: z.string(), unitNumber: z.string() }),
  ),
  /** How many units had a cost in the range. */
  unitsWithCosts: z.number(),
  /** Repairs recorded for a property and no unit. */
  propertyWide: z.number(),
  /** Every unit's and the property-wide costs. */
  total: maintenanceFigures,
  /** The units of the scope, and the total over them (rounded to the shilling); null without units. */
  unitCount: z.number(),
  perUnit: z.number().nullable(),
});
export type MaintenanceReport = z.infer<typeof maintenanceReport>;
