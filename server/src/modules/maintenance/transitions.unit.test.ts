import { describe, expect, it } from "vitest";
import {
  canTransition,
  defaultDescription,
  MAINTENANCE_STATUSES,
  maintenanceCreateInput,
  PRESET_ISSUES,
  STATUS_LABEL_KEYS,
  toStoredPriority,
} from "../../../../common/schemas/maintenance";
import { translator } from "../../platform/i18n";

describe("maintenance transitions", () => {
  it("allows exactly the table's moves, each for its actor", () => {
    const allowed: string[] = [];
    for (const from of MAINTENANCE_STATUSES)
      for (const to of MAINTENANCE_STATUSES)
        for (const actor of ["landlord", "tenant"] as const)
          if (canTransition(from, to, actor)) allowed.push(`${from}>${to}:${actor}`);
    expect(allowed.sort()).toEqual(
      [
        "open>scheduled:landlord",
        "open>in_progress:landlord",
        "open>completed:landlord",
        "open>cancelled:tenant",
        "scheduled>in_progress:landlord",
        "scheduled>completed:landlord",
        "in_progress>completed:landlord",
      ].sort(),
    );
  });

  it("shows open as Pending", () => {
    expect(translator().t(STATUS_LABEL_KEYS.open)).toBe("Pending");
  });
});

describe("maintenance input", () => {
  it("stores emergency as urgent", () => {
    expect(toStoredPriority("emergency")).toBe("urgent");
    expect(toStoredPriority("low")).toBe("low");
  });

  it("defaults the description to the issue plus the category key", () => {
    expect(translator().text(defaultDescription("Leaking tap", "plumbing"))).toBe("Leaking tap (plumbing)");
  });

  it("requires a title or an issue", () => {
    const r = maintenanceCreateInput.safeParse({ priority: "low", category: "plumbing" });
    expect(r.success).toBe(false);
    expect(
      maintenanceCreateInput.safeParse({ priority: "low", category: "plumbing", issue: "Leaking tap" })
        .success,
    ).toBe(true);
    expect(maintenanceCreateInput.safeParse({ priority: "nope", title: "x", description: "y" }).success).toBe(
      false,
    );
  });

  it("offers 15 to 20 preset issues per category", () => {
    for (const issues of Object.values(PRESET_ISSUES)) {
      expect(issues.length).toBeGreaterThanOrEqual(15);
      expect(issues.length).toBeLessThanOrEqual(20);
      expect(new Set(issues).size).toBe(issues.length);
    }
  });
});
