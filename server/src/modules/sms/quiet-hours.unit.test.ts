import { describe, expect, it } from "vitest";
import { firstSendableAt, inQuietHours } from "./quiet-hours";

// Kampala is UTC+3: 21:00 there is 18:00Z, 07:00 there is 04:00Z.
describe("quiet hours (21:00-07:00 Kampala)", () => {
  it("knows the quiet hours at their edges", () => {
    expect(inQuietHours(new Date("2026-11-26T17:59:59Z"))).toBe(false);
    expect(inQuietHours(new Date("2026-11-26T18:00:00Z"))).toBe(true);
    expect(inQuietHours(new Date("2026-11-26T23:30:00Z"))).toBe(true);
    expect(inQuietHours(new Date("2026-11-27T03:59:59Z"))).toBe(true);
    expect(inQuietHours(new Date("2026-11-27T04:00:00Z"))).toBe(false);
  });

  it("holds a reminder until 07:00 Kampala, the same night or the next morning", () => {
    expect(firstSendableAt(new Date("2026-11-26T19:00:00Z"), "reminder").toISOString()).toBe(
      "2026-11-27T04:00:00.000Z",
    );
    expect(firstSendableAt(new Date("2026-11-26T22:00:00Z"), "receipt").toISOString()).toBe(
      "2026-11-27T04:00:00.000Z",
    );
    // 02:00 Kampala on the 27th: later that morning.
    expect(firstSendableAt(new Date("2026-11-26T23:00:00Z"), "maintenance").toISOString()).toBe(
      "2026-11-27T04:00:00.000Z",
    );
    const day = new Date("2026-11-26T09:00:00Z");
    expect(firstSendableAt(day, "reminder")).toBe(day);
  });

  it("never holds a code", () => {
    const night = new Date("2026-11-26T20:00:00Z");
    expect(firstSendableAt(night, "code")).toBe(night);
  });
});
