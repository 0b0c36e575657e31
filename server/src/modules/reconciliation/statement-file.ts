import { createHash } from "node:crypto";

/**
 * The credit lines of a bank statement's rows, read by the chosen columns. Pure: no database, no clock.
 *
 * - Dates are read day first, as Ugandan banks write them (05/03/2026 is the 5th of March).
 * - Amounts are whole shillings: "1,200,000.00", "UGX 1,200,000", "1 200 000" and "1200000 CR" are credits;
 *   blank, zero, negative, "(500)" and "500 DR" are not (debits are not rent). An amount with cents other than
 *   .00 is not rounded: the line is left out and reported (`fraction`), so the ledger never differs from the bank.
 * - A line's fingerprint is its normalised date, amount, description, reference and balance, plus how many
 *   identical lines came before it in the file: two deposits of the same amount with the same narration on one
 *   day are two lines, and the same line in a later, overlapping export has the same fingerprint.
 */

export interface StatementColumns {
  date: number;
  amount: number;
  description?: number;
  reference?: number;
  balance?: number;
}

export interface CreditLine {
  /** 1-based among the file's rows (blank rows not counted). */
  row: number;
  valueDate: string;
  amount: number;
  description: string;
  reference: string | null;
  fingerprint: string;
}

export type SkipReason = "date" | "amount" | "fraction" | "future";

export interface SkippedRow {
  row: number;
  reason: SkipReason;
  /** The cell that could not be read (at most 40 characters). */
  value: string;
}

export const MAX_DESCRIPTION = 500;
export const MAX_REFERENCE = 100;
/** Longer date or amount cells are unreadable without a look (no pattern sees them). */
const MAX_VALUE = 40;

/** English month names, as bank exports write them ("05 March 2026", "05-Mar-2026"). */
export const MONTH_NAMES =
  "january february march april may june july august september october november december".split(" ");
const MONTHS = MONTH_NAMES.map((m) => m.slice(0, 3));

/** "Mar", "March", "Sept" → 3; anything else → 0. */
function monthNumber(name: string): number {
  const lower = name.toLowerCase();
  const i = MONTHS.indexOf(lower.slice(0, 3));
  if (i === -1) return 0;
  return lower.length === 3 || MONTH_NAMES[i]!.startsWith(lower) || lower === "sept" ? i + 1 : 0;
}

