import { describe, expect, it } from "vitest";
import { formatUgandanPhone, mobileNetworkOf, normalizeUgandanMobile } from "./phone";

describe("Ugandan mobile numbers", () => {
  it.each([
    ["0772 123 456", "+256772123456"],
    ["+256 772 123 456", "+256772123456"],
    ["256772123456", "+256772123456"],
    ["0701-234-567", "+256701234567"],
  ])("%s → %s", (input, e164) => {
    expect(normalizeUgandanMobile(input)).toBe(e164);
  });
  it.each(["0412 123 456", "+254712345678", "077212345", "hello", ""])("rejects %s", (input) => {
    expect(normalizeUgandanMobile(input)).toBeNull();
  });
  it("tells the network from the prefix", () => {
    expect(mobileNetworkOf("+256772123456")).toBe("MTN");
    expect(mobileNetworkOf("+256761234567")).toBe("MTN");
    expect(mobileNetworkOf("+256701234567")).toBe("AIRTEL");
    expect(mobileNetworkOf("+256751234567")).toBe("AIRTEL");
    expect(mobileNetworkOf("+256791234567")).toBeNull();
  });
  it("formats for display", () => {
    expect(formatUgandanPhone("+256772123456")).toBe("+256 772 123 456");
  });
});
