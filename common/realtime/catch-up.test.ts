import { describe, expect, it } from "vitest";
import { CLOCK_SKEW_MS, mustCatchUp } from "./catch-up";

const T = 1_800_000_000_000;

describe("mustCatchUp", () => {
  it("skips only a first open whose answers are all newer than the topics' latest event, clock skew allowed", () => {
    expect(mustCatchUp({ firstOpen: true, dataAsOf: T, lastEventAt: T - CLOCK_SKEW_MS - 1 })).toBe(false);
    expect(mustCatchUp({ firstOpen: true, dataAsOf: T, lastEventAt: T - CLOCK_SKEW_MS })).toBe(true);
    expect(mustCatchUp({ firstOpen: true, dataAsOf: T, lastEventAt: T + 5 })).toBe(true);
  });

  it("catches up when anything is unknown, or the socket was open before", () => {
    expect(mustCatchUp({ firstOpen: false, dataAsOf: T, lastEventAt: 0 })).toBe(true);
    expect(mustCatchUp({ firstOpen: true, dataAsOf: undefined, lastEventAt: 0 })).toBe(true);
    expect(mustCatchUp({ firstOpen: true, dataAsOf: T, lastEventAt: undefined })).toBe(true);
  });
});
