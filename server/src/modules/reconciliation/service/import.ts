import type { z } from "zod";
import { BANKS } from "../../../../../common/constants";
import { msg } from "../../../../../common/i18n/message";
import { kampalaToday } from "../../../../../common/kampala-calendar";
import { MAX_STATEMENT_BYTES, MAX_STATEMENT_ROWS, parseCsv } from "../../../../../common/reconciliation/csv";
import {
  COLUMN_ROLES,
  type ColumnMapping,
  type ColumnRole,
  columnIndex,
  findHeaderRow,
  fromMappingView,
  guessMapping,
  toMappingView,
} from "../../../../../common/reconciliation/mapping";
import {
  MAX_SKIPPED_SHOWN,
  type StatementImportFields,
  type statementImportResult,
} from "../../../../../common/schemas/reconciliation";
import type { AppDeps } from "../../../deps";
import { AppError, badRequest } from "../../../platform/errors";
import { leaseStandingsOf } from "../../tenancy";
import { type MatchLease, matchIndex, matchLine } from "../matching";
import {
  insertNewLines,
  insertStatement,
  mappingOf,
  matchableLeases,
  saveMapping,
  setNewLines,
} from "../queries";
import { type CreditLine, creditLines, type StatementColumns } from "../statement-file";

type ImportResult = z.infer<typeof statementImportResult>;

/** One of the eight banks, or 400 UNKNOWN_BANK. */
export function requireBank(bank: string): string {
  if ((BANKS as readonly string[]).includes(bank)) return bank;
  const message = msg("reconcile.unknownBank");
  throw badRequest("UNKNOWN_BANK", message, { bank: message });
}

const notCsv = () => badRequest("NOT_A_CSV", msg("reconcile.notCsv"), { file: msg("reconcile.notCsv") });

/**
 * The file's text. A statement is text: a NUL byte, a PDF, a spreadsheet (a ZIP) or many control characters is
 * not one. UTF-8 when it decodes as such, else Windows-1252 (older bank exports).
 */
function statementText(bytes: Buffer): string {
  if (bytes.length > MAX_STATEMENT_BYTES)
    throw new AppError(413, "FILE_TOO_LARGE", msg("reconcile.fileTooLarge"), {
      file: msg("reconcile.fileTooLarge"),
    });
  if (bytes.length === 0)
    throw badRequest("EMPTY_FILE", msg("reconcile.emptyFile"), { file: msg("reconcile.emptyFile") });
  const head = bytes.subarray(0, 4096);
  if (
    bytes.includes(0) ||
    head.subarray(0, 4).toString("latin1") === "%PDF" ||
    (head[0] === 0x50 && head[1] === 0x4b)
  )
    throw notCsv();
  let control = 0;
  for (const b of head) if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) control++;
  if (control > head.length / 100) throw notCsv();
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** A file name to show: no folders, no control characters, at most 120 characters. */
function displayName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const clean = [...base]
    .filter((c) => c >= " " && c !== "\u007f")
    .join("")
    .trim()
    .slice(0, 120);
  return clean || "statement.csv";
}

const ROLE_FIELD: Record<ColumnRole, keyof StatementImportFields> = {
  date: "dateColumn",
  amount: "amountColumn",
  description: "descriptionColumn",
  reference: "referenceColumn",
  balance: "balanceColumn",
};

/** "Date, Narration, Debit": the header as a 400 names it (the first 15 columns, each cut to 40 characters). */
const columnList = (header: readonly string[]) =>
  header
    .filter((h) => h !== "")
    .slice(0, 15)
    .map((h) => h.slice(0, 40))
    .join(", ");

function missingColumn(role: ColumnRole, header: readonly string[], name?: string): AppError {
  const field = ROLE_FIELD[role];
  const columns = columnList(header);
  if (role === "date" || role === "amount") {
    const message = msg(role === "date" ? "reconcile.noDateColumn" : "reconcile.noAmountColumn", { columns });
    return badRequest(role === "date" ? "NO_DATE_COLUMN" : "NO_AMOUNT_COLUMN", message, { [field]: message });
  }
  const message = msg("reconcile.unknownColumn", { column: (name ?? "").slice(0, 40), columns });
  return badRequest("UNKNOWN_COLUMN", message, { [field]: message });
}

/**
 * Each role's column: the one the form names (an empty name: none, for the optional roles), else the one
 * remembered for the bank when this file has it, else the guess. The date and amount columns are required.
 */
