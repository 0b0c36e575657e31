/**
 * Which column of a bank's CSV export holds what. The eight banks name their columns differently ("Value Date",
 * "Narration", "Credit Amount", ...): the columns are guessed from the header by these names, compared without
 * case, spaces or punctuation, and the landlord's choice is remembered per bank.
 */

export const COLUMN_ROLES = ["date", "amount", "description", "reference", "balance"] as const;
export type ColumnRole = (typeof COLUMN_ROLES)[number];
/** A role's column: the header cell's text as the file has it. */
export type ColumnMapping = Partial<Record<ColumnRole, string>>;

/** A mapping as the API answers it (null for a column not used). */
export type MappingView = Record<"date" | "amount", string> &
  Record<"description" | "reference" | "balance", string | null>;

export function fromMappingView(view: MappingView | null | undefined): ColumnMapping {
  const mapping: ColumnMapping = {};
  if (view) for (const role of COLUMN_ROLES) if (view[role]) mapping[role] = view[role];
  return mapping;
}

export function toMappingView(
  mapping: Required<Pick<ColumnMapping, "date" | "amount">> & ColumnMapping,
): MappingView {
  return {
    date: mapping.date,
    amount: mapping.amount,
    description: mapping.description ?? null,
    reference: mapping.reference ?? null,
    balance: mapping.balance ?? null,
  };
}

/** Names a column goes by, the likeliest first. */
const ALIASES: Record<ColumnRole, readonly string[]> = {
  date: ["Date", "Value Date", "Transaction Date", "Posting Date", "Txn Date", "Trans Date", "Book Date"],
  amount: ["Credit", "Credit Amount", "Credits", "Deposit", "Deposits", "Money In", "Amount", "Cr"],
  description: [
    "Description",
    "Narration",
    "Narrative",
    "Details",
    "Particulars",
    "Transaction Details",
    "Remarks",
  ],
  reference: [
    "Reference",
    "Ref",
    "Ref No",
    "Reference No",
    "Reference Number",
    "Cheque No",
    "Transaction Ref",
    "Transaction Reference",
  ],
  balance: ["Balance", "Running Balance", "Closing Balance", "Ledger Balance", "Available Balance"],
};

/** A header cell longer than this is no column name (and never reaches a regular expression). */
const MAX_HEADER = 100;
/** The header is looked for in the first rows (exports often start with the account's name and period). */
export const HEADER_SEARCH_ROWS = 30;

/** "  Value_Date " → "value date". */
export function normalizeHeader(cell: string): string {
  if (cell.length > MAX_HEADER) return "";
  return cell
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** The index of the column called `name` (compared normalised) in `header`; -1 when there is none. */
export function columnIndex(header: readonly string[], name: string): number {
  const wanted = normalizeHeader(name);
  return wanted ? header.findIndex((h) => normalizeHeader(h) === wanted) : -1;
}

/**
 * The columns of `header` by their usual names: an exact name first, then a name followed by more words
 * ("Credit (UGX)", "Date Posted"). A column serves one role.
 */
export function guessMapping(header: readonly string[]): ColumnMapping {
  const names = header.map(normalizeHeader);
  const taken = new Set<number>();
  const mapping: ColumnMapping = {};
  for (const role of COLUMN_ROLES) {
    const aliases = ALIASES[role].map(normalizeHeader);
    let found = -1;
    for (const exact of [true, false]) {
      for (const alias of aliases) {
        found = names.findIndex(
          (n, i) => !taken.has(i) && n !== "" && (exact ? n === alias : n.startsWith(`${alias} `)),
        );
        if (found !== -1) break;
      }
      if (found !== -1) break;
    }
    if (found !== -1) {
      taken.add(found);
      mapping[role] = header[found]!;
    }
  }
  return mapping;
}

/** The first of the first rows that has the chosen (else guessed) date and amount columns; -1 when none has. */
export function headerRowIndex(rows: readonly (readonly string[])[], chosen: ColumnMapping = {}): number {
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS);
  const has = (row: readonly string[], role: "date" | "amount") =>
    chosen[role] ? columnIndex(row, chosen[role]) !== -1 : guessMapping(row)[role] !== undefined;
  for (let i = 0; i < limit; i++) {
    if (has(rows[i]!, "date") && has(rows[i]!, "amount")) return i;
  }
  return -1;
}

/**
 * The header row (exports often start with the account's name and period): the first row with the chosen date
 * and amount columns, else the first in which both can be guessed, else the first row.
 */
export function findHeaderRow(rows: readonly (readonly string[])[], chosen: ColumnMapping = {}): number {
  const withChosen = chosen.date || chosen.amount ? headerRowIndex(rows, chosen) : -1;
  return Math.max(withChosen !== -1 ? withChosen : headerRowIndex(rows), 0);
}

/** The column names of a statement file's header row, read from its first rows (the browser reads the head only). */
export function statementColumns(rows: readonly (readonly string[])[], chosen: ColumnMapping = {}): string[] {
  if (rows.length === 0) return [];
  return rows[findHeaderRow(rows, chosen)]!.filter((cell) => cell !== "" && cell.length <= MAX_HEADER);
}
