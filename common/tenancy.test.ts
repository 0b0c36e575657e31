import { describe, expect, it } from "vitest";
import { ALLOCATION_RANK, CHARGE_GROUPS, CHARGE_KINDS, chargeGroup, countsAsIncome } from "./tenancy";

describe("charge kinds", () => {
  it("puts every kind in a group, and every group has a kind", () => {
    const groups = new Set(CHARGE_KINDS.map(chargeGroup));
    expect([...groups].sort()).toEqual([...CHARGE_GROUPS].sort());
  });

  it("counts everything but the deposit as income", () => {
    expect(CHARGE_KINDS.filter((k) => !countsAsIncome(k))).toEqual(["deposit"]);
  });

  it("ranks every kind once, rent first and the deposit last", () => {
    const ranks = CHARGE_KINDS.map((k) => ALLOCATION_RANK[k]);
    expect(new Set(ranks).size).toBe(CHARGE_KINDS.length);
    expect(ALLOCATION_RANK.rent).toBe(Math.min(...ranks));
    expect(ALLOCATION_RANK.deposit).toBe(Math.max(...ranks));
  });
});
