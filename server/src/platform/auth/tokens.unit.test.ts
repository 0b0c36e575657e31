import { describe, expect, it } from "vitest";
import { safeEqual } from "./tokens";

describe("safeEqual", () => {
  it("compares secrets of any length, in characters or in bytes, without throwing", () => {
    expect(safeEqual("abc", "abc")).toBe(true);
    expect(safeEqual("abc", "abd")).toBe(false);
    expect(safeEqual("abc", "abcd")).toBe(false);
    expect(safeEqual("", "abc")).toBe(false);
    // As long in characters, longer in bytes: Buffer-based comparisons throw here.
    expect(safeEqual("ééé", "abc")).toBe(false);
    expect(safeEqual("ussd-callback-secret-123é", "ussd-callback-secret-1234")).toBe(false);
  });
});
