import { CURRENCIES } from "../constants";
import { msg } from "../i18n/message";
import { dayWithin, INT4_MAX, monthWithin, text } from "./shared";
import { z } from "./zod";

/** A landlord's expenses of a property (issue 32, section 4). */

/** What the money went on; the income statement and the rental tax group by these. */
export const EXPENSE_CATEGORIES = [
  "repairs",
  "utilities",
  "wages",
  "security",
  "cleaning",
  "insurance",
  "taxes_fees",
  "other",
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

/** A trillion shillings: more than any building costs; a larger figure is a typing slip (the table checks it too). */
export const MAX_EXPENSE_AMOUNT = 1_000_000_000_000;
export const MAX_EXPENSE_PAYEE = 100;
export const MAX_EXPENSE_NOTE = 500;

const AMOUNT_INVALID = msg("expenses.amountInvalid");
const PROPERTY_REQUIRED = msg("expenses.propertyRequired");

/** The amount in whole shillings: a form sends it as text, JSON as a number. */
export const expenseAmount = z.coerce
  .number(AMOUNT_INVALID)
  .int(AMOUNT_INVALID)
  .positive(AMOUNT_INVALID)
  .max(MAX_EXPENSE_AMOUNT, AMOUNT_INVALID);

/** An optional id sent as text by a form: empty is none. */
const optionalFormId = (message: string) =>
  z
    .union([z.literal(""), z.coerce.number(message).int(message).positive(message).max(INT4_MAX, message)])
    .optional()
    .transform((v) => (v === "" || v === undefined ? null : v));

/** The fields of an expense, as a multipart form sends them (text) or JSON. */
export const expenseFields = z.object({
  propertyId: z.coerce
    .number(PROPERTY_REQUIRED)
    .int(PROPERTY_REQUIRED)
    .positive(PROPERTY_REQUIRED)
    .max(INT4_MAX, PROPERTY_REQUIRED),
  unitId: optionalFormId(msg("expenses.unitInvalid")),
  category: z.enum(EXPENSE_CATEGORIES, msg("expenses.categoryInvalid")),
  amount: expenseAmount,
  spentOn: dayWithin("expense", msg("expenses.dateInvalid"), { late: msg("expenses.dateFuture") }),
  payee: text(MAX_EXPENSE_PAYEE, msg("expenses.payeeRequired")),
  note: text(MAX_EXPENSE_NOTE).optional().default(""),
});
export type ExpenseFields = z.output<typeof expenseFields>;

/** A maintenance request's cost, recorded by its landlord: an expense of category repairs of its unit. */
export const maintenanceCostFields = z.object({
  amount: expenseAmount,
  spentOn: dayWithin("expense", msg("expenses.dateInvalid"), { late: msg("expenses.dateFuture") }),
  payee: text(MAX_EXPENSE_PAYEE, msg("expenses.payeeRequired")),
  note: text(MAX_EXPENSE_NOTE).optional().default(""),
});
export type MaintenanceCostFields = z.output<typeof maintenanceCostFields>;

const receiptPart = z.string().meta({ format: "binary" }).describe("PNG, JPEG, WebP or PDF, at most 10 MB");

/** As the contract documents the multipart forms. */
export const expenseForm = z.object({
  propertyId: z.string(),
  unitId: z.string().optional(),
  category: z.enum(EXPENSE_CATEGORIES),
  amount: z.string().describe("Whole UGX (no minor unit), more than 0"),
  spentOn: z.string().describe("YYYY-MM-DD, within the last two years, not in the future"),
  payee: z.string(),
  note: z.string().optional(),
  receipt: receiptPart.optional(),
});
export const maintenanceCostForm = z.object({
  amount: z.string().describe("Whole UGX, more than 0"),
  spentOn: z.string().describe("YYYY-MM-DD"),
  payee: z.string(),
  note: z.string().optional(),
  receipt: receiptPart.optional(),
});

/** The whole expense as one revision keeps it. */
export interface ExpenseSnapshot {
  propertyId: number;
  unitId: number | null;
  category: ExpenseCategory;
  amount: number;
  currency: (typeof CURRENCIES)[number];
  spentOn: string;
  payee: string;
  note: string;
  receiptContentType: string | null;
  maintenanceRequestId: string | null;
}

export const expenseListQuery = z.object({
  propertyId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  category: z.enum(EXPENSE_CATEGORIES).optional(),
  month: monthWithin("expense", msg("expenses.monthInvalid")).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});
export type ExpenseListQuery = z.output<typeof expenseListQuery>;

const snapshotSchema = z.object({
  propertyId: z.number(),
  unitId: z.number().nullable(),
  category: z.enum(EXPENSE_CATEGORIES),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  spentOn: z.string(),
  payee: z.string(),
  note: z.string(),
  receiptContentType: z.string().nullable(),
  maintenanceRequestId: z.string().nullable(),
});

export const expense = z.object({
  id: z.uuid(),
  propertyId: z.number(),
  propertyName: z.string(),
  unitId: z.number().nullable(),
  unitNumber: z.string().nullable(),
  category: z.enum(EXPENSE_CATEGORIES),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  spentOn: z.string(),
  payee: z.string(),
  note: z.string(),
  receipt: z.enum(["image", "pdf"]).nullable(),
  maintenanceRequestId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Expense = z.infer<typeof expense>;

export const categoryTotal = z.object({
  category: z.enum(EXPENSE_CATEGORIES),
  amount: z.number(),
  count: z.number(),
});
export type CategoryTotal = z.infer<typeof categoryTotal>;

export const expenseList = z.object({
  items: z.array(expense),
  nextCursor: z.string().nullable(),
  /** Every expense the filter matches (not only this page): the month's total when a month is chosen. */
  totals: z.object({ amount: z.number(), count: z.number(), byCategory: z.array(categoryTotal) }),
});

export const expenseRevision = z.object({
  revision: z.number(),
  action: z.enum(["created", "edited", "deleted"]),
  at: z.string(),
  actorName: z.string().nullable(),
  snapshot: snapshotSchema,
});
export const expenseHistory = z.object({ items: z.array(expenseRevision) });
