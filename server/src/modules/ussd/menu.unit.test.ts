import { describe, expect, it } from "vitest";
import { con, end, fitScreen, issuesOf, USSD_MAX, ussdStep } from "./menu";

describe("the USSD menu's steps", () => {
  it("walks the menu by the answers so far", () => {
    expect(ussdStep("")).toEqual({ kind: "main" });
    expect(ussdStep("1")).toEqual({ kind: "balance" });
    expect(ussdStep("2")).toEqual({ kind: "payConfirm" });
    expect(ussdStep("2*1")).toEqual({ kind: "pay" });
    expect(ussdStep("2*2")).toEqual({ kind: "payCancelled" });
    expect(ussdStep("3")).toEqual({ kind: "categories" });
    expect(ussdStep("3*1")).toEqual({ kind: "issues", category: "plumbing" });
    expect(ussdStep("3*2*3")).toEqual({
      kind: "report",
      category: "electrical",
      issue: issuesOf("electrical")[2],
    });
    expect(ussdStep("4")).toEqual({ kind: "announcement" });
  });

  it("ends on anything else", () => {
    for (const text of [
      "5",
      "0",
      "1*1",
      "2*3",
      "2*1*1",
      "3*7",
      "3*1*6",
      "3*1*1*1",
      "x",
      "3*01x",
      "3**",
      "9".repeat(100),
    ])
      expect(ussdStep(text), text).toEqual({ kind: "invalid" });
  });

  it("keeps every screen within 182 characters", () => {
    const long = "Word ".repeat(60);
    expect(fitScreen(long).length).toBeLessThanOrEqual(USSD_MAX);
    expect(fitScreen(long).endsWith("...")).toBe(true);
    expect(con("Hi")).toBe("CON Hi");
    expect(end("Bye")).toBe("END Bye");
    expect(fitScreen("short")).toBe("short");
  });
});
