import { describe, expect, it } from "vitest";
import { BANKS } from "../../../../common/constants";
import { FAKE_UG_BANKS } from "./fakes/flutterwave-fake";
import { FLUTTERWAVE_UG_BANK_NAME_PATTERNS, flutterwaveBankCode } from "./flutterwave-banks";

describe("Flutterwave Uganda bank mapping", () => {
  it("has a name pattern for every bank we offer, each matching exactly one bank of the list", () => {
    for (const bank of BANKS) {
      expect(FLUTTERWAVE_UG_BANK_NAME_PATTERNS[bank], bank).toBeInstanceOf(RegExp);
      expect(flutterwaveBankCode(FAKE_UG_BANKS, bank), bank).toBeDefined();
    }
    const codes = BANKS.map((b) => flutterwaveBankCode(FAKE_UG_BANKS, b));
    expect(new Set(codes).size).toBe(BANKS.length);
  });

  it("refuses an unknown bank or an ambiguous match", () => {
    expect(flutterwaveBankCode(FAKE_UG_BANKS, "Bank of Mars")).toBeUndefined();
    const twice = [
      { code: "1", name: "Equity Bank Uganda" },
      { code: "2", name: "Equity Bank Uganda Ltd" },
    ];
    expect(flutterwaveBankCode(twice, "Equity Bank")).toBeUndefined();
  });
});
