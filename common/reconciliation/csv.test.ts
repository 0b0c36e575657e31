import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv";

describe("parseCsv", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks inside", () => {
    const text =
      'Date,Narration,Credit\r\n05/03/2026,"Rent, March ""4B""",1500000\r\n06/03/2026,"two\nlines",200\r\n';
    expect(parseCsv(text).rows).toEqual([
      ["Date", "Narration", "Credit"],
      ["05/03/2026", 'Rent, March "4B"', "1500000"],
      ["06/03/2026", "two\nlines", "200"],
    ]);
  });

  it("takes LF, CR and CRLF line ends, drops a byte order mark and blank lines, keeps a last line without an end", () => {
    expect(parseCsv("\uFEFFa,b\n\n1,2\r3,4\r\n\r\n5,6").rows).toEqual([
      ["a", "b"],
      ["1", "2"],
      ["3", "4"],
      ["5", "6"],
    ]);
  });

  it("follows Excel's sep= line, and guesses semicolons and tabs from the first line", () => {
    expect(parseCsv("sep=;\r\nDate;Credit\r\n01/02/2026;1,500,000").rows).toEqual([
      ["Date", "Credit"],
      ["01/02/2026", "1,500,000"],
    ]);
    expect(parseCsv('"sep=,"\nA,B\n1,2').rows).toEqual([
      ["A", "B"],
      ["1", "2"],
    ]);
    const semi = parseCsv('Date;Details;Credit\n01/02/2026;"a;b";1,5');
    expect(semi.delimiter).toBe(";");
    expect(semi.rows[1]).toEqual(["01/02/2026", "a;b", "1,5"]);
    expect(parseCsv("Date\tCredit\n01/02/2026\t100").rows[1]).toEqual(["01/02/2026", "100"]);
  });

  it("trims cells and keeps a quote inside an unquoted cell as it is", () => {
    expect(parseCsv(' a , 5" pipe ,c').rows).toEqual([["a", '5" pipe', "c"]]);
  });

  it("stops after the row limit and says so", () => {
    const text = Array.from({ length: 12 }, (_, i) => `${i},x`).join("\n");
    const table = parseCsv(text, { maxRows: 10 });
    expect(table.rows).toHaveLength(10);
    expect(table.truncated).toBe(true);
    expect(parseCsv(text, { maxRows: 12 }).truncated).toBe(false);
  });

  it("cuts a megabyte cell, an unterminated quote and a run of doubled quotes", () => {
    expect(parseCsv(`a,"${"x".repeat(1_000_000)}`).rows[0]![1]!.length).toBeLessThanOrEqual(2_000);
    expect(parseCsv(`"${'""'.repeat(500_000)}"`).rows[0]![0]!.length).toBeLessThanOrEqual(2_001);
    // Quotes after a closed quoted value and spaces are text, not new quoted values.
    const hostile = `"a"${" ".repeat(2_000)}${'"'.repeat(100_000)},b`;
    const [row] = parseCsv(hostile).rows;
    expect(row![0]!.length).toBeLessThanOrEqual(2_000);
    expect(row![1]).toBe("b");
  });
});
