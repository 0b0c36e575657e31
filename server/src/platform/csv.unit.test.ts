import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

describe("toCsv", () => {
  it("writes a BOM, CRLF lines, quoted fields where needed, and numbers as numbers", () => {
    expect(
      toCsv([
        ["Name", "Amount"],
        ['Okello, "Jr"', -1500],
        ["Nnaalongo", null],
      ]),
    ).toBe('\uFEFFName,Amount\r\n"Okello, ""Jr""",-1500\r\nNnaalongo,\r\n');
  });

  it("never lets a text run as a formula", () => {
    const csv = toCsv([['=HYPERLINK("http://x")', "+1", "-2", "@SUM(A1)", "\tx"]]);
    expect(csv).toBe('\uFEFF"\'=HYPERLINK(""http://x"")",\'+1,\'-2,\'@SUM(A1),\'\tx\r\n');
  });
});