function resolveColumns(header: readonly string[], fields: StatementImportFields, saved: ColumnMapping) {
  const guessed = guessMapping(header);
  const columns: Partial<Record<ColumnRole, number>> = {};
  const mapping: ColumnMapping = {};
  for (const role of COLUMN_ROLES) {
    const asked = fields[ROLE_FIELD[role]] as string | undefined;
    let index = -1;
    if (asked) {
      index = columnIndex(header, asked);
      if (index === -1) throw missingColumn(role, header, asked);
    } else if (asked === undefined || role === "date" || role === "amount") {
      const fromSaved = saved[role] ? columnIndex(header, saved[role]) : -1;
      index = fromSaved !== -1 ? fromSaved : guessed[role] ? columnIndex(header, guessed[role]) : -1;
    }
    if (index === -1) {
      if (role === "date" || role === "amount") throw missingColumn(role, header);
      continue;
    }
    columns[role] = index;
    mapping[role] = header[index]!;
  }
  return {
    columns: columns as StatementColumns,
    mapping: mapping as Required<Pick<ColumnMapping, "date" | "amount">> & ColumnMapping,
  };
}

/** The landlord's leases as the matching rules see them, with what each owes today. */
async function leasesToMatch(deps: Pick<AppDeps, "db">, landlordId: string): Promise<MatchLease[]> {
  const rows = await matchableLeases(deps.db, landlordId);
  const current = rows.filter((r) => r.status !== "ended");
  const standings = await leaseStandingsOf(deps.db, current, kampalaToday());
  return rows.map((r) => ({
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    paymentReference: r.paymentReference,
    monthlyRent: r.monthlyRent,
    balance: standings.get(r.id)?.balance ?? 0,
    current: r.status !== "ended",
  }));
}

/**
 * POST /api/landlord/statements: reads the CSV, matches its credit lines to the landlord's leases and stores
 * those not imported before (the fingerprint is unique per landlord and bank, so an overlapping statement adds
 * only its new lines, even when two uploads race). The columns used are remembered for the bank.
 */
export async function importStatement(
  deps: Pick<AppDeps, "db">,
  landlordId: string,
  fields: StatementImportFields,
  file: { filename?: string; bytes: Buffer } | undefined,
): Promise<ImportResult> {
  const bank = requireBank(fields.bank);
  if (!file) throw badRequest("NO_FILE", msg("reconcile.noFile"), { file: msg("reconcile.noFile") });
  const table = parseCsv(statementText(file.bytes));
  if (table.truncated)
    throw badRequest("TOO_MANY_ROWS", msg("reconcile.tooManyRows", { max: MAX_STATEMENT_ROWS }));

  const saved = fromMappingView(await mappingOf(deps.db, landlordId, bank));
  const chosen = {
    ...saved,
    ...(fields.dateColumn ? { date: fields.dateColumn } : {}),
    ...(fields.amountColumn ? { amount: fields.amountColumn } : {}),
  };
  const headerIndex = findHeaderRow(table.rows, chosen);
  const header = table.rows[headerIndex] ?? [];
  const { columns, mapping } = resolveColumns(header, fields, saved);
  const { lines, skipped } = creditLines(table.rows, headerIndex, columns, kampalaToday());
  if (lines.length === 0)
    throw badRequest(
      "NO_CREDIT_LINES",
      msg("reconcile.noCreditLines", { column: mapping.amount.slice(0, 40) }),
    );

  const index = matchIndex(await leasesToMatch(deps, landlordId));
  const stored = await deps.db.transaction(async (tx) => {
    const statementId = await insertStatement(tx, {
      landlordId,
      bank,
      fileName: displayName(file.filename),
      creditLines: lines.length,
    });
    const rows = await insertNewLines(
      tx,
      lines.map((line: CreditLine) => {
        const match = matchLine(index, line);
        return {
          statementId,
          landlordId,
          bank,
          fingerprint: line.fingerprint,
          valueDate: line.valueDate,
          amount: line.amount,
          description: line.description,
          reference: line.reference,
          status: match.status,
          leaseId: match.leaseId,
        };
      }),
    );
    await setNewLines(tx, statementId, rows.length);
    await saveMapping(tx, {
      landlordId,
      bank,
      dateColumn: mapping.date,
      amountColumn: mapping.amount,
      descriptionColumn: mapping.description ?? null,
      referenceColumn: mapping.reference ?? null,
      balanceColumn: mapping.balance ?? null,
    });
    return { statementId, rows };
  });

  const counted = (status: string) => stored.rows.filter((r) => r.status === status).length;
  return {
    statementId: stored.statementId,
    creditLines: lines.length,
    newLines: stored.rows.length,
    alreadyImported: lines.length - stored.rows.length,
    matched: counted("matched"),
    suggested: counted("suggested"),
    unmatched: counted("unmatched"),
    skipped: skipped.slice(0, MAX_SKIPPED_SHOWN),
    skippedCount: skipped.length,
    mapping: toMappingView(mapping),
  };
}
