import { describe, expect, it } from "vitest";
import { parseCsv } from "../../../../common/reconciliation/csv";
import { creditLines, parseCreditAmount, parseStatementDate } from "./statement-file";

describe("statement dates", () => {
  it("reads the banks' formats, day first", () => {
    for (const [raw, iso] of [
      ["2026-03-05", "2026-03-05"],
      ["2026/03/05", "2026-03-05"],
      ["2026-03-05T10:22:00", "2026-03-05"],
      ["05/03/2026", "2026-03-05"],
      ["05-03-2026", "2026-03-05"],
      ["05.03.2026", "2026-03-05"],
      ["05-Mar-2026", "2026-03-05"],
      ["05 Mar 2026", "2026-03-05"],
      ["5 March 2026", "2026-03-05"],
      ["05-SEPT-2026", "2026-09-05"],
      ["5/3/26", "2026-03-05"],
      ["05/03/2026 14:10", "2026-03-05"],
      [" 31/12/2025 ", "2025-12-31"],
    ]) {
      expect(parseStatementDate(raw!), raw).toBe(iso);
    }
  });

  it("refuses days that do not exist and anything else", () => {
    for (const raw of [
      "31/02/2026",
      "13/13/2026",
      "2026-02-30",
      "05 Foo 2026",
      "Total",
      "",
      "1/1/1999",
      "x".repeat(500),
    ]) {
      expect(parseStatementDate(raw), raw).toBeNull();
    }
  });
});

describe("credit amounts", () => {
  it("reads whole shillings however they are written", () => {
    for (const [raw, amount] of [
      ["1,200,000.00", 1_200_000],
      ["UGX 1,200,000", 1_200_000],
      ["1 200 000", 1_200_000],
      ["1\u00a0200\u00a0000", 1_200_000],
      ["1200000", 1_200_000],
      ["1,200,000 CR", 1_200_000],
      ["USh 450,000", 450_000],
      ["+750000", 750_000],
      ["1200000,00", 1_200_000],
    ]) {
      expect(parseCreditAmount(raw as string), raw as string).toEqual({ kind: "credit", amount });
    }
  });

  it("blank, zero, negative and debit cells are no credit", () => {
    for (const raw of ["", " ", "-", "0", "0.00", "-500", "500-", "(500)", "1,000 DR"]) {
      expect(parseCreditAmount(raw), raw).toEqual({ kind: "none" });
    }
  });

  it("cents other than .00 and unreadable money are left out with their reason", () => {
    expect(parseCreditAmount("1,200,000.50")).toEqual({ kind: "skip", reason: "fraction" });
    expect(parseCreditAmount("12abc")).toEqual({ kind: "skip", reason: "amount" });
    expect(parseCreditAmount("1.200.000")).toEqual({ kind: "skip", reason: "amount" });
    expect(parseCreditAmount("9".repeat(14))).toEqual({ kind: "skip", reason: "amount" });
    expect(parseCreditAmount("1".repeat(5000))).toEqual({ kind: "skip", reason: "amount" });
  });
});

describe("credit lines and their fingerprints", () => {
  const columns = { date: 0, description: 1, reference: 2, amount: 4, balance: 5 };
  const read = (csv: string) => {
    const { rows } = parseCsv(csv);
    return creditLines(rows, 0, columns);
  };
  const HEADER = "Date,Narration,Ref,Debit,Credit,Balance\n";

  it("keeps the credits, leaves debits out and reports what it could not read", () => {
    const { lines, skipped } = read(
      `${HEADER}01/03/2026,RENT NY7KQ4PX,FT123,,1500000,1500000\n02/03/2026,ATM,,200000,,1300000\n03/03/2026,Odd,,,12.50,1300012.50\nTotal,,,,1500000,\n`,
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      row: 2,
      valueDate: "2026-03-01",
      amount: 1_500_000,
      description: "RENT NY7KQ4PX",
      reference: "FT123",
    });
    expect(lines[0]!.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(skipped).toEqual([
      { row: 4, reason: "fraction", value: "12.50" },
      { row: 5, reason: "date", value: "Total" },
    ]);
  });

  it("two identical deposits on one day are two lines, found again in an overlapping export", () => {
    const noBalance = { date: 0, description: 1, amount: 2 };
    const first = parseCsv(
      "Date,Details,Credit\n01/03/2026,CASH DEP,500000\n01/03/2026,CASH DEP,500000\n",
    ).rows;
    const later = parseCsv(
      "Date,Details,Credit\n28/02/2026,OTHER,100\n01/03/2026,cash  dep,500000\n01/03/2026,CASH DEP,500000\n02/03/2026,NEW,7\n",
    ).rows;
    const a = creditLines(first, 0, noBalance).lines.map((l) => l.fingerprint);
    const b = creditLines(later, 0, noBalance).lines.map((l) => l.fingerprint);
    expect(new Set(a).size).toBe(2);
    expect(b.filter((f) => a.includes(f))).toHaveLength(2);
    expect(b.filter((f) => !a.includes(f))).toHaveLength(2);
  });

  it("a different balance, reference, date or amount is another line", () => {
    const base = "01/03/2026,RENT,R1,,500000,900000";
    const fp = (row: string) => read(`${HEADER}${row}\n`).lines[0]!.fingerprint;
    for (const other of [
      "01/03/2026,RENT,R1,,500000,950000",
      "01/03/2026,RENT,R2,,500000,900000",
      "02/03/2026,RENT,R1,,500000,900000",
      "01/03/2026,RENT,R1,,500001,900000",
      "01/03/2026,RENT 2,R1,,500000,900000",
    ]) {
      expect(fp(other), other).not.toBe(fp(base));
    }
    expect(fp('1 Mar 2026, rent ,R1,,"500,000.00","900,000"')).toBe(fp(base));
  });
});
