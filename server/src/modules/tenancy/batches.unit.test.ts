import { describe, expect, it } from "vitest";
import { chargeBatches, MAX_BATCH_CHARGES, MAX_BATCH_LEASES } from "./batches";

const sizes = (batches: number[][]) => batches.map((b) => [b.length, b.reduce((s, n) => s + n, 0)]);

describe("charge batches", () => {
  it("keeps every item, in order, at most 500 leases per batch", () => {
    const items = Array.from({ length: 1_201 }, () => 1);
    const batches = [...chargeBatches(items, (n) => n)];
    expect(sizes(batches)).toEqual([
      [MAX_BATCH_LEASES, 500],
      [MAX_BATCH_LEASES, 500],
      [201, 201],
    ]);
    expect(batches.flat()).toHaveLength(1_201);
  });

  it("starts a new batch before 2,000 charges, and never leaves one empty", () => {
    const batches = [...chargeBatches([900, 900, 900, 5_000, 1], (n) => n)];
    expect(sizes(batches)).toEqual([
      [2, 1_800],
      [1, 900],
      [1, 5_000],
      [1, 1],
    ]);
    expect(batches.every((b) => b.reduce((s, n) => s + n, 0) <= MAX_BATCH_CHARGES || b.length === 1)).toBe(
      true,
    );
  });

  it("yields nothing for no work", () => {
    expect([...chargeBatches([], () => 1)]).toEqual([]);
  });
});
