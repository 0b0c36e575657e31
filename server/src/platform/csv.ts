import { stringify } from "csv-stringify/sync";

/**
 * A CSV file as spreadsheets open it (Excel, LibreOffice, Google Sheets): a UTF-8 byte-order mark so Luganda and
 * Swahili letters survive Excel, CRLF line ends, quotes where a field needs them, and a text that starts like a
 * formula (=, +, -, @, tab, CR) prefixed with ' so a name typed by a tenant can never run as one (CSV injection).
 * Numbers are written as numbers (a negative balance stays a number).
 */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return stringify(rows as (string | number | null)[][], {
    bom: true,
    record_delimiter: "windows",
    escape_formulas: true,
  });
}
