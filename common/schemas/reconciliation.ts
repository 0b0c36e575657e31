import { BANKS } from "../constants";
import { msg } from "../i18n/message";
import { z } from "./zod";

/** Bank statement reconciliation (issue 14): a landlord's CSV export, its credit lines, their leases. */

export const LINE_STATUSES = ["matched", "suggested", "unmatched", "confirmed", "ignored"] as const;
export type LineStatus = (typeof LINE_STATUSES)[number];
/** Lines still waiting for the landlord; only matched and suggested lines carry a lease to confirm. */
export const CONFIRMABLE: readonly LineStatus[] = ["matched", "suggested"];
export const UNDECIDED: readonly LineStatus[] = ["matched", "suggested", "unmatched"];
export const SKIP_REASONS = ["date", "amount", "fraction", "future"] as const;
export const MAX_CONFIRM_LINES = 200;
/** At most this many unreadable rows are listed in an import's answer (all are counted). */
export const MAX_SKIPPED_SHOWN = 20;

const MAX_COLUMN = 100;
/** A column's header; left out: remembered or guessed; empty: none (for the optional columns). */
const column = z
  .string()
  .max(MAX_COLUMN, { message: msg("validation.tooLong", { max: MAX_COLUMN }), abort: true })
  .trim()
  .optional();
/** Any text up to 100 characters: whether it is one of BANKS is the service's 400 UNKNOWN_BANK. */
const bank = z
  .string(msg("reconcile.bankRequired"))
  .max(100, { message: msg("reconcile.unknownBank"), abort: true })
  .trim()
  .min(1, msg("reconcile.bankRequired"));

/** The multipart form's text fields (the file is `file`); a column left out is remembered or guessed. */
export const statementImportFields = z.object({
  bank,
  dateColumn: column,
  amountColumn: column,
  descriptionColumn: column,
  referenceColumn: column,
  balanceColumn: column,
});
export type StatementImportFields = z.output<typeof statementImportFields>;

/** As the contract documents the form. */
export const statementImportForm = z.object({
  bank: z.enum(BANKS),
  file: z
    .string()
    .meta({ format: "binary" })
    .describe("The account's CSV export, at most 2 MB and 5,000 rows"),
  dateColumn: z
    .string()
    .optional()
    .describe("The header of the date column; remembered or guessed when left out"),
  amountColumn: z.string().optional().describe("The header of the credit (money in) column"),
  descriptionColumn: z.string().optional(),
  referenceColumn: z.string().optional(),
  balanceColumn: z.string().optional(),
});

export const columnMapping = z.object({
  date: z.string(),
  amount: z.string(),
  description: z.string().nullable(),
  reference: z.string().nullable(),
  balance: z.string().nullable(),
});
export type ColumnMappingView = z.infer<typeof columnMapping>;

export const statementMappingQuery = z.object({ bank });
export const statementMappingResponse = z.object({ mapping: columnMapping.nullable() });

export const lineCounts = z.object({
  matched: z.number(),
  suggested: z.number(),
  unmatched: z.number(),
  confirmed: z.number(),
  ignored: z.number(),
});
export type LineCounts = z.infer<typeof lineCounts>;

export const statementImportResult = z.object({
  statementId: z.string(),
  /** Credit lines in the file; new ones were stored, the others were imported before. */
  creditLines: z.number(),
  newLines: z.number(),
  alreadyImported: z.number(),
  /** Of the new lines. */
  matched: z.number(),
  suggested: z.number(),
  unmatched: z.number(),
  /** Rows of money in that could not be read (the first few), and how many there were. */
  skipped: z.array(z.object({ row: z.number(), reason: z.enum(SKIP_REASONS), value: z.string() })),
  skippedCount: z.number(),
  mapping: columnMapping,
});

export const statementSummary = z.object({
  id: z.string(),
  bank: z.string(),
  fileName: z.string(),
  createdAt: z.string(),
  creditLines: z.number(),
  newLines: z.number(),
  counts: lineCounts,
});
export type StatementSummary = z.infer<typeof statementSummary>;

export const statementListQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const statementListResponse = z.object({
  items: z.array(statementSummary),
  nextCursor: z.string().nullable(),
});

export const leaseChoice = z.object({
  id: z.string(),
  tenantName: z.string(),
  unitNumber: z.string(),
  propertyName: z.string(),
});
export type LeaseChoice = z.infer<typeof leaseChoice>;

export const statementLine = z.object({
  id: z.string(),
  valueDate: z.string(),
  amount: z.number(),
  description: z.string(),
  reference: z.string().nullable(),
  status: z.enum(LINE_STATUSES),
  /** The lease it was matched or suggested to, or confirmed for. */
  lease: leaseChoice.nullable(),
  /** Once confirmed: the receipt of the payment it credited or proved. */
  receiptNumber: z.number().nullable(),
});
export type StatementLineView = z.infer<typeof statementLine>;

export const statementLinesQuery = z.object({
  status: z.enum(LINE_STATUSES).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export const statementLinesResponse = z.object({
  statement: statementSummary,
  lines: z.array(statementLine),
  nextCursor: z.string().nullable(),
});

export const confirmLinesInput = z.object({
  lineIds: z
    .array(z.uuid(msg("reconcile.lineIdInvalid")), msg("reconcile.chooseLines"))
    .min(1, msg("reconcile.chooseLines"))
    .max(MAX_CONFIRM_LINES, msg("reconcile.tooManyLines", { max: MAX_CONFIRM_LINES })),
});
/** confirmed = credited (credited now) + linked (proves a payment credited before: recorded by the landlord). */
export const confirmLinesResult = z.object({
  confirmed: z.number(),
  credited: z.number(),
  linked: z.number(),
  /** Decided already (another tab, a double click), or with no lease to confirm for. */
  skipped: z.number(),
});

export const assignLineInput = z.object({ leaseId: z.uuid(msg("reconcile.leaseRequired")) });
/** credited: a new payment; else the line proves a payment recorded or proven before (its receipt). */
export const assignLineResult = z.object({
  credited: z.boolean(),
  receiptNumber: z.number().nullable(),
});
