import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv";
import {
  columnIndex,
  findHeaderRow,
  guessMapping,
  headerRowIndex,
  normalizeHeader,
  statementColumns,
} from "./mapping";

describe("guessing a statement's columns", () => {
  it("finds each bank's usual names, whatever the case, spacing and punctuation", () => {
    expect(
      guessMapping(["Txn Date", "Value Date", "Narration", "Ref No", "Debit", "Credit", "Balance"]),
    ).toEqual({
      date: "Value Date",
      amount: "Credit",
      description: "Narration",
      reference: "Ref No",
      balance: "Balance",
    });
    expect(
      guessMapping(["TRANSACTION_DATE", "particulars", "CHEQUE NO", "money in", "Running Balance"]),
    ).toEqual({
      date: "TRANSACTION_DATE",
      amount: "money in",
      description: "particulars",
      reference: "CHEQUE NO",
      balance: "Running Balance",
    });
    expect(guessMapping(["Posting Date", "Transaction Details", "Transaction Ref", "Amount"])).toMatchObject({
      date: "Posting Date",
      description: "Transaction Details",
      reference: "Transaction Ref",
      amount: "Amount",
    });
  });

  it("prefers a credit column to a signed amount, and takes a name followed by more words", () => {
    expect(guessMapping(["Date", "Amount", "Credit Amount"]).amount).toBe("Credit Amount");
    expect(guessMapping(["Date Posted", "Credit (UGX)", "Remarks"])).toEqual({
      date: "Date Posted",
      amount: "Credit (UGX)",
      description: "Remarks",
    });
  });

  it("leaves out what it cannot find", () => {
    expect(guessMapping(["When", "How much", "Debit"])).toEqual({});
  });

  it("compares names without case or punctuation, and ignores a very long cell", () => {
    expect(normalizeHeader("  Value_Date ")).toBe("value date");
    expect(columnIndex(["Date", "VALUE-DATE"], "value date")).toBe(1);
    expect(columnIndex(["Date"], "Credit")).toBe(-1);
    expect(normalizeHeader("x".repeat(500))).toBe("");
  });

  it("finds the header row under the account's name and period", () => {
    const rows = parseCsv(
      "Stanbic Bank Uganda\nAccount,9030012345678\nPeriod,01/03/2026 - 31/03/2026\n\nDate,Description,Credit,Balance\n01/03/2026,x,100,100",
    ).rows;
    expect(headerRowIndex(rows)).toBe(3);
    expect(findHeaderRow(rows)).toBe(3);
    expect(statementColumns(rows)).toEqual(["Date", "Description", "Credit", "Balance"]);
    // A remembered mapping names columns no guess would find.
    const odd = parseCsv("Report\nWhen,What,In\n01/03/2026,x,100").rows;
    expect(findHeaderRow(odd, { date: "When", amount: "In" })).toBe(1);
    expect(headerRowIndex(odd)).toBe(-1);
    expect(findHeaderRow(odd)).toBe(0);
    // A remembered mapping this export does not have: the guess finds the header.
    expect(findHeaderRow(rows, { date: "When", amount: "In" })).toBe(3);
    expect(statementColumns([])).toEqual([]);
  });
});
