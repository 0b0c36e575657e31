import { describe, expect, it } from "vitest";
import { kampalaDay } from "./kampala-calendar";

const byIntl = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Africa/Kampala",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

describe("kampalaDay", () => {
  it("is the day Intl's Africa/Kampala gives, hour by hour over two years and at each midnight's edges", () => {
    const start = Date.UTC(2025, 0, 1);
    for (let t = start; t < start + 2 * 366 * 86_400_000; t += 3_600_000) {
      const at = new Date(t);
      expect(kampalaDay(at), at.toISOString()).toBe(byIntl.format(at));
    }
    for (const iso of ["2026-02-28T20:59:59.999Z", "2026-02-28T21:00:00.000Z", "2024-12-31T21:00:00Z"]) {
      expect(kampalaDay(new Date(iso)), iso).toBe(byIntl.format(new Date(iso)));
    }
    expect(kampalaDay(new Date("2026-02-28T21:00:00.000Z"))).toBe("2026-03-01");
  });
});
