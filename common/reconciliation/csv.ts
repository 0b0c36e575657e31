/**
 * A small RFC 4180 reader for bank statement exports: quoted fields (with doubled quotes, commas and line breaks
 * inside), CRLF, LF or CR line ends, a byte order mark, Excel's `sep=;` first line, and files separated by
 * semicolons or tabs (guessed from the first line when no `sep=` says). One pass over the text and no regular
 * expression, so its cost is its length; the row limit stops it early.
 */

export type CsvDelimiter = "," | ";" | "\t";

export interface CsvTable {
  rows: string[][];
  delimiter: CsvDelimiter;
  /** True when the text had more rows than `maxRows` (the rest was not read). */
  truncated: boolean;
}

/** A statement file's limits (the server refuses larger ones; the browser reads the head only). */
export const MAX_STATEMENT_BYTES = 2 * 1024 * 1024;
export const MAX_STATEMENT_ROWS = 5_000;
/** Cells of a row beyond this are dropped; longer cells are cut (a description is at most 500 anyway). */
const MAX_COLUMNS = 60;
const MAX_CELL = 2_000;
/** How far the first line is looked at to guess the delimiter. */
const SNIFF = 4_000;

const DELIMITERS: readonly CsvDelimiter[] = [",", ";", "\t"];

/** `sep=;` (Excel's hint, sometimes quoted) on the first line: its delimiter and where the data starts. */
function sepLine(text: string): { delimiter: CsvDelimiter; start: number } | null {
  const end = text.slice(0, 12).search(/\r|\n|$/);
  const line = text.slice(0, end).replace(/"/g, "").trim().toLowerCase();
  if (line.length !== 5 || !line.startsWith("sep=")) return null;
  const d = line[4] === "\\" ? "\t" : line[4];
  if (!DELIMITERS.includes(d as CsvDelimiter)) return null;
  let start = end;
  if (text[start] === "\r") start++;
  if (text[start] === "\n") start++;
  return { delimiter: d as CsvDelimiter, start };
}

/** The delimiter that occurs most often outside quotes on the first line (a comma when none does). */
function guessDelimiter(text: string, start: number): CsvDelimiter {
  const counts = new Map<string, number>();
  let quoted = false;
  for (let i = start; i < Math.min(text.length, start + SNIFF); i++) {
    const c = text[i]!;
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === "\n" || c === "\r")) break;
    else if (!quoted && DELIMITERS.includes(c as CsvDelimiter)) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  let best: CsvDelimiter = ",";
  for (const d of DELIMITERS) if ((counts.get(d) ?? 0) > (counts.get(best) ?? 0)) best = d;
  return best;
}

/** Reads CSV text into rows of trimmed cells; blank lines are kept out. */
export function parseCsv(
  text: string,
  { maxRows = MAX_STATEMENT_ROWS }: { maxRows?: number } = {},
): CsvTable {
  let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const sep = sepLine(text.slice(start));
  let delimiter: CsvDelimiter;
  if (sep) {
    delimiter = sep.delimiter;
    start += sep.start;
  } else {
    delimiter = guessDelimiter(text, start);
  }

  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  /** Nothing but spaces in the cell so far: a quote here opens a quoted value (kept as a flag, not re-checked). */
  let blank = true;
  let truncated = false;
  const endCell = () => {
    if (row.length < MAX_COLUMNS) row.push(cell.trim().slice(0, MAX_CELL));
    cell = "";
    blank = true;
  };
  const endRow = () => {
    endCell();
    if (row.some((c) => c !== "")) {
      if (rows.length >= maxRows) truncated = true;
      else rows.push(row);
    }
    row = [];
  };

  for (let i = start; i < text.length && !truncated; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c !== '"') {
        if (cell.length <= MAX_CELL) cell += c;
      } else if (text[i + 1] === '"') {
        if (cell.length <= MAX_CELL) cell += '"';
        i++;
      } else {
        quoted = false;
      }
    } else if (c === '"' && blank) {
      cell = "";
      quoted = true;
      blank = false;
    } else if (c === delimiter) {
      endCell();
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      endRow();
    } else {
      if (cell.length <= MAX_CELL) cell += c;
      if (c !== " " && c !== "\t") blank = false;
    }
  }
  if (!truncated && (cell !== "" || row.length > 0)) endRow();
  return { rows, delimiter, truncated };
}