function isoDay(year: number, month: number, day: number): string | null {
  const y = year < 100 ? 2000 + year : year;
  if (y < 2000 || y > 2099 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const iso = `${y}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  const at = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === iso ? iso : null;
}

const ISO = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T\s].*)?$/;
const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?:\s.*)?$/;
const DAY_MONTH_NAME = /^(\d{1,2})[\s-]+([A-Za-z]{3,9})[\s,-]+(\d{4}|\d{2})(?:\s.*)?$/;

/**
 * A statement's date as 'YYYY-MM-DD': 2026-03-05, 05/03/2026, 05-03-2026, 05.03.2026, 05-Mar-2026,
 * 05 March 2026, 5/3/26 (day first; a time after the date is ignored). Null for anything else.
 */
export function parseStatementDate(raw: string): string | null {
  const s = raw.trim();
  if (s.length === 0 || s.length > MAX_VALUE) return null;
  let m = ISO.exec(s);
  if (m) return isoDay(Number(m[1]), Number(m[2]), Number(m[3]));
  m = DAY_FIRST.exec(s);
  if (m) return isoDay(Number(m[3]), Number(m[2]), Number(m[1]));
  m = DAY_MONTH_NAME.exec(s);
  if (m) return isoDay(Number(m[3]), monthNumber(m[2]!), Number(m[1]));
  return null;
}

export type AmountCell =
  | { kind: "credit"; amount: number }
  | { kind: "none" }
  | { kind: "skip"; reason: SkipReason };

const CURRENCY = /^(?:UGX|USHS?|SHS|UGSHS?)\.?\s*|\s*(?:UGX|USHS?|SHS|UGSHS?)$/g;
const NUMBER = /^\d{1,13}(?:\.\d{1,2})?$/;

/**
 * A credit column's cell: a credit in whole shillings, `none` (blank, zero, negative or marked DR: not money in)
 * or `skip` (money in that cannot be read, or has cents).
 */
export function parseCreditAmount(raw: string): AmountCell {
  let s = raw.trim().toUpperCase();
  if (s === "" || s === "-") return { kind: "none" };
  if (s.length > MAX_VALUE) return { kind: "skip", reason: "amount" };
  s = s.replace(CURRENCY, "").trim();
  if (s.endsWith("DR")) return { kind: "none" };
  if (s.endsWith("CR")) s = s.slice(0, -2).trim();
  if (s.startsWith("-") || s.endsWith("-") || (s.startsWith("(") && s.endsWith(")"))) return { kind: "none" };
  if (s.startsWith("+")) s = s.slice(1);
  s = s.replace(/[\s\u00a0\u202f']/g, "");
  // "1200000,00": a decimal comma; otherwise commas group thousands.
  s = /^\d+,\d{1,2}$/.test(s) ? s.replace(",", ".") : s.replace(/,/g, "");
  if (!NUMBER.test(s)) return { kind: "skip", reason: "amount" };
  const [whole, cents = ""] = s.split(".");
  if (/[1-9]/.test(cents)) return { kind: "skip", reason: "fraction" };
  const amount = Number(whole);
  return amount > 0 ? { kind: "credit", amount } : { kind: "none" };
}

/** Upper case, one space between words: how texts are compared and fingerprinted. */
export const normalizeText = (s: string) => s.toUpperCase().replace(/\s+/g, " ").trim();

export function fingerprintOf(
  line: { valueDate: string; amount: number; description: string; reference: string | null },
  balance: string,
  occurrence: number,
): string {
  const key = [
    line.valueDate,
    String(line.amount),
    normalizeText(line.description),
    normalizeText(line.reference ?? ""),
    balance.replace(/[\s,]/g, "").toUpperCase(),
    String(occurrence),
  ].join("\u001f");
  return createHash("sha256").update(key).digest("hex");
}

/** The credit lines of the rows after the header row, and the rows of money in that could not be read. */
export function creditLines(
  rows: readonly (readonly string[])[],
  headerIndex: number,
  columns: StatementColumns,
  /** The last day a line may have (today): money cannot have arrived later. */
  latest = "9999-12-31",
): { lines: CreditLine[]; skipped: SkippedRow[] } {
  const lines: CreditLine[] = [];
  const skipped: SkippedRow[] = [];
  const seen = new Map<string, number>();
  const cell = (row: readonly string[], i: number | undefined) => (i === undefined ? "" : (row[i] ?? ""));
  for (let r = headerIndex + 1; r < rows.length; r++) {
    const row = rows[r]!;
    const amountCell = cell(row, columns.amount);
    const amount = parseCreditAmount(amountCell);
    if (amount.kind === "none") continue;
    if (amount.kind === "skip") {
      skipped.push({ row: r + 1, reason: amount.reason, value: amountCell.slice(0, MAX_VALUE) });
      continue;
    }
    const dateCell = cell(row, columns.date);
    const valueDate = parseStatementDate(dateCell);
    if (!valueDate) {
      skipped.push({ row: r + 1, reason: "date", value: dateCell.slice(0, MAX_VALUE) });
      continue;
    }
    if (valueDate > latest) {
      skipped.push({ row: r + 1, reason: "future", value: dateCell.slice(0, MAX_VALUE) });
      continue;
    }
    const line = {
      valueDate,
      amount: amount.amount,
      description: cell(row, columns.description).replace(/\s+/g, " ").slice(0, MAX_DESCRIPTION),
      reference: cell(row, columns.reference).replace(/\s+/g, " ").slice(0, MAX_REFERENCE) || null,
    };
    const balance = cell(row, columns.balance);
    const identity = fingerprintOf(line, balance, 0);
    const occurrence = (seen.get(identity) ?? 0) + 1;
    seen.set(identity, occurrence);
    lines.push({ row: r + 1, ...line, fingerprint: fingerprintOf(line, balance, occurrence) });
  }
  return { lines, skipped };
}
