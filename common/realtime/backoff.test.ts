import { describe, expect, it } from "vitest";
import { reconnectDelayMs } from "./backoff";

describe("reconnectDelayMs", () => {
  const top = () => 1; // the largest delay the spread allows
  const bottom = () => 0; // the smallest

  it("doubles from 1 s with each failed attempt", () => {
    expect([0, 1, 2, 3, 4].map((n) => reconnectDelayMs(n, top))).toEqual([1000, 2000, 4000, 8000, 16_000]);
  });

  it("stops growing at 30 s, however many attempts failed", () => {
    expect(reconnectDelayMs(5, top)).toBe(30_000);
    expect(reconnectDelayMs(50, top)).toBe(30_000);
    expect(reconnectDelayMs(5000, top)).toBe(30_000);
  });

  it("spreads each delay over its last quarter so phones do not all come back at once", () => {
    expect(reconnectDelayMs(0, bottom)).toBe(750);
    expect(reconnectDelayMs(3, bottom)).toBe(6000);
    expect(reconnectDelayMs(10, bottom)).toBe(22_500);
    expect(reconnectDelayMs(3, () => 0.5)).toBe(7000);
    const delays = new Set(Array.from({ length: 200 }, () => reconnectDelayMs(4)));
    for (const d of delays) {
      expect(d).toBeGreaterThanOrEqual(12_000);
      expect(d).toBeLessThanOrEqual(16_000);
    }
    expect(delays.size).toBeGreaterThan(50);
  });

  it("treats a negative attempt as the first", () => {
    expect(reconnectDelayMs(-3, top)).toBe(1000);
  });
});
