import { describe, expect, it } from "vitest";
import { maskAccountNumber } from "./payout-account";

describe("maskAccountNumber", () => {
  it("shows only the last four characters", () => {
    expect(maskAccountNumber("9030012345678")).toBe("•••• 5678");
    expect(maskAccountNumber("0110 0222 33")).toBe("•••• 2233");
    expect(maskAccountNumber("1234")).toBe("••••");
  });
});
